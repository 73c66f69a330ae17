import { TREE_INDENT } from './GridBodyRow.tsx';
import { TREE_LOADING_TEXT } from './useGridTree.ts';

interface GridLoadingRowProps {
  index: number;
  start: number;
  depth: number;
  colSpan: number;
  measure(element: HTMLElement | null): void;
}

/** The 'loading...' child a tree row shows while its children load. */
export function GridLoadingRow({ index, start, depth, colSpan, measure }: GridLoadingRowProps) {
  return (
    <tr
      ref={measure}
      aria-rowindex={index + 2}
      data-index={index}
      className="hcs-grid__row hcs-grid__row-cells hcs-grid__row--loading"
      style={{ top: start }}
    >
      <td colSpan={colSpan} className="hcs-grid__cell" style={{ paddingLeft: 32 + depth * TREE_INDENT }}>
        {TREE_LOADING_TEXT}
      </td>
    </tr>
  );
}

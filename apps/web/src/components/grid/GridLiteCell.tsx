import type { ReactNode } from 'react';
import { cellKind } from './cellKinds.tsx';
import { placeholderOf } from './columns.ts';
import type { GridColumn } from './types.ts';
import { cellFocusAttributes } from './useCellFocus.ts';

/**
 * A value cell of a row that appeared during a fast scroll: the text in the frame of the control it
 * becomes once scrolling stops. Plain elements, no component of its own, so that a scroll frame which
 * draws a screenful of new rows stays short; only option texts need their component (the options load).
 */
export function liteCell(
  column: GridColumn,
  value: unknown,
  colIndex: number,
  active: boolean,
  prefix: ReactNode,
): ReactNode {
  const read = cellKind(column).reader(column, value);
  return (
    <td
      key={column.key}
      {...cellFocusAttributes(colIndex, active)}
      data-key={column.key}
      className="hcs-grid__cell"
    >
      {prefix}
      <span className="hcs-grid__lite">
        {typeof read !== 'string'
          ? read
          : read || <span className="hcs-grid__placeholder">{placeholderOf(column) ?? ''}</span>}
      </span>
    </td>
  );
}

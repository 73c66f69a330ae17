import { Checkbox } from 'antd';
import type { GridLayoutColumn } from './gridLayout.ts';

interface GridHeaderProps {
  columns: readonly GridLayoutColumn[];
  selection: 'checkbox' | 'radio' | undefined;
  selectionState: 'none' | 'some' | 'all';
  hasSelectable: boolean;
  onToggleAll(checked: boolean): void;
}

const isRequired = (layout: GridLayoutColumn) =>
  layout.column?.validateRules?.some((r) => r.required) ?? false;

/** The sticky header row; the select-all box shows none / some (indeterminate) / all. */
export function GridHeader(props: GridHeaderProps) {
  const { columns, selection, selectionState } = props;
  return (
    <thead className="hcs-grid__head">
      <tr aria-rowindex={1} className="hcs-grid__row-cells">
        {columns.map((layout, i) => (
          <th
            key={layout.id}
            scope="col"
            aria-colindex={i + 1}
            className="hcs-grid__cell hcs-grid__cell--head"
          >
            {layout.kind === 'selection' && selection === 'checkbox' ? (
              <Checkbox
                aria-label="全选"
                checked={selectionState === 'all'}
                indeterminate={selectionState === 'some'}
                disabled={!props.hasSelectable}
                onChange={(e) => props.onToggleAll(e.target.checked)}
              />
            ) : layout.kind === 'selection' ? (
              <span className="hcs-grid__sr-only">选择</span>
            ) : (
              <>
                {isRequired(layout) ? (
                  <span className="hcs-grid__required" aria-hidden="true">
                    *
                  </span>
                ) : null}
                {layout.title}
              </>
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}

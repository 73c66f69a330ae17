import { Checkbox } from 'antd';
import { GridSortButton } from './GridSortButton.tsx';
import type { GridLayoutColumn } from './gridLayout.ts';
import type { GridSort } from './gridSort.ts';

interface GridHeaderProps {
  columns: readonly GridLayoutColumn[];
  selection: 'checkbox' | 'radio' | undefined;
  selectionState: 'none' | 'some' | 'all';
  hasSelectable: boolean;
  onToggleAll(checked: boolean): void;
  /** The displayed order; undefined: the grid sorts nothing (sorter columns draw plain headers). */
  sort?: GridSort | null;
  onSort?(key: string): void;
}

const isRequired = (layout: GridLayoutColumn) =>
  layout.column?.validateRules?.some((r) => r.required) ?? false;

const title = (layout: GridLayoutColumn) => (
  <>
    {isRequired(layout) ? (
      <span className="hcs-grid__required" aria-hidden="true">
        *
      </span>
    ) : null}
    {layout.title}
  </>
);

/**
 * The sticky header row; the select-all box shows none / some (indeterminate) / all, and `sorter`
 * columns sort the displayed rows.
 */
export function GridHeader(props: GridHeaderProps) {
  const { columns, selection, selectionState, sort, onSort } = props;
  const sortable = (layout: GridLayoutColumn) =>
    Boolean(onSort && sort !== undefined && layout.kind === 'value' && layout.column?.sorter);
  const orderOf = (layout: GridLayoutColumn) => (sort?.key === layout.id ? sort.order : undefined);
  return (
    <thead className="hcs-grid__head">
      <tr aria-rowindex={1} className="hcs-grid__row-cells">
        {columns.map((layout, i) => (
          <th
            key={layout.id}
            scope="col"
            aria-colindex={i + 1}
            // APG: aria-sort on the one sorted column only.
            aria-sort={sortable(layout) ? orderOf(layout) : undefined}
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
            ) : sortable(layout) ? (
              <GridSortButton order={orderOf(layout)} onSort={() => onSort?.(layout.id)}>
                {title(layout)}
              </GridSortButton>
            ) : (
              title(layout)
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}

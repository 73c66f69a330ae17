import { Tooltip } from 'antd';
import { memo, type ReactNode, useState } from 'react';
import { cellKind } from './cellKinds.tsx';
import { CellEditor } from './cells/CellEditor.tsx';
import { ReadCell } from './cells/ReadCell.tsx';
import { placeholderOf } from './columns.ts';
import { samePropsExcept } from './sameProps.ts';
import type { GridColumn, GridRow } from './types.ts';
import { cellFocusAttributes } from './useCellFocus.ts';

export interface GridCellProps {
  column: GridColumn;
  row: GridRow;
  rowIndex: number;
  colIndex: number;
  disabled: boolean;
  /** alwaysEdit, or this is the one cell being edited. */
  editing: boolean;
  active: boolean;
  error: string | undefined;
  highlighted: boolean;
  /** Drawn before the value: a tree row's indent and expand button. */
  prefix?: ReactNode;
  onChange(row: GridRow, column: GridColumn, value: unknown, extra?: Record<string, unknown>): void;
  onBlur(row: GridRow, column: GridColumn): void;
}

/**
 * A cell draws again when its own value changes, not when another cell of its row does (typing in one
 * cell makes a new row object); only kinds that draw from the whole row (slot) do. The other cells'
 * onChange keeps the old row object, which is fine: the grid finds the row by its id.
 */
function sameCell(before: GridCellProps, after: GridCellProps): boolean {
  const { column } = after;
  return samePropsExcept(
    before,
    after,
    'row',
    (a, b) => a === b || (a.id === b.id && a[column.key] === b[column.key] && !cellKind(column).wholeRow),
  );
}

/** One value cell: its editor (or its text), the failure tooltip and the reload highlight. */
export const GridCell = memo(function GridCell(props: GridCellProps) {
  const { column, row, rowIndex, colIndex, disabled, editing, active, error, highlighted } = props;
  const value = row[column.key];
  const label = `${column.title} 第${rowIndex + 1}行`;
  const placeholder = placeholderOf(column);
  const [pointed, setPointed] = useState(false);
  const showEditor = editing || Boolean(cellKind(column).direct);
  const classes = ['hcs-grid__cell'];
  if (error) classes.push('hcs-grid__cell--invalid');
  if (highlighted) classes.push('hcs-grid__cell--reloaded');
  return (
    <td
      {...cellFocusAttributes(colIndex, active)}
      data-key={column.key}
      className={classes.join(' ')}
      onMouseEnter={error ? () => setPointed(true) : undefined}
      onMouseLeave={pointed ? () => setPointed(false) : undefined}
    >
      {props.prefix}
      <div className="hcs-grid__cell-body">
        {showEditor ? (
          <CellEditor
            column={column}
            row={row}
            rowIndex={rowIndex}
            value={value}
            disabled={disabled}
            label={label}
            placeholder={placeholder}
            onChange={(next, extra) => props.onChange(row, column, next, extra)}
            onBlur={() => props.onBlur(row, column)}
          />
        ) : (
          <>
            {/* The cell's name starts with what it is; the visible value follows (names include visible text). */}
            <span className="hcs-grid__sr-only">{label}：</span>
            <span>
              <ReadCell column={column} value={value} placeholder={placeholder} />
            </span>
          </>
        )}
        {/* The failure's tooltip hangs on an anchor of its own, drawn only on failure: a tooltip in every
            cell would make scrolling slow, and wrapping the editor only on failure would remount it. */}
        {error ? (
          <Tooltip title={error} open={pointed} placement="topLeft">
            <span className="hcs-grid__error-anchor" />
          </Tooltip>
        ) : null}
      </div>
    </td>
  );
}, sameCell);

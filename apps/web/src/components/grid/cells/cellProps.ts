import type { GridColumn, GridRow } from '../types.ts';

/** What every cell editor gets. */
export interface CellEditorProps {
  column: GridColumn;
  row: GridRow;
  value: unknown;
  disabled: boolean;
  rowIndex: number;
  /** The cell's accessible name: column title and row number. */
  label: string;
  placeholder?: string;
  /** `extra` writes other fields of the row at once (e.g. the popup's destination fields). */
  onChange(value: unknown, extra?: Record<string, unknown>): void;
  /** When the editor loses focus (validation on blur). */
  onBlur(): void;
}

const NO_PROPS = {};

/**
 * The column's `props` for the cell's control (spec §3). Cells spread them before the attributes the grid
 * needs (the name, value, change and blur handlers, disabled state), which therefore win.
 */
export const passedProps = <T extends object>(column: GridColumn) =>
  (column.props ?? NO_PROPS) as Partial<Omit<T, GridOwned>>;

/** What the grid sets on every cell control, whatever the column's `props` say. */
type GridOwned = 'value' | 'defaultValue' | 'checked' | 'onChange' | 'onBlur' | 'disabled' | 'aria-label';

export const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Comma-joined multiple values as a list, and back. */
export const splitComma = (value: unknown) => (asText(value) ? asText(value).split(',') : []);

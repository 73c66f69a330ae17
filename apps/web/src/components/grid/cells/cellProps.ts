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

export const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Comma-joined multiple values as a list, and back. */
export const splitComma = (value: unknown) => (asText(value) ? asText(value).split(',') : []);

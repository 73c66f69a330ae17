import type { ReactNode } from 'react';

/** The column types of spec §3 "Editable data grid", as spelled there. */
export type GridColumnType =
  | 'rowNumber'
  | 'checkbox'
  | 'radio'
  | 'expand'
  | 'dragSort'
  | 'input'
  | 'inputNumber'
  | 'textarea'
  | 'select'
  | 'select-search'
  | 'select-multiple'
  | 'date'
  | 'datetime'
  | 'time'
  | 'upload'
  | 'progress'
  | 'switch'
  | 'departSelect'
  | 'userSelect'
  | 'tags'
  | 'slot'
  | 'normal'
  | 'hidden'
  | 'list_multi'
  | 'sel_search'
  | 'sel_search_async'
  | 'sel_depart'
  | 'sel_user'
  | 'input_pop'
  | 'file'
  | 'image'
  | 'popup';

/**
 * What an alias resolves to: the one kind of cell each type is drawn as, each with its entry in
 * CELL_KINDS (cellKinds.tsx).
 */
export type GridCellKind =
  | 'rowNumber'
  | 'checkbox'
  | 'radio'
  | 'expand'
  | 'dragSort'
  | 'input'
  | 'inputNumber'
  | 'textarea'
  | 'select'
  | 'selectSearch'
  | 'selectMultiple'
  | 'selectAsync'
  | 'date'
  | 'datetime'
  | 'time'
  | 'file'
  | 'image'
  | 'progress'
  | 'switch'
  | 'departSelect'
  | 'userSelect'
  | 'tags'
  | 'popup'
  | 'slot'
  | 'normal'
  | 'hidden';

export type GridRow = { id: string } & Record<string, unknown>;

export interface GridOption {
  value: string;
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

export interface GridRuleContext {
  value: unknown;
  row: GridRow;
  column: GridColumn;
  rows: readonly GridRow[];
}

/** One cell rule (spec §5 "Grid cell rules"); rules run in order and the first failure's message shows. */
export interface GridRule {
  required?: boolean;
  /** A value present in two or more rows fails (`only` is the same rule's other name). */
  unique?: boolean;
  only?: boolean;
  /** A preset keyword (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or a regular expression. */
  pattern?: string | RegExp;
  /** Returns a failure message (or false) to fail; may be asynchronous. */
  handler?: (
    context: GridRuleContext,
  ) => string | boolean | null | undefined | Promise<string | boolean | null | undefined>;
  /** May use ${title}, ${key} and ${defaultValue}. */
  message?: string;
}

export type GridStatistic = 'sum' | 'average';

export interface GridCellRenderContext {
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
  value: unknown;
  disabled: boolean;
  setValue(value: unknown): void;
}

/** A column definition: every key of spec §3. */
export interface GridColumn {
  key: string;
  title: string;
  type: GridColumnType;
  width?: number;
  /** May use ${title}, ${key} and ${defaultValue}. */
  placeholder?: string;
  options?: readonly GridOption[];
  validateRules?: readonly GridRule[];
  defaultValue?: unknown;
  /** checkbox columns: checked on a new row. */
  defaultChecked?: boolean;
  /** The checked/unchecked pair of switch and checkbox cells; default ['Y', 'N']. */
  customValue?: readonly [unknown, unknown];
  /** Passed on to the cell's input. */
  props?: Record<string, unknown>;
  disabled?: boolean;
  statistics?: GridStatistic | readonly GridStatistic[];
  isOrder?: boolean;
  dictCode?: string;
  /** Select: a typed value that is no option is kept. */
  allowInput?: boolean;
  allowSearch?: boolean;
  /** Upload cells: false leaves out the download button; default true. */
  allowDownload?: boolean;
  /** Upload cells: false leaves out the delete button; default true. */
  allowRemove?: boolean;
  /** Upload cells: the endpoint files go to instead of /sys/common/upload. */
  action?: string;
  /**
   * Upload cells: whether the X-Access-Token goes with the file. An `action` gets it only when true;
   * the platform's own endpoint needs it, so there only false leaves it out.
   */
  token?: boolean;
  /** Upload cells: the answer's field holding the stored path (dotted for nested); default message. */
  responseName?: string;
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  param?: Readonly<Record<string, string>>;
  sorter?: boolean;
  dict?: string;
  number?: boolean;
  fieldExtendJson?: string;
  showDetails?: boolean;
  /** select with async search (sel_search_async): the options for a keyword. */
  search?: (keyword: string) => Promise<readonly GridOption[]>;
  /** slot columns: the cell's content. */
  render?: (context: GridCellRenderContext) => ReactNode;
}

export type GridSelectionEventType = 'selected' | 'unselected' | 'selectedAll' | 'unselectedAll';

export interface GridSelectionEvent {
  type: GridSelectionEventType;
  /** The row checked or unchecked; absent for the select-all box. */
  row?: GridRow;
  selectedIds: string[];
}

export interface GridValueChange {
  row: GridRow;
  column: GridColumn;
  value: unknown;
}

export interface GridValues {
  /** Rows in order, temporary ids stripped. */
  rows: Record<string, unknown>[];
  /** Ids of removed saved rows. */
  deleteIds: string[];
  errorCount: number;
}

/** The imperative handle (`ref`) of EditableGrid. */
export interface EditableGridHandle {
  /** Validates every cell; rejects with a GridValidationError when any fails (unless told not to). */
  getValues(options?: { rejectOnError?: boolean }): Promise<GridValues>;
  addRows(rows?: Partial<GridRow> | readonly Partial<GridRow>[]): GridRow[];
  insertBelow(afterId: string, row?: Partial<GridRow>): GridRow;
  removeRows(ids: string | readonly string[]): Promise<boolean>;
  getSelection(): string[];
  clearSelection(): void;
  /** Opens the row's sub-table popover, or closes it when it is already that row's. */
  toggleSubTable(rowId: string): void;
}

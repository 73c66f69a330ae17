import type { DictOption } from './dict.ts';

/** One column of an online report (GET /online/cgreport/api/getRpColumns/{code}). */
export interface ReportColumn {
  dataIndex: string;
  title: string;
  width?: number;
  align: 'left' | 'center' | 'right';
  /** The column may be sorted on (the item's is_order). */
  sorter?: boolean;
  /** The dictionary code whose options (`dictOptions[code]`) render the value. */
  customRender?: string;
}

export interface ReportColumnsResult {
  columns: ReportColumn[];
  /** Dictionary options by dictionary code. */
  dictOptions: Record<string, DictOption[]>;
  /** The report's id: getQueryInfo and getData take it. */
  cgRpConfigId: string;
  cgRpConfigName: string;
}

/** single: one value; group: a range sent as `<field>_begin` / `<field>_end`. */
export type ReportQueryMode = 'single' | 'group';

export type ReportQueryView = 'text' | 'number' | 'date' | 'datetime' | 'list';

/** One field of a report's query form (GET /online/cgreport/api/getQueryInfo/{id}). */
export interface ReportQueryItem {
  field: string;
  label: string;
  mode: ReportQueryMode;
  view: ReportQueryView;
  dictCode?: string;
}

export type ReportRecord = Record<string, unknown>;

/** A page of report rows (GET /online/cgreport/api/getData/{id}). */
export interface ReportData {
  total: number;
  records: ReportRecord[];
}

/** Prefix of the request parameters that give a report's `${param}` values. */
export const REPORT_PARAM_PREFIX = 'self_';

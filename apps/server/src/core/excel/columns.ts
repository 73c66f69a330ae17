/** One column of an exported or imported sheet. */
export interface SheetColumn {
  field: string;
  title: string;
  /** Dictionary code: exports show the text, imports accept the text (or the value). */
  dict?: string;
  width?: number;
}

/** The family's sheet layout: a title row, an "导出人" row, then the header row (titleRows 2, headRows 1). */
export const TITLE_ROWS = 2;

/** BIFF8 (.xls) holds at most 65,536 rows; larger exports are written as .xlsx. */
export const XLS_MAX_DATA_ROWS = 65_536 - TITLE_ROWS - 1;

export type SheetFormat = 'xls' | 'xlsx';

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

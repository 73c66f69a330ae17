import { PassThrough, type Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { DictCache } from '../dict/dictCache.ts';
import type { SheetColumn, SheetFormat } from './columns.ts';

export interface ExportRequest {
  title: string;
  exporter: string;
  columns: SheetColumn[];
  format: SheetFormat;
  /** Rows in batches, so a large export never holds every row at once. */
  batches: AsyncIterable<Record<string, unknown>[]>;
}

async function dictTexts(dicts: DictCache, columns: SheetColumn[]) {
  const all = await dicts.all();
  return new Map(
    columns
      .filter((c) => c.dict)
      .map((c) => [c.field, new Map((all[c.dict ?? ''] ?? []).map((o) => [o.value, o.text]))] as const),
  );
}

function cellValue(
  row: Record<string, unknown>,
  column: SheetColumn,
  texts: Map<string, Map<string, string>>,
) {
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  const map = texts.get(column.field);
  if (!map) return typeof value === 'number' ? value : String(value);
  return String(value)
    .split(',')
    .filter((v) => v !== '')
    .map((v) => map.get(v) ?? v)
    .join(',');
}

/**
 * Writes the sheet: `<title>报表`, `导出人:<name>`, the header, the rows. .xlsx is streamed row by row
 * (flat memory at any size); .xls is built in memory, which its 65,536-row ceiling keeps small.
 */
export async function exportSheet(dicts: DictCache, request: ExportRequest): Promise<Readable> {
  const texts = await dictTexts(dicts, request.columns);
  const heading = [`${request.title}报表`];
  const exporter = [`导出人:${request.exporter}`];
  const header = request.columns.map((c) => c.title);

  if (request.format === 'xls') {
    const rows: (string | number)[][] = [heading, exporter, header];
    for await (const batch of request.batches) {
      for (const row of batch) rows.push(request.columns.map((c) => cellValue(row, c, texts)));
    }
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    sheet['!cols'] = request.columns.map((c) => ({ wch: c.width ?? 16 }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, request.title.slice(0, 31));
    const buffer = XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const out = new PassThrough();
    out.end(buffer);
    return out;
  }

  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(request.title.slice(0, 31));
  sheet.columns = request.columns.map((c) => ({ key: c.field, width: c.width ?? 16 }));
  sheet.addRow(heading).commit();
  sheet.addRow(exporter).commit();
  const headerRow = sheet.addRow(header);
  headerRow.font = { bold: true };
  headerRow.commit();
  void (async () => {
    try {
      for await (const batch of request.batches) {
        for (const row of batch) sheet.addRow(request.columns.map((c) => cellValue(row, c, texts))).commit();
      }
      sheet.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}

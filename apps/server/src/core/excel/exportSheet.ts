import { PassThrough, type Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { DictCache } from '../dict/dictCache.ts';
import { type SheetColumn, type SheetFormat, TITLE_ROWS, XLS_MAX_DATA_ROWS } from './columns.ts';

export interface ExportRequest {
  title: string;
  exporter: string;
  columns: SheetColumn[];
  /** How many rows the export expects (the list's count): more than .xls holds are streamed as .xlsx. */
  expectedRows: number;
  /** Rows in batches, so a large export never holds every row at once. */
  batches: AsyncIterable<Record<string, unknown>[]>;
}

/** An export's bytes and the format they are in, which names the download. */
export interface ExportedSheet {
  format: SheetFormat;
  body: Readable;
}

type Cell = string | number;

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

/** The legacy .xls (BIFF8), built in memory from its rows. */
function xlsBody(title: string, columns: SheetColumn[], rows: Cell[][]): Readable {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = columns.map((c) => ({ wch: c.width ?? 16 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, title.slice(0, 31));
  const out = new PassThrough();
  out.end(XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer);
  return out;
}

/** .xlsx streamed row by row (flat memory at any size): `lead` first, the header row bold, then `rest`. */
function xlsxBody(
  title: string,
  columns: SheetColumn[],
  lead: Cell[][],
  rest: AsyncIterable<Cell[][]>,
): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((c) => ({ key: c.field, width: c.width ?? 16 }));
  lead.forEach((cells, i) => {
    const row = sheet.addRow(cells);
    if (i === TITLE_ROWS) row.font = { bold: true };
    row.commit();
  });
  void (async () => {
    try {
      for await (const batch of rest) {
        for (const cells of batch) sheet.addRow(cells).commit();
      }
      sheet.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}

/**
 * Writes the sheet: `<title>报表`, `导出人:<name>`, the header, the rows. Up to the 65,533 data rows that
 * .xls holds it is the legacy .xls, built in memory; beyond, .xlsx streamed row by row. The format is
 * that of the rows actually read: should they outgrow .xls while it is being built (rows added since
 * the count), they are written as .xlsx instead of being cut off.
 */
export async function exportSheet(dicts: DictCache, request: ExportRequest): Promise<ExportedSheet> {
  const texts = await dictTexts(dicts, request.columns);
  const { title, columns } = request;
  const lead: Cell[][] = [[`${title}报表`], [`导出人:${request.exporter}`], columns.map((c) => c.title)];
  const batches = (async function* () {
    for await (const batch of request.batches)
      yield batch.map((row) => columns.map((c) => cellValue(row, c, texts)));
  })();

  if (request.expectedRows > XLS_MAX_DATA_ROWS) {
    return { format: 'xlsx', body: xlsxBody(title, columns, lead, batches) };
  }
  const buffered: Cell[][] = [...lead];
  for (;;) {
    const next = await batches.next();
    if (next.done) return { format: 'xls', body: xlsBody(title, columns, buffered) };
    for (const cells of next.value) buffered.push(cells);
    if (buffered.length - lead.length > XLS_MAX_DATA_ROWS) {
      return { format: 'xlsx', body: xlsxBody(title, columns, buffered, batches) };
    }
  }
}

import * as XLSX from '@e965/xlsx';
import type { DictCache } from '../dict/dictCache.ts';
import { BusinessError } from '../result.ts';
import type { SheetColumn } from './columns.ts';

export interface SheetRow {
  /** 1-based row number in the sheet, for error messages (第 N 行). */
  line: number;
  values: Record<string, string>;
}

const MAX_IMPORT_ROWS = 50_000;

/**
 * Reads the first sheet of an .xls or .xlsx file: finds the header row (the family's files have two
 * title rows above it; plain sheets have none), maps header titles to fields and dictionary texts back
 * to values. Cells stay strings; the entity's schema decides what they must be.
 */
export async function readSheet(dicts: DictCache, data: Buffer, columns: SheetColumn[]): Promise<SheetRow[]> {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: 'buffer', cellDates: false, raw: false, dense: true });
  } catch {
    throw new BusinessError('文件导入失败:无法读取该文件，请上传 .xls 或 .xlsx 格式的 Excel 文件');
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheet) throw new BusinessError('文件导入失败:文件中没有工作表');
  const rows = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
  });

  const byTitle = new Map(columns.map((c) => [c.title, c]));
  const headerIndex = rows
    .slice(0, 5)
    .findIndex((r) => r.filter((cell) => byTitle.has(String(cell).trim())).length >= 1);
  if (headerIndex < 0)
    throw new BusinessError(`文件导入失败:未找到表头，表头应包含：${columns.map((c) => c.title).join('、')}`);
  const header = (rows[headerIndex] ?? []).map((cell) => byTitle.get(String(cell).trim()) ?? null);

  const all = await dicts.all();
  const textToValue = new Map(
    columns
      .filter((c) => c.dict)
      .map((c) => [c.field, new Map((all[c.dict ?? ''] ?? []).map((o) => [o.text, o.value]))] as const),
  );

  const out: SheetRow[] = [];
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    if (cells.every((cell) => String(cell ?? '').trim() === '')) continue;
    const values: Record<string, string> = {};
    header.forEach((column, j) => {
      if (!column) return;
      const raw = String(cells[j] ?? '').trim();
      const map = textToValue.get(column.field);
      values[column.field] = map
        ? raw
            .split(',')
            .map((t) => map.get(t.trim()) ?? t.trim())
            .join(',')
        : raw;
    });
    out.push({ line: i + 1, values });
    if (out.length > MAX_IMPORT_ROWS)
      throw new BusinessError(`文件导入失败:一次最多导入${MAX_IMPORT_ROWS}行`);
  }
  return out;
}

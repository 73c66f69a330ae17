import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiResult } from '@hcs/shared';
import { newId } from '../ids.ts';
import { BusinessError, envelope, HttpError, ok } from '../result.ts';
import type { SheetRow } from './readSheet.ts';

export const IMPORT_ERROR_DIR = 'import-errors';

export interface RowError {
  line: number;
  message: string;
}

/**
 * Saves rows one by one: a row the entity refuses (a validation or business message) is reported as
 * "第 N 行：…" and skipped, the valid rows are kept.
 */
export async function importRows(
  rows: SheetRow[],
  save: (values: Record<string, string>) => Promise<void>,
  onRow: (done: number) => void = () => {},
): Promise<RowError[]> {
  const errors: RowError[] = [];
  for (const [i, row] of rows.entries()) {
    try {
      await save(row.values);
    } catch (err) {
      if (err instanceof BusinessError || err instanceof HttpError)
        errors.push({ line: row.line, message: err.message });
      else throw err;
    }
    onRow(i + 1);
  }
  return errors;
}

/**
 * The family's import answer: all saved → 文件导入成功！数据行数：N; some refused → code 201 with a
 * downloadable error file; nothing in the file → a failure the user can act on.
 */
export function importAnswer(dataDir: string, total: number, errors: RowError[]): ApiResult<unknown> {
  if (total === 0) throw new BusinessError('文件导入失败:文件中没有数据');
  if (errors.length === 0) return ok(null, `文件导入成功！数据行数：${total}`);
  const fileName = `${newId()}.txt`;
  const dir = join(dataDir, IMPORT_ERROR_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, fileName),
    `${errors.map((e) => `第 ${e.line} 行：${e.message}`).join('\r\n')}\r\n`,
    'utf8',
  );
  const successCount = total - errors.length;
  return envelope(true, 201, '文件导入成功，但有错误。', {
    totalCount: total,
    errorCount: errors.length,
    successCount,
    msg: `总上传行数：${total}，已导入行数：${successCount}，错误行数：${errors.length}`,
    fileUrl: `/sys/common/static/${IMPORT_ERROR_DIR}/${fileName}`,
    fileName: '导入错误信息.txt',
  });
}

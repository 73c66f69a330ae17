import type { ApiResult } from '@hcs/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SheetColumn } from './columns.ts';
import { importIdOf } from './importProgress.ts';
import { importAnswer, importRows } from './importRows.ts';
import { readSheet } from './readSheet.ts';
import { uploadedSheets } from './routes.ts';

/**
 * One Excel import request: reads every uploaded sheet, saves its rows one by one and answers with the
 * family's import envelope. When the page named the import (`importId`), how many rows are done can be
 * asked meanwhile (GET /sys/common/importProgress).
 */
export async function runImport(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  columns: SheetColumn[],
  save: (values: Record<string, string>) => Promise<void>,
): Promise<ApiResult<unknown>> {
  const importId = importIdOf(request.query);
  const sheets = [];
  for (const file of await uploadedSheets(request))
    sheets.push(await readSheet(ctx.dicts, file.data, columns));
  const total = sheets.reduce((n, rows) => n + rows.length, 0);
  const report = (done: number) => {
    if (importId) ctx.imports.set(userId, importId, { done, total });
  };
  report(0);
  let before = 0;
  const errors = [];
  for (const rows of sheets) {
    errors.push(...(await importRows(rows, save, (done) => report(before + done))));
    before += rows.length;
  }
  return importAnswer(ctx.config.dataDir, total, errors);
}

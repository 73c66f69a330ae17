import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DownloadTickets } from '../auth/downloadTickets.ts';
import { currentUser } from '../auth/guard.ts';
import { contentDisposition } from '../http/contentDisposition.ts';
import type { Api } from '../http/inputSchemas.ts';
import type { GrantCache } from '../permission/grantCache.ts';
import { BusinessError, badRequest, forbidden, notFound, ok } from '../result.ts';
import { CONTENT_TYPES } from './columns.ts';
import type { ExportedSheet } from './exportSheet.ts';
import { type ImportProgress, importIdOf } from './importProgress.ts';
import { IMPORT_ERROR_DIR } from './importRows.ts';
import type { SheetExportRoutes } from './sheetExports.ts';

const ALLOWED = /\.(xls|xlsx)$/i;
const MAX_FILES = 5;

/** Every uploaded part of an import request (the family's server reads the whole file map). */
export async function uploadedSheets(request: FastifyRequest): Promise<{ name: string; data: Buffer }[]> {
  if (!request.isMultipart()) throw new BusinessError('文件导入失败:请选择要导入的文件');
  const files: { name: string; data: Buffer }[] = [];
  for await (const part of request.files()) {
    if (!ALLOWED.test(part.filename)) {
      part.file.resume();
      throw new BusinessError('文件导入失败:只支持 .xls 和 .xlsx 格式的文件');
    }
    files.push({ name: part.filename, data: await part.toBuffer() });
    if (files.length > MAX_FILES) throw new BusinessError(`文件导入失败:一次最多导入${MAX_FILES}个文件`);
  }
  if (files.length === 0) throw new BusinessError('文件导入失败:请选择要导入的文件');
  return files;
}

/**
 * Sends an exported sheet as a download named `<title>.xls` or `<title>.xlsx`, after the format its bytes
 * are actually in (the client saves it under this name).
 */
export function sendSheet(reply: FastifyReply, title: string, sheet: ExportedSheet) {
  return reply
    .header('Content-Type', CONTENT_TYPES[sheet.format])
    .header(
      'Content-Disposition',
      contentDisposition('attachment', `${title}.${sheet.format}`, `export.${sheet.format}`),
    )
    .header('Cache-Control', 'no-store')
    .send(sheet.body);
}

/**
 * The error files of imports, for signed-in users (names are server-made ids, nothing else is served),
 * and how far the caller's running import is.
 */
export function importErrorRoutes(app: Api, dataDir: string, imports: ImportProgress): void {
  app.get('/sys/common/importProgress', { config: { summary: '导入进度' } }, async (request) => {
    const importId = importIdOf(request.query);
    const progress = importId && request.auth ? imports.get(request.auth.userId, importId) : undefined;
    return ok(progress ?? null);
  });
  app.get<{ Params: { name: string } }>(
    `/sys/common/static/${IMPORT_ERROR_DIR}/:name`,
    { config: { summary: '下载导入错误信息' } },
    async (request, reply) => {
      const { name } = request.params;
      if (!/^[0-9a-f]{32}\.txt$/.test(name)) throw notFound('文件不存在');
      const path = join(dataDir, IMPORT_ERROR_DIR, name);
      if (!existsSync(path)) throw notFound('文件不存在');
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header(
          'Content-Disposition',
          contentDisposition('attachment', '导入错误信息.txt', 'import-errors.txt'),
        )
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(path));
    },
  );
}

const ticketInput = z.object({
  url: z.string({ message: '请指定导出地址' }).min(1, '请指定导出地址').max(300, '导出地址过长'),
});

/**
 * POST /sys/common/downloadTicket {url}: a one-time ticket with which the caller's browser may open that
 * export by a navigation (`<url>?ticket=…`), for the alternative export of spec §7. Only for an export
 * route whose permission the caller holds, so the navigation does not end on an error page.
 */
export function downloadTicketRoutes(
  app: Api,
  deps: { basePath: string; exports: SheetExportRoutes; tickets: DownloadTickets; grants: GrantCache },
): void {
  app.post(
    '/sys/common/downloadTicket',
    { config: { summary: '导出下载票据' }, schema: { body: ticketInput } },
    async (request) => {
      const auth = currentUser(request);
      const { url } = request.body;
      const path = `${deps.basePath}/${(url.split('?')[0] ?? '').replace(/^\/+/, '')}`;
      const permission = deps.exports.permissionOf(path);
      if (permission === undefined) throw badRequest('该地址不是导出地址');
      if (permission && !(await deps.grants.has(auth.userId, permission))) throw forbidden();
      return ok(await deps.tickets.issue(auth, path));
    },
  );
}

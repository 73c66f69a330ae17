import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError, notFound, ok } from '../result.ts';
import { CONTENT_TYPES, type SheetFormat } from './columns.ts';
import { type ImportProgress, importIdOf } from './importProgress.ts';
import { IMPORT_ERROR_DIR } from './importRows.ts';

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

/** Sends an exported sheet as a download named `<title>.xls` (or .xlsx). */
export function sendSheet(
  reply: FastifyReply,
  title: string,
  format: SheetFormat,
  body: NodeJS.ReadableStream,
) {
  const fileName = encodeURIComponent(`${title}.${format}`);
  return reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="export.${format}"; filename*=UTF-8''${fileName}`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/**
 * The error files of imports, for signed-in users (names are server-made ids, nothing else is served),
 * and how far the caller's running import is.
 */
export function importErrorRoutes(app: FastifyInstance, dataDir: string, imports: ImportProgress): void {
  app.get('/sys/common/importProgress', async (request) => {
    const importId = importIdOf(request.query);
    const progress = importId && request.auth ? imports.get(request.auth.userId, importId) : undefined;
    return ok(progress ?? null);
  });
  app.get<{ Params: { name: string } }>(
    `/sys/common/static/${IMPORT_ERROR_DIR}/:name`,
    async (request, reply) => {
      const { name } = request.params;
      if (!/^[0-9a-f]{32}\.txt$/.test(name)) throw notFound('文件不存在');
      const path = join(dataDir, IMPORT_ERROR_DIR, name);
      if (!existsSync(path)) throw notFound('文件不存在');
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="import-errors.txt"; filename*=UTF-8''${encodeURIComponent('导入错误信息.txt')}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(path));
    },
  );
}

import { displayNameOf, extensionOf, isUploadExtension } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { contentDisposition } from '../../core/http/contentDisposition.ts';
import { BusinessError, badRequest, HttpError, notFound, ok } from '../../core/result.ts';
import { FILE_TYPES } from './fileTypes.ts';
import { requestedStoredPath } from './storedPath.ts';
import { storeUpload } from './storeUpload.ts';

const STATIC = '/sys/common/static';
/** Served files may not run anything, even when opened directly. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Upload (POST /sys/common/upload, any signed-in user) and the stored files (GET
 * /sys/common/static/<path>).
 *
 * Reading a stored file needs no session: an <img> or a download link carries no token header, and
 * a stored name holds 128 random bits, so a path works like a capability that only those shown it
 * (through records they may read) know. Only paths the upload makes are served; raster images
 * inline, everything else as an attachment, never sniffed, always sandboxed.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const storage = ctx.storage;
  const maxMb = ctx.config.uploadMaxMb;
  const maxBytes = maxMb * 1024 * 1024;

  app.post('/sys/common/upload', { config: { summary: '上传文件' } }, async (request) => {
    const auth = currentUser(request);
    if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件');
    const options = {
      // One byte over the limit is read, so a file just too large is told apart from one at the limit.
      limits: { fileSize: maxBytes + 1, files: 1 },
      // The size is the content gate's to refuse, with its message (the plugin reads this option
      // although the typing of parts() leaves it out).
      throwFileSizeLimit: false,
    };
    try {
      const uploaded = await storeUpload(ctx, storage, auth, request.parts(options), { maxBytes, maxMb });
      return ok(uploaded, uploaded.filePath);
    } catch (error) {
      if (error instanceof BusinessError || error instanceof HttpError) throw error;
      request.log.error({ err: error }, 'upload failed');
      throw new BusinessError('上传失败！');
    }
  });

  app.get(`${STATIC}/*`, { config: { summary: '访问上传的文件', public: true } }, async (request, reply) => {
    const prefix = `${ctx.config.basePath}${STATIC}/`;
    const rawPath = request.url.split('?')[0] ?? '';
    const path = rawPath.startsWith(prefix) ? requestedStoredPath(rawPath.slice(prefix.length)) : null;
    const ext = path ? extensionOf(path) : '';
    if (!path || !isUploadExtension(ext)) throw badRequest('文件路径不合法');
    const file = await storage.open(path);
    if (!file) throw notFound('文件不存在');
    const inlineType = FILE_TYPES[ext].inlineType;
    return reply
      .header('Content-Type', inlineType ?? 'application/octet-stream')
      .header(
        'Content-Disposition',
        contentDisposition(inlineType ? 'inline' : 'attachment', displayNameOf(path)),
      )
      .header('Content-Length', file.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', FILE_CSP)
      .header('Cache-Control', 'private, max-age=86400')
      .send(file.stream);
  });
}

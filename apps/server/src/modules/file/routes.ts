import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { LocalFileStorage } from '../../core/storage/localFileStorage.ts';
import { deleteFiles, fileEntity, filesBase, withUploaderNames } from './service.ts';

const PATH = '/sys/file';

/**
 * 文件列表: the uploads recorded in sys_file (search by fileName, biz, fileType), and delete, which
 * removes the stored file as well. Preview and download use the static file route of the upload.
 */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const storage = new LocalFileStorage(ctx.config.uploadDir);

  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:file',
    entity: fileEntity,
    base: () => filesBase(ctx.db.kysely),
    select: (qb) =>
      qb.select([
        'id',
        'fileName',
        'url',
        'biz',
        'fileType',
        'fileSize',
        'storeType',
        'createBy',
        'createTime',
      ]),
    columns: [],
    listExport: false,
    decorate: (records) => withUploaderNames(ctx, records),
  });

  deleteEndpoints(app, PATH, 'system:file:delete', (request, ids) =>
    deleteFiles(ctx, currentUser(request), storage, ids),
  );
}

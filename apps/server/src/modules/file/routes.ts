import { fileResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { filesBase, removeStoredFiles, withUploaderNames } from './service.ts';

/**
 * 文件列表: the file resource's list (search by fileName, biz, fileType, with the uploader's name),
 * queryById and delete, which removes the stored files once the records are gone. Files come from
 * uploads only; preview and download use the static file route of the upload.
 */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const storage = ctx.storage;
  resourceRoutes(app, ctx, {
    resource: fileResource,
    table: 'sysFile',
    base: filesBase,
    decorate: (records) => withUploaderNames(ctx, records),
    afterCommit: (write) => removeStoredFiles(storage, write.removed ?? []),
  });
}

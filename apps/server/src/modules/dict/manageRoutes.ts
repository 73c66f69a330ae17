import { dictResource } from '@hcs/shared';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { DICT_NOT_FOUND, dictColumns, dictRecycleBin, dictsBase, setDictStatus } from './dictManage.ts';
import { dictItemRoutes } from './itemRoutes.ts';
import { dictStatus, pathId } from './manageSchema.ts';

const PATH = dictResource.path;
const perm = (action: string) => ({ config: { permission: `system:dict:${action}` } });

/**
 * 字典管理: the dictionary resource's standard endpoints (删除 moves into the recycle bin), 启用/停用, the
 * recycle bin, and the items. Every write reloads the dictionaries every server copy serves.
 */
export function dictManageRoutes(app: Api, ctx: AppContext): void {
  const { entity, records: dicts } = resourceRoutes(app, ctx, {
    resource: dictResource,
    table: 'sysDict',
    base: dictsBase,
    prepare: (values, { id }) => dictColumns(values, id),
    // A new dictionary has no items yet: the cache holds nothing of it.
    afterCommit: (write) => (write.action === 'add' ? undefined : ctx.dicts.refresh()),
    softDelete: true,
    messages: { add: '保存成功！' },
    notFound: DICT_NOT_FOUND,
  });

  app.put(`${PATH}/status`, { ...perm('status'), schema: { body: dictStatus } }, async (request) => {
    const input = request.body;
    await setDictStatus(ctx, dicts, currentUser(request), splitIds(input.ids), input.status);
    return ok(null, input.status === 1 ? '启用成功!' : '停用成功!');
  });

  const bin = dictRecycleBin(ctx, entity);
  app.get(`${PATH}/deleteList`, perm('recycle'), async (request) => ok(await bin.list(currentUser(request))));

  app.put(`${PATH}/back/:id`, { ...perm('recycle'), schema: { params: pathId } }, async (request) => {
    await bin.restore(currentUser(request), request.params.id);
    return ok(null, '还原成功!');
  });

  app.delete(
    `${PATH}/deletePhysic/:id`,
    { ...perm('recycle'), schema: { params: pathId } },
    async (request) => {
      await bin.purge(currentUser(request), request.params.id);
      return ok(null, '彻底删除成功!');
    },
  );

  dictItemRoutes(app, ctx, dicts);
}

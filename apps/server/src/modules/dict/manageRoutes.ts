import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../core/crud/duplicateCheck.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import {
  addDict,
  dictEntity,
  dictsBase,
  editDict,
  purgeDict,
  recycleBin,
  recycleDicts,
  restoreDict,
  setDictStatus,
} from './dictManage.ts';
import { dictItemRoutes } from './itemRoutes.ts';
import { dictEdit, dictFields, dictStatus, pathId } from './manageSchema.ts';

const PATH = '/sys/dict';
const perm = (action: string) => ({ config: { permission: `system:dict:${action}` } });

/** 字典管理: dictionaries (list, add, edit, 启用/停用, recycle bin, export, import) and their items. */
export function dictManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckable('sys_dict', { fields: { dict_code: 'dict_code', dictCode: 'dict_code' } });
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:dict',
    entity: dictEntity,
    base: () => dictsBase(ctx.db.kysely),
    select: (qb) =>
      qb.select(['id', 'dictName', 'dictCode', 'description', 'type', 'status', 'createBy', 'createTime']),
    columns: [
      { field: 'dictName', title: '字典名称', width: 20 },
      { field: 'dictCode', title: '字典编码', width: 20 },
      { field: 'description', title: '描述', width: 30 },
    ],
    saveImported: (auth, values) => addDict(ctx, parseInput(dictFields, values), auth.username),
  });

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addDict(ctx, parseInput(dictFields, request.body), currentUser(request).username);
    return ok(null, '保存成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const { id, ...input } = parseInput(dictEdit, request.body);
    await editDict(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  app.put(`${PATH}/status`, perm('status'), async (request) => {
    const input = parseInput(dictStatus, request.body);
    await setDictStatus(ctx, currentUser(request), splitIds(input.ids), input.status);
    return ok(null, input.status === 1 ? '启用成功!' : '停用成功!');
  });

  deleteEndpoints(app, PATH, 'system:dict:delete', (request, ids) =>
    recycleDicts(ctx, currentUser(request), ids),
  );

  app.get(`${PATH}/deleteList`, perm('recycle'), async (request) =>
    ok(await recycleBin(ctx, currentUser(request))),
  );

  app.put(`${PATH}/back/:id`, perm('recycle'), async (request) => {
    await restoreDict(ctx, currentUser(request), parseInput(pathId, request.params).id);
    return ok(null, '还原成功!');
  });

  app.delete(`${PATH}/deletePhysic/:id`, perm('recycle'), async (request) => {
    await purgeDict(ctx, currentUser(request), parseInput(pathId, request.params).id);
    return ok(null, '彻底删除成功!');
  });

  dictItemRoutes(app, ctx);
}

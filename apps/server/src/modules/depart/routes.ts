import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery, splitIds } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { departEdit, departFields, departUsersSchema } from './schema.ts';
import {
  addDepart,
  addUsersToDepart,
  deleteDeparts,
  departChildren,
  departColumns,
  departEntity,
  departsBase,
  departTree,
  editDepart,
  myDepartTree,
  parentIdByCode,
  removeUsersFromDepart,
  searchDeparts,
} from './service.ts';

const PATH = '/sys/sysDepart';
const perm = (action: string) => ({ config: { permission: `system:depart:${action}` } });

/** 部门管理: the organisation tree, its codes, and who belongs where. */
export function departRoutes(app: FastifyInstance, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:depart',
    entity: departEntity,
    base: () => departsBase(ctx),
    select: (qb) =>
      qb
        .selectAll('sysDepart')
        .select((eb) =>
          eb
            .selectFrom('sysDepart as p')
            .select('p.orgCode')
            .whereRef('p.id', '=', 'sysDepart.parentId')
            .as('parentOrgCode'),
        ),
    columns: departColumns,
    saveImported: async (auth, values) => {
      const parentId = await parentIdByCode(ctx, values.parentOrgCode);
      await addDepart(ctx, auth, parseInput(departFields, { ...values, parentId }));
    },
  });

  // The tree is the organisation every form picks from: any signed-in user may read it.
  app.get(`${PATH}/queryTreeList`, async () => ok(await departTree(ctx)));
  app.get(`${PATH}/queryIdTree`, async () => ok(await departTree(ctx)));
  app.get(`${PATH}/queryDepartTreeSync`, async (request) => {
    const { pid } = parseInput(z.object({ pid: z.string().max(32).optional() }), request.query);
    return ok(await departChildren(ctx, pid || null));
  });
  app.get(`${PATH}/searchBy`, async (request) => {
    const { keyWord } = parseInput(z.object({ keyWord: z.string().max(100).default('') }), request.query);
    return ok(keyWord.trim() ? await searchDeparts(ctx, keyWord.trim()) : await departTree(ctx));
  });
  app.get(`${PATH}/queryMyDeptTreeList`, async (request) =>
    ok(await myDepartTree(ctx, currentUser(request).userId)),
  );

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addDepart(ctx, currentUser(request), parseInput(departFields, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const { id, ...input } = parseInput(departEdit, request.body);
    await editDepart(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:depart:delete', (_request, ids) => deleteDeparts(ctx, ids));

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(
      await departsBase(ctx)
        .selectAll()
        .where('id', '=', parseInput(idQuery, request.query).id)
        .executeTakeFirst(),
    ),
  );

  app.post('/sys/user/editSysDepartWithUser', perm('users'), async (request) => {
    const { depId, userIdList } = parseInput(departUsersSchema, request.body);
    await addUsersToDepart(ctx, depId, userIdList);
    return ok(null, '添加成功!');
  });

  const removeQuery = z.object({
    depId: z.string().min(1, '请选择部门').max(32),
    userId: z.string().max(32).optional(),
    userIds: z.string().max(20_000).optional(),
  });
  const remove = async (query: unknown) => {
    const q = parseInput(removeQuery, query);
    await removeUsersFromDepart(ctx, q.depId, splitIds(q.userIds ?? q.userId));
    return ok(null, '删除成功!');
  };
  app.delete('/sys/user/deleteUserInDepart', perm('users'), (request) => remove(request.query));
  app.delete('/sys/user/deleteUserInDepartBatch', perm('users'), (request) => remove(request.query));
}

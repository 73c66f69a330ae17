import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../core/crud/duplicateCheck.ts';
import { idQuery, splitIds } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { departEdit, departFields, departUsersSchema } from './schema.ts';
import {
  addDepart,
  addUsersToDepart,
  deleteDeparts,
  departById,
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
  registerCheckable('sys_depart', { fields: { org_code: 'org_code', orgCode: 'org_code' } });
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:depart',
    entity: departEntity,
    base: () => departsBase(ctx.db.kysely),
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
      const parentId = await parentIdByCode(ctx, auth, values.parentOrgCode);
      await addDepart(ctx, auth, parseInput(departFields, { ...values, parentId }));
    },
  });

  // The tree is the organisation every form picks from: any signed-in user may read it, as far as the
  // data rules of 部门管理 let them (a user without that menu sees it whole).
  const tree = (request: FastifyRequest) => departTree(ctx, currentUser(request));
  app.get(`${PATH}/queryTreeList`, async (request) => ok(await tree(request)));
  app.get(`${PATH}/queryIdTree`, async (request) => ok(await tree(request)));
  app.get(`${PATH}/queryDepartTreeSync`, async (request) => {
    const { pid } = parseInput(z.object({ pid: z.string().max(32).optional() }), request.query);
    return ok(await departChildren(ctx, currentUser(request), pid || null));
  });
  app.get(`${PATH}/searchBy`, async (request) => {
    const { keyWord } = parseInput(z.object({ keyWord: z.string().max(100).default('') }), request.query);
    const word = keyWord.trim();
    return ok(word ? await searchDeparts(ctx, currentUser(request), word) : await tree(request));
  });
  app.get(`${PATH}/queryMyDeptTreeList`, async (request) =>
    ok(await myDepartTree(ctx, currentUser(request))),
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

  deleteEndpoints(app, PATH, 'system:depart:delete', (request, ids) =>
    deleteDeparts(ctx, currentUser(request), ids),
  );

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await departById(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  app.post('/sys/user/editSysDepartWithUser', perm('users'), async (request) => {
    const { depId, userIdList } = parseInput(departUsersSchema, request.body);
    await addUsersToDepart(ctx, currentUser(request), depId, userIdList);
    return ok(null, '添加成功!');
  });

  const removeQuery = z.object({
    depId: z.string().min(1, '请选择部门').max(32),
    userId: z.string().max(32).optional(),
    userIds: z.string().max(20_000).optional(),
  });
  const remove = async (request: FastifyRequest) => {
    const q = parseInput(removeQuery, request.query);
    await removeUsersFromDepart(ctx, currentUser(request), q.depId, splitIds(q.userIds ?? q.userId));
    return ok(null, '删除成功!');
  };
  app.delete('/sys/user/deleteUserInDepart', perm('users'), remove);
  app.delete('/sys/user/deleteUserInDepartBatch', perm('users'), remove);
}

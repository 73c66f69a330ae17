import { departResource } from '@hcs/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../core/crud/duplicateCheck.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import { registerTableDict } from '../../core/dict/tableDicts.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { departUsersSchema } from './schema.ts';
import {
  addUsersToDepart,
  deleteDeparts,
  departChildren,
  departsBase,
  departTree,
  departWrites,
  myDepartTree,
  removeUsersFromDepart,
  searchDeparts,
} from './service.ts';
import { departTableDict } from './tableDict.ts';

const PATH = departResource.path;
const perm = (action: string) => ({ config: { permission: `system:depart:${action}` } });

/**
 * 部门管理: the department resource's standard endpoints (list, export, import, add, edit, queryById), the
 * organisation tree every form picks from, and who belongs where. Deleting is a command of its own: it
 * takes the whole subtree, every department of which must lie within the caller's data rules.
 */
export function departRoutes(app: Api, ctx: AppContext): void {
  // The family's department form asks whether an org code is free, though the server makes them.
  registerCheckable('sys_depart', { fields: { org_code: 'org_code', orgCode: 'org_code' } });
  resourceRoutes(app, ctx, {
    resource: departResource,
    table: 'sysDepart',
    base: departsBase,
    without: ['delete'],
    ...departWrites(ctx),
  });

  // The tree is the organisation every form picks from: any signed-in user may read it, as far as the
  // data rules of 部门管理 let them (a user without that menu sees it whole).
  const tree = (request: FastifyRequest) => departTree(ctx, currentUser(request));
  app.get(`${PATH}/queryTreeList`, { config: { summary: '部门树' } }, async (request) =>
    ok(await tree(request)),
  );
  app.get(`${PATH}/queryIdTree`, { config: { summary: '部门 id 树' } }, async (request) =>
    ok(await tree(request)),
  );
  app.get(
    `${PATH}/queryDepartTreeSync`,
    {
      config: { summary: '部门树（逐级加载）' },
      schema: { querystring: z.object({ pid: z.string().max(32).optional() }) },
    },
    async (request) => {
      const { pid } = request.query;
      return ok(await departChildren(ctx, currentUser(request), pid || null));
    },
  );
  app.get(
    `${PATH}/searchBy`,
    {
      config: { summary: '搜索部门' },
      schema: { querystring: z.object({ keyWord: z.string().max(100).default('') }) },
    },
    async (request) => {
      const { keyWord } = request.query;
      const word = keyWord.trim();
      return ok(word ? await searchDeparts(ctx, currentUser(request), word) : await tree(request));
    },
  );
  app.get(`${PATH}/queryMyDeptTreeList`, { config: { summary: '我负责的部门树' } }, async (request) =>
    ok(await myDepartTree(ctx, currentUser(request))),
  );

  deleteEndpoints(app, PATH, 'system:depart:delete', (request, ids) =>
    deleteDeparts(ctx, currentUser(request), ids),
  );

  app.post(
    '/sys/user/editSysDepartWithUser',
    { ...perm('users'), schema: { body: departUsersSchema } },
    async (request) => {
      const { depId, userIdList } = request.body;
      await addUsersToDepart(ctx, currentUser(request), depId, userIdList);
      return ok(null, '添加成功!');
    },
  );

  const removeQuery = z.object({
    depId: z.string().min(1, '请选择部门').max(32),
    userId: z.string().max(32).optional(),
    userIds: z.string().max(20_000).optional(),
  });
  for (const url of ['/sys/user/deleteUserInDepart', '/sys/user/deleteUserInDepartBatch']) {
    app.delete(url, { ...perm('users'), schema: { querystring: removeQuery } }, async (request) => {
      const q = request.query;
      await removeUsersFromDepart(ctx, currentUser(request), q.depId, splitIds(q.userIds ?? q.userId));
      return ok(null, '删除成功!');
    });
  }
  registerTableDict(departTableDict);
}

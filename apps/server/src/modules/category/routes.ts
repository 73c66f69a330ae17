import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { registerTableDict } from '../../core/dict/tableDicts.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { BusinessError, ok } from '../../core/result.ts';
import {
  loadAllDataQuery,
  loadDictItemQuery,
  loadOneQuery,
  loadTreeChildrenQuery,
  loadTreeDataQuery,
  loadTreeRootQuery,
} from './schema.ts';
import {
  categoriesByCodePrefix,
  categoryByField,
  categoryLevel,
  categoryNames,
  categorySubtree,
  categoryTreeData,
  idOfCode,
} from './service.ts';
import { categoryTableDict } from './tableDict.ts';

const PATH = '/sys/category';
const MAX_IDS = 200;

/**
 * The category reads of the category select (spec §7). Any signed-in user may read them; the
 * management screen's routes (rootList, add, edit, …) belong to the category management page.
 */
export function categoryRoutes(app: Api, ctx: AppContext): void {
  registerTableDict(categoryTableDict);
  app.get(
    `${PATH}/loadTreeRoot`,
    { config: { summary: '分类字典根节点' }, schema: { querystring: loadTreeRootQuery } },
    async (request) => {
      const q = request.query;
      if (!q.pcode) throw new BusinessError('加载分类字典树参数有误.[null]!');
      if (q.async === 'false') return ok(await categorySubtree(ctx, q.pcode));
      return ok(await categoryLevel(ctx, await idOfCode(ctx, q.pcode), {}, currentUser(request)));
    },
  );

  app.get(
    `${PATH}/loadTreeChildren`,
    { config: { summary: '分类字典子节点' }, schema: { querystring: loadTreeChildrenQuery } },
    async (request) => {
      const { pid } = request.query;
      return ok(await categoryLevel(ctx, pid, {}, currentUser(request)));
    },
  );

  app.get(
    `${PATH}/loadOne`,
    { config: { summary: '按字段查一个分类' }, schema: { querystring: loadOneQuery } },
    async (request) => {
      const q = request.query;
      return ok(await categoryByField(ctx, q.field, q.val));
    },
  );

  app.get(
    `${PATH}/loadTreeData`,
    { config: { summary: '分类树' }, schema: { querystring: loadTreeDataQuery } },
    async (request) => ok(await categoryTreeData(ctx, request.query, currentUser(request))),
  );

  const loadDictItem = async (
    request: FastifyRequest<{ Querystring: z.output<typeof loadDictItemQuery> }>,
  ) => {
    const q = request.query;
    const ids = q.ids
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '')
      .slice(0, MAX_IDS);
    return ok(await categoryNames(ctx, ids, q.delNotExist === 'false', currentUser(request)));
  };
  // The spec's category select asks `loadDictItem/?ids=a,b`, with the trailing slash.
  app.get(
    `${PATH}/loadDictItem`,
    { config: { summary: '分类名称' }, schema: { querystring: loadDictItemQuery } },
    loadDictItem,
  );
  app.get(
    `${PATH}/loadDictItem/`,
    { config: { summary: '分类名称' }, schema: { querystring: loadDictItemQuery } },
    loadDictItem,
  );

  app.get(
    `${PATH}/loadAllData`,
    { config: { summary: '按编码前缀查分类' }, schema: { querystring: loadAllDataQuery } },
    async (request) => ok(await categoriesByCodePrefix(ctx, request.query.code)),
  );
}

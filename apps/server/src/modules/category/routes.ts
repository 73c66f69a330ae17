import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { registerTableDict } from '../../core/dict/tableDicts.ts';
import { BusinessError, ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
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
export function categoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTableDict(categoryTableDict);
  app.get(`${PATH}/loadTreeRoot`, async (request) => {
    const q = parseInput(loadTreeRootQuery, request.query);
    if (!q.pcode) throw new BusinessError('加载分类字典树参数有误.[null]!');
    if (q.async === 'false') return ok(await categorySubtree(ctx, q.pcode));
    return ok(await categoryLevel(ctx, await idOfCode(ctx, q.pcode), {}, currentUser(request)));
  });

  app.get(`${PATH}/loadTreeChildren`, async (request) => {
    const { pid } = parseInput(loadTreeChildrenQuery, request.query);
    return ok(await categoryLevel(ctx, pid, {}, currentUser(request)));
  });

  app.get(`${PATH}/loadOne`, async (request) => {
    const q = parseInput(loadOneQuery, request.query);
    return ok(await categoryByField(ctx, q.field, q.val));
  });

  app.get(`${PATH}/loadTreeData`, async (request) =>
    ok(await categoryTreeData(ctx, parseInput(loadTreeDataQuery, request.query), currentUser(request))),
  );

  const loadDictItem = async (request: FastifyRequest) => {
    const q = parseInput(loadDictItemQuery, request.query);
    const ids = q.ids
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '')
      .slice(0, MAX_IDS);
    return ok(await categoryNames(ctx, ids, q.delNotExist === 'false', currentUser(request)));
  };
  // The spec's category select asks `loadDictItem/?ids=a,b`, with the trailing slash.
  app.get(`${PATH}/loadDictItem`, loadDictItem);
  app.get(`${PATH}/loadDictItem/`, loadDictItem);

  app.get(`${PATH}/loadAllData`, async (request) =>
    ok(await categoriesByCodePrefix(ctx, parseInput(loadAllDataQuery, request.query).code)),
  );
}

import { categoryResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { BusinessError, ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import {
  CATEGORY_NOT_FOUND,
  categoriesBase,
  categoryChildren,
  categoryChildrenBatch,
  categoryColumns,
  categoryRootPage,
  checkCategoryCode,
  keepTree,
} from './manage.ts';
import { checkCodeQuery, childListBatchQuery, childListQuery, rootListQuery } from './manageSchema.ts';

const PATH = categoryResource.path;
/** The most parents one getChildListBatch may name (the expanded rows of a tree table). */
const MAX_PARENTS = 1000;
const perm = (action: string) => ({ config: { permission: `system:category:${action}` } });

/**
 * 分类字典 management (reference §6): the category resource's add (answering the generated code), edit,
 * queryById and delete (a subtree at a time), and the lazy tree table's rootList / childList beside them.
 */
export function categoryManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  resourceRoutes(app, ctx, {
    resource: categoryResource,
    table: 'sysCategory',
    base: categoriesBase,
    prepare: (values, { db, id }) => categoryColumns(db, values, id),
    inTransaction: keepTree,
    added: (row) => ({ id: row.id, code: row.code }),
    notFound: CATEGORY_NOT_FOUND,
  });

  app.get(`${PATH}/rootList`, perm('list'), async (request) =>
    ok(await categoryRootPage(ctx, parseInput(rootListQuery, request.query))),
  );

  app.get(`${PATH}/childList`, perm('list'), async (request) =>
    ok(await categoryChildren(ctx, parseInput(childListQuery, request.query).pid)),
  );

  app.get(`${PATH}/getChildListBatch`, perm('list'), async (request) => {
    const ids = splitIds(parseInput(childListBatchQuery, request.query).parentIds);
    if (ids.length > MAX_PARENTS) throw new BusinessError(`一次最多查询${MAX_PARENTS}个分类的下级`);
    return ok(await categoryChildrenBatch(ctx, ids));
  });

  app.get(`${PATH}/checkCode`, perm('list'), async (request) => {
    const { pid, code } = parseInput(checkCodeQuery, request.query);
    await checkCategoryCode(ctx, pid, code);
    return ok(null, '该值可用！');
  });
}

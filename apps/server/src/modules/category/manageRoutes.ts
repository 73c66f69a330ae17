import { categoryResource } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { BusinessError, ok } from '../../core/result.ts';
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
export function categoryManageRoutes(app: Api, ctx: AppContext): void {
  resourceRoutes(app, ctx, {
    resource: categoryResource,
    table: 'sysCategory',
    base: categoriesBase,
    prepare: (values, { db, id }) => categoryColumns(db, values, id),
    inTransaction: keepTree,
    added: (row) => ({ id: row.id, code: row.code }),
    notFound: CATEGORY_NOT_FOUND,
  });

  app.get(`${PATH}/rootList`, { ...perm('list'), schema: { querystring: rootListQuery } }, async (request) =>
    ok(await categoryRootPage(ctx, request.query)),
  );

  app.get(
    `${PATH}/childList`,
    { ...perm('list'), schema: { querystring: childListQuery } },
    async (request) => ok(await categoryChildren(ctx, request.query.pid)),
  );

  app.get(
    `${PATH}/getChildListBatch`,
    { ...perm('list'), schema: { querystring: childListBatchQuery } },
    async (request) => {
      const ids = splitIds(request.query.parentIds);
      if (ids.length > MAX_PARENTS) throw new BusinessError(`一次最多查询${MAX_PARENTS}个分类的下级`);
      return ok(await categoryChildrenBatch(ctx, ids));
    },
  );

  app.get(
    `${PATH}/checkCode`,
    { ...perm('list'), schema: { querystring: checkCodeQuery } },
    async (request) => {
      const { pid, code } = request.query;
      await checkCategoryCode(ctx, pid, code);
      return ok(null, '该值可用！');
    },
  );
}

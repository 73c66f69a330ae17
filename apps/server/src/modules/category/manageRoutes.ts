import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery, splitIds } from '../../core/crud/idParams.ts';
import { BusinessError, ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import {
  addCategory,
  categoryById,
  categoryChildren,
  categoryChildrenBatch,
  categoryRootPage,
  checkCategoryCode,
  deleteCategories,
  editCategory,
} from './manage.ts';
import {
  categoryAdd,
  categoryEdit,
  checkCodeQuery,
  childListBatchQuery,
  childListQuery,
  rootListQuery,
} from './manageSchema.ts';

const PATH = '/sys/category';
/** The most parents one getChildListBatch may name (the expanded rows of a tree table). */
const MAX_PARENTS = 1000;
const perm = (action: string) => ({ config: { permission: `system:category:${action}` } });

/** 分类字典 management (reference §6): the lazy tree table's rootList / childList, add, edit, delete. */
export function categoryManageRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await categoryById(ctx, parseInput(idQuery, request.query).id)),
  );

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    const input = parseInput(categoryAdd, request.body);
    const pid = input.pid ? input.pid : '0';
    return ok(await addCategory(ctx, currentUser(request), pid, input.name), '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const input = parseInput(categoryEdit, request.body);
    await editCategory(ctx, currentUser(request), input.id, input.name);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:category:delete', (_request, ids) => deleteCategories(ctx, ids));
}

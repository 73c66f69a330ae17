import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import type { ScopedTable } from '../../core/crud/scopedTable.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { BusinessError, ok, page } from '../../core/result.ts';
import { addItem, deleteItems, editItem, itemValueTaken, listItems, saveItemBatch } from './itemManage.ts';
import {
  dictIdQuery,
  itemBatch,
  itemCheckQuery,
  itemFields,
  itemId,
  itemListQuery,
  toItem,
} from './manageSchema.ts';

const PATH = '/sys/dictItem';
const perm = (action: string) => ({ config: { permission: `system:dict:${action}` } });

/**
 * The items of a dictionary (字典配置): listed by whoever may see dictionaries, changed by editors, each
 * through its dictionary (`dicts`, within the caller's data rules).
 */
export function dictItemRoutes(app: Api, ctx: AppContext, dicts: ScopedTable<unknown>): void {
  app.get(`${PATH}/list`, { ...perm('list'), schema: { querystring: itemListQuery } }, async (request) => {
    const { dictId } = request.query;
    return ok(dictId ? await listItems(ctx, dicts, currentUser(request), dictId) : page([], 0, 1, 10));
  });

  // The item form's check as the family's client asks it before saving, with the family's messages.
  app.get(
    `${PATH}/dictItemCheck`,
    { ...perm('list'), schema: { querystring: itemCheckQuery } },
    async (request) => {
      const q = request.query;
      if (await itemValueTaken(ctx, dicts, currentUser(request), q.dictId, q.itemValue, q.id || null)) {
        throw new BusinessError('该值不可用，系统中已存在！');
      }
      return ok(null, '该值可用！');
    },
  );

  app.post(
    `${PATH}/add`,
    { ...perm('edit'), schema: { body: itemFields.and(dictIdQuery) } },
    async (request) => {
      const item = toItem(request.body);
      const { dictId } = request.body;
      await addItem(ctx, dicts, currentUser(request), dictId, item);
      return ok(null, '保存成功！');
    },
  );

  app.put(`${PATH}/edit`, { ...perm('edit'), schema: { body: itemFields.and(itemId) } }, async (request) => {
    const item = toItem(request.body);
    const { id } = request.body;
    await editItem(ctx, dicts, currentUser(request), id, item);
    return ok(null, '编辑成功!');
  });

  app.post(`${PATH}/saveBatch`, { ...perm('edit'), schema: { body: itemBatch } }, async (request) => {
    await saveItemBatch(ctx, dicts, currentUser(request), request.body);
    return ok(null, '保存成功！');
  });

  deleteEndpoints(app, PATH, 'system:dict:edit', (request, ids) =>
    deleteItems(ctx, dicts, currentUser(request), ids),
  );
}

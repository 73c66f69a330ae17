import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import type { ScopedTable } from '../../core/crud/scopedTable.ts';
import { BusinessError, ok, page } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
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

const readItem = (body: unknown) => toItem(parseInput(itemFields, body));

/**
 * The items of a dictionary (字典配置): listed by whoever may see dictionaries, changed by editors, each
 * through its dictionary (`dicts`, within the caller's data rules).
 */
export function dictItemRoutes(app: FastifyInstance, ctx: AppContext, dicts: ScopedTable<unknown>): void {
  app.get(`${PATH}/list`, perm('list'), async (request) => {
    const { dictId } = parseInput(itemListQuery, request.query);
    return ok(dictId ? await listItems(ctx, dicts, currentUser(request), dictId) : page([], 0, 1, 10));
  });

  // The item form's check as the family's client asks it before saving, with the family's messages.
  app.get(`${PATH}/dictItemCheck`, perm('list'), async (request) => {
    const q = parseInput(itemCheckQuery, request.query);
    if (await itemValueTaken(ctx, dicts, currentUser(request), q.dictId, q.itemValue, q.id || null)) {
      throw new BusinessError('该值不可用，系统中已存在！');
    }
    return ok(null, '该值可用！');
  });

  app.post(`${PATH}/add`, perm('edit'), async (request) => {
    const item = readItem(request.body);
    const { dictId } = parseInput(dictIdQuery, request.body);
    await addItem(ctx, dicts, currentUser(request), dictId, item);
    return ok(null, '保存成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const item = readItem(request.body);
    const { id } = parseInput(itemId, request.body);
    await editItem(ctx, dicts, currentUser(request), id, item);
    return ok(null, '编辑成功!');
  });

  app.post(`${PATH}/saveBatch`, perm('edit'), async (request) => {
    await saveItemBatch(ctx, dicts, currentUser(request), parseInput(itemBatch, request.body));
    return ok(null, '保存成功！');
  });

  deleteEndpoints(app, PATH, 'system:dict:edit', (request, ids) =>
    deleteItems(ctx, dicts, currentUser(request), ids),
  );
}

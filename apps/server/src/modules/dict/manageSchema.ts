import { dictItemResource, MAX_DICT_ITEMS, resourceMessages } from '@hcs/shared';
import { z } from 'zod';
import { type ResourceValues, resourceInputSchema } from '../../core/resource/inputSchema.ts';

const flag = (message: string) =>
  z.coerce
    .number({ message })
    .int(message)
    .refine((v) => v === 0 || v === 1, message);

export const dictStatus = z.object({
  ids: z.string({ message: '请选择一条记录！' }).min(1, '请选择一条记录！').max(20_000),
  status: flag('状态只能是启用或停用'),
});

export const pathId = z.object({ id: z.string().min(1, 'id不能为空').max(32, 'id过长') });

export const dictIdQuery = z.object({
  dictId: z.string({ message: '请指定字典' }).min(1, '请指定字典').max(32, '字典id过长'),
});

/** An item's fields, with the labels, limits and messages of its definition (and of the grid). */
export const itemFields = resourceInputSchema(dictItemResource);

export const itemId = z.object({ id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32) });

/** GET /sys/dictItem/list: the family's list asks without a dictionary too (an empty page). */
export const itemListQuery = z.object({ dictId: z.string().max(32, '字典id过长').optional() });

const { itemValue } = dictItemResource.fields;
const valueMax = itemValue.input.max;

/** GET /sys/dictItem/dictItemCheck: is the value free in the dictionary (`id`: the item being edited)? */
export const itemCheckQuery = z.object({
  dictId: dictIdQuery.shape.dictId,
  itemValue: z.string().trim().max(valueMax, resourceMessages.max(itemValue, valueMax)).default(''),
  id: z.string().max(32, 'id过长').optional(),
});

/** One row of the grid's batch: with the id of a saved item, or without one for a new item. */
export const batchRowId = z.object({ id: z.string().max(32, 'id过长').nullish() });

/** The rows are checked one by one afterwards, so a problem names its row. */
export const itemBatch = z.object({
  dictId: dictIdQuery.shape.dictId,
  rows: z
    .array(z.unknown(), { message: '字典项数据格式不正确' })
    .max(MAX_DICT_ITEMS, `字典项不能超过${MAX_DICT_ITEMS}条`),
  deleteIds: z
    .array(z.string().min(1).max(32), { message: '删除的字典项格式不正确' })
    .max(MAX_DICT_ITEMS, `字典项不能超过${MAX_DICT_ITEMS}条`)
    .default([]),
});

/** An item as it is stored. */
export interface ItemInput {
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

/** The checked values of an item's fields, typed. */
export const toItem = (values: ResourceValues): ItemInput => ({
  itemText: String(values.itemText),
  itemValue: String(values.itemValue),
  description:
    values.description === null || values.description === undefined ? null : String(values.description),
  sortOrder: Number(values.sortOrder),
  status: Number(values.status),
});
export type ItemBatch = z.infer<typeof itemBatch>;
export type BatchRow = ItemInput & { id?: string | null | undefined };

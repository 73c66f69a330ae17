import { z } from 'zod';

/** The status of dictionaries and of their items: 1 启用, 0 停用 (seeded by migration 0019). */
export const DICT_STATUS_DICT = 'enable_status';

/** The most items one dictionary may hold (and one batch save may send). */
export const MAX_DICT_ITEMS = 1000;

const text = (what: string, max: number) =>
  z
    .string({ message: `请输入${what}` })
    .trim()
    .min(1, `${what}不能为空`)
    .max(max, `${what}不能超过${max}个字符`);

const optionalText = (what: string, max: number) =>
  z
    .string({ message: `${what}必须是文字` })
    .trim()
    .max(max, `${what}不能超过${max}个字符`)
    .nullish()
    .transform((v) => (v ? v : null));

const flag = (message: string) =>
  z.coerce
    .number({ message })
    .int(message)
    .refine((v) => v === 0 || v === 1, message);

/**
 * A plain dictionary's code. A comma would make the widgets read it as a table dictionary
 * (`table,text,code`), which is registered in code, not here.
 */
const dictCode = text('字典编码', 100)
  .refine((v) => !v.includes(','), '字典编码不能包含逗号，表字典（表名,显示字段,存储字段）无需在此添加')
  .refine((v) => /^[A-Za-z0-9_]+$/.test(v), '字典编码只能由字母、数字和下划线组成');

export const dictFields = z.object({
  dictName: text('字典名称', 100),
  dictCode,
  description: optionalText('描述', 255),
  /** Left as it is on edit when absent (the form does not show it). */
  type: flag('字典类型只能是字符串或数字').optional(),
});

export const dictEdit = dictFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export const dictStatus = z.object({
  ids: z.string({ message: '请选择一条记录！' }).min(1, '请选择一条记录！').max(20_000),
  status: flag('状态只能是启用或停用'),
});

export const pathId = z.object({ id: z.string().min(1, 'id不能为空').max(32, 'id过长') });

export const dictIdQuery = z.object({
  dictId: z.string({ message: '请指定字典' }).min(1, '请指定字典').max(32, '字典id过长'),
});

export const itemFields = z.object({
  itemText: text('名称', 100),
  itemValue: text('数据值', 100),
  description: optionalText('描述', 255),
  sortOrder: z.coerce
    .number({ message: '排序必须是数字' })
    .int('排序必须是整数')
    .min(-1_000_000, '排序超出范围')
    .max(1_000_000, '排序超出范围')
    .default(0),
  status: flag('状态只能是启用或停用').default(1),
});

export const itemAdd = itemFields.extend({ dictId: dictIdQuery.shape.dictId });

/** GET /sys/dictItem/list: the family's list asks without a dictionary too (an empty page). */
export const itemListQuery = z.object({ dictId: z.string().max(32, '字典id过长').optional() });

/** GET /sys/dictItem/dictItemCheck: is the value free in the dictionary (`id`: the item being edited)? */
export const itemCheckQuery = z.object({
  dictId: dictIdQuery.shape.dictId,
  itemValue: z.string().trim().max(100, '数据值不能超过100个字符').default(''),
  id: z.string().max(32, 'id过长').optional(),
});

export const itemEdit = itemFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

/** One row of the grid: with the id of a saved item, or without one for a new item. */
export const batchRow = itemFields.extend({ id: z.string().max(32, 'id过长').nullish() });

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

export type DictInput = z.infer<typeof dictFields>;
export type ItemInput = z.infer<typeof itemFields>;
export type ItemBatch = z.infer<typeof itemBatch>;
export type BatchRow = z.infer<typeof batchRow>;

import { z } from 'zod';

const text = (max: number, message: string) => z.string().trim().max(max, message);

export const loadTreeRootQuery = z.object({
  async: z.enum(['true', 'false'], { message: 'async 只能是 true 或 false' }).default('true'),
  pcode: text(100, '分类编码过长').default(''),
});

export const loadTreeChildrenQuery = z.object({
  pid: z.string({ message: '请指定上级分类' }).trim().min(1, '请指定上级分类').max(32, '上级分类id过长'),
});

/** The fields loadOne may look a category up by; the reference's version took any column name. */
export const LOAD_ONE_FIELDS = ['id', 'code', 'name'] as const;

export const loadOneQuery = z.object({
  field: z.enum(LOAD_ONE_FIELDS, { message: '不支持的分类查询字段' }),
  val: z.string({ message: '请指定查询的值' }).trim().min(1, '请指定查询的值').max(100, '查询的值过长'),
});

export const loadTreeDataQuery = z.object({
  pid: text(32, '上级分类id过长').optional(),
  pcode: text(100, '分类编码过长').optional(),
  condition: z.string().max(1000, '查询条件过长').optional(),
});

export const loadDictItemQuery = z.object({
  ids: z.string().max(20_000, '查询的值过多').default(''),
  delNotExist: z.enum(['true', 'false'], { message: 'delNotExist 只能是 true 或 false' }).default('true'),
});

export const loadAllDataQuery = z.object({ code: text(100, '分类编码过长').default('') });

import { z } from 'zod';
import { requiredMax } from '../../core/schemaFields.ts';

const optional = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

export const departFields = z.object({
  departName: requiredMax('机构名称', 100),
  parentId: z
    .string()
    .max(32)
    .nullish()
    .transform((v) => v || null),
  orgCategory: z.enum(['1', '2', '3'], { message: '请选择机构类型' }).default('2'),
  departOrder: z.coerce
    .number({ message: '排序必须是数字' })
    .int('排序必须是整数')
    .min(0)
    .max(100_000)
    .default(0),
  departNameEn: optional(500, '英文名称不能超过500个字符'),
  departNameAbbr: optional(500, '缩写不能超过500个字符'),
  mobile: optional(32, '电话不能超过32个字符'),
  fax: optional(32, '传真不能超过32个字符'),
  address: optional(100, '地址不能超过100个字符'),
  memo: optional(500, '备注不能超过500个字符'),
  description: optional(500, '描述不能超过500个字符'),
});

export const departEdit = departFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export const departUsersSchema = z.object({
  depId: z.string({ message: '请选择部门' }).min(1, '请选择部门').max(32),
  userIdList: z.array(z.string().max(32)).min(1, '请选择用户').max(1000),
});

export type DepartInput = z.infer<typeof departFields>;

import { z } from 'zod';
import { pagingSchema } from '../../core/query/paging.ts';

export const rootListQuery = pagingSchema.pick({ pageNo: true, pageSize: true }).extend({
  name: z.string().trim().max(100, '分类名称过长').optional(),
  code: z.string().trim().max(100, '分类编码过长').optional(),
});

export const childListQuery = z.object({
  pid: z.string({ message: '请指定上级分类' }).trim().min(1, '请指定上级分类').max(32, '上级分类id过长'),
});

/** getChildListBatch: the ids of the parents whose children the tree table shows again. */
export const childListBatchQuery = z.object({
  parentIds: z.string({ message: '请指定上级分类' }).min(1, '请指定上级分类').max(20_000, '上级分类过多'),
});

/** checkCode: a code typed for a category under `pid` (none: a root). */
export const checkCodeQuery = z.object({
  pid: z.string().trim().max(32, '上级分类id过长').default(''),
  code: z.string().trim().max(100, '分类编码过长').default(''),
});

import { z } from 'zod';
import { pagingSchema } from '../../core/query/paging.ts';

export const anntIdBody = z.object({
  anntId: z.string({ message: 'anntId不能为空' }).min(1, 'anntId不能为空').max(32),
});

export const myListQuery = pagingSchema.extend({
  titile: z.string().max(100).optional(),
  msgCategory: z.enum(['1', '2', ''], { message: '消息类型不正确' }).optional(),
  readFlag: z.enum(['0', '1', ''], { message: '阅读状态不正确' }).optional(),
});

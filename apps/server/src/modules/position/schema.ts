import { z } from 'zod';

export const positionFields = z.object({
  code: z
    .string({ message: '请输入职务编码' })
    .trim()
    .min(1, '请输入职务编码')
    .max(64, '职务编码不能超过64个字符')
    .regex(/^[A-Za-z0-9_-]+$/, '职务编码只能包含字母、数字、下划线和短横线'),
  name: z
    .string({ message: '请输入职务名称' })
    .trim()
    .min(1, '请输入职务名称')
    .max(100, '职务名称不能超过100个字符'),
  postRank: z.enum(['1', '2', '3', '4', '5'], { message: '请选择职级' }),
});

export const positionEdit = positionFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export type PositionInput = z.infer<typeof positionFields>;

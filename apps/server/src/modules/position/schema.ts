import { z } from 'zod';
import { requiredMax } from '../../core/schemaFields.ts';

export const positionFields = z.object({
  code: requiredMax('职务编码', 64).regex(/^[A-Za-z0-9_-]+$/, '职务编码只能包含字母、数字、下划线和短横线'),
  name: requiredMax('职务名称', 100),
  postRank: z.enum(['1', '2', '3', '4', '5'], { message: '请选择职级' }),
});

export const positionEdit = positionFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export type PositionInput = z.infer<typeof positionFields>;

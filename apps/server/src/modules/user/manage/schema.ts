import { PASSWORD_RULE } from '@hcs/shared';
import { z } from 'zod';

export const frozenSchema = z.object({
  ids: z.string({ message: '请选择一条记录！' }).min(1, '请选择一条记录！').max(20_000),
  status: z
    .union([z.literal(1), z.literal(2), z.enum(['1', '2'])], { message: '状态只能是正常或冻结' })
    .transform(Number),
});

export const resetPasswordSchema = z.object({
  username: z.string({ message: '请指定用户' }).min(1, '请指定用户').max(100),
  password: z
    .string({ message: '请输入新密码!' })
    .min(1, '请输入新密码!')
    .regex(PASSWORD_RULE, '新密码至少8位，须同时包含字母和数字'),
  confirmpassword: z.string().optional(),
});

export const userIdsQuery = z.object({
  userIds: z.string({ message: '请选择一条记录！' }).min(1, '请选择一条记录！').max(20_000),
});

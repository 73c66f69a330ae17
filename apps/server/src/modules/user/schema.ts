import { PASSWORD_RULE } from '@hcs/shared';
import { z } from 'zod';

export const selectDepartSchema = z.object({
  orgCode: z.string({ message: '请选择部门' }).min(1, '请选择部门').max(64),
  username: z.string().max(100).optional(),
});

export const updatePasswordSchema = z
  .object({
    username: z.string({ message: '当前系统无登录用户!' }).min(1, '当前系统无登录用户!'),
    oldpassword: z.string({ message: '请输入旧密码!' }).min(1, '请输入旧密码!').max(200),
    password: z
      .string({ message: '请输入新密码!' })
      .min(1, '请输入新密码!')
      .regex(PASSWORD_RULE, '新密码至少8位，须同时包含字母和数字'),
    confirmpassword: z.string({ message: '请确认新密码!' }).min(1, '请确认新密码!'),
  })
  .refine((v) => v.password === v.confirmpassword, { message: '两次输入的密码不一样！' });

import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string({ message: '请输入用户名' }).trim().min(1, '请输入用户名').max(100, '用户名过长'),
  password: z.string({ message: '请输入密码' }).min(1, '请输入密码').max(200, '密码过长'),
  captcha: z.string().max(16, '验证码错误').optional(),
  checkKey: z.union([z.string().max(64), z.number()]).optional(),
  remember_me: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const captchaKeySchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '验证码标识不合法'),
});

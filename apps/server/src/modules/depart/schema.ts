import { z } from 'zod';

export const departUsersSchema = z.object({
  depId: z.string({ message: '请选择部门' }).min(1, '请选择部门').max(32),
  userIdList: z.array(z.string().max(32)).min(1, '请选择用户').max(1000),
});

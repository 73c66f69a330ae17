import { z } from 'zod';

export const saveRolePermissionSchema = z.object({
  roleId: z.string({ message: '请选择角色' }).min(1, '请选择角色').max(32),
  permissionIds: z.string().max(100_000).default(''),
  lastpermissionIds: z.string().max(100_000).optional(),
});

export const roleUsersSchema = z.object({
  roleId: z.string({ message: '请选择角色' }).min(1, '请选择角色').max(32),
  userIdList: z.array(z.string().max(32)).min(1, '请选择用户').max(1000),
});

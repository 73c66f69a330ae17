import { z } from 'zod';
import { requiredMax } from '../../core/schemaFields.ts';

export const roleFields = z.object({
  roleName: requiredMax('角色名称', 100),
  roleCode: requiredMax('角色编码', 64).regex(
    /^[A-Za-z][A-Za-z0-9_]*$/,
    '角色编码须以字母开头，只含字母、数字和下划线',
  ),
  description: z
    .string()
    .max(255, '描述不能超过255个字符')
    .nullish()
    .transform((v) => v || null),
});

export const roleEdit = roleFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export const saveRolePermissionSchema = z.object({
  roleId: z.string({ message: '请选择角色' }).min(1, '请选择角色').max(32),
  permissionIds: z.string().max(100_000).default(''),
  lastpermissionIds: z.string().max(100_000).optional(),
});

export const roleUsersSchema = z.object({
  roleId: z.string({ message: '请选择角色' }).min(1, '请选择角色').max(32),
  userIdList: z.array(z.string().max(32)).min(1, '请选择用户').max(1000),
});

export type RoleInput = z.infer<typeof roleFields>;

import { z } from 'zod';
import { requiredMax } from '../../core/schemaFields.ts';

const departId = z.string({ message: '请选择部门' }).trim().min(1, '请选择部门').max(32, '请选择部门');

export const departRoleFields = z.object({
  roleName: requiredMax('部门角色名称', 100),
  roleCode: requiredMax('部门角色编码', 64).regex(
    /^[A-Za-z][A-Za-z0-9_]*$/,
    '角色编码须以字母开头，只含字母、数字和下划线',
  ),
  description: z
    .string()
    .max(255, '描述不能超过255个字符')
    .nullish()
    .transform((v) => v || null),
});

export const departRoleAdd = departRoleFields.extend({ departId });

export const departRoleEdit = departRoleFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export const departRoleListQuery = z.object({ deptId: departId });

export const deptRoleUsersQuery = z.object({
  departId,
  userId: z.string({ message: '请选择用户' }).trim().min(1, '请选择用户').max(32, '请选择用户'),
});

export const deptRoleUserAdd = z.object({
  userId: z.string({ message: '请选择用户' }).trim().min(1, '请选择用户').max(32, '请选择用户'),
  newRoleId: z.string({ message: '部门角色格式不正确' }).max(20_000).default(''),
  oldRoleId: z.string({ message: '部门角色格式不正确' }).max(20_000).default(''),
  /** Names the department when the user ends up with none of its roles (both lists empty). */
  departId: z.string().max(32).optional(),
});

export type DepartRoleInput = z.infer<typeof departRoleFields>;

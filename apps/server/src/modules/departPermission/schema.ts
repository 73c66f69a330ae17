import { z } from 'zod';
import { ruleParams } from '../../core/permission/dataRuleChoice.ts';

const idList = z.string({ message: '权限格式不正确' }).max(100_000, '所选权限过多').default('');

export const departIdQuery = z.object({ departId: ruleParams.departId });
export const roleIdQuery = z.object({ roleId: ruleParams.roleId });

export const saveDepartPermissionSchema = z.object({
  departId: ruleParams.departId,
  permissionIds: idList,
  lastpermissionIds: idList.optional(),
});

export const saveDeptRolePermissionSchema = z.object({
  roleId: ruleParams.roleId,
  permissionIds: idList,
  lastpermissionIds: idList.optional(),
});

export const departRuleParams = z.object({
  permissionId: ruleParams.permissionId,
  departId: ruleParams.departId,
});

export const deptRoleRuleParams = departRuleParams.extend({ roleId: ruleParams.roleId });

/** Without roleId: the department's own choice; with it: the choice of that role of the department. */
export const saveRuleSchema = departRuleParams.extend({
  roleId: z.string().trim().max(32).optional(),
  dataRuleIds: ruleParams.dataRuleIds,
});

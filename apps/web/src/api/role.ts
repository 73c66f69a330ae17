import type { ApiResult } from '@hcs/shared';
import { deleteAction, getAction, postAction, putAction } from './request.ts';

export interface Role {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string | null;
}

export interface RoleInput {
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** One menu (menuType 0, 1) or button (menuType 2) of the grant tree. */
export interface PermissionNode {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  ruleFlag: number;
  menuType: number;
  isLeaf: boolean;
  children?: PermissionNode[];
}

export interface PermissionTree {
  treeList: PermissionNode[];
  ids: string[];
}

export function addRole(input: RoleInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/role/add', input);
}

export function editRole(input: RoleInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/role/edit', input);
}

export function queryPermissionTree(): Promise<ApiResult<PermissionTree>> {
  return getAction<PermissionTree>('/sys/role/queryTreeList');
}

export function queryRolePermission(roleId: string): Promise<ApiResult<string[]>> {
  return getAction<string[]>('/sys/permission/queryRolePermission', { roleId });
}

export function saveRolePermission(input: {
  roleId: string;
  permissionIds: string;
  lastpermissionIds: string;
}): Promise<ApiResult<null>> {
  return postAction<null>('/sys/permission/saveRolePermission', input);
}

/** An enabled data rule (数据规则) of a menu. */
export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/** The rules a grant of a menu may apply, and those it applies ("id1,id2"). */
export interface DataRuleChoice {
  datarule: DataRule[];
  drChecked: string;
}

export function queryRoleDataRule(permissionId: string, roleId: string): Promise<ApiResult<DataRuleChoice>> {
  return getAction<DataRuleChoice>(
    `/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`,
  );
}

export function saveRoleDataRule(input: {
  permissionId: string;
  roleId: string;
  dataRuleIds: string;
}): Promise<ApiResult<null>> {
  return postAction<null>('/sys/role/datarule', input);
}

export function addUsersToRole(roleId: string, userIdList: string[]): Promise<ApiResult<null>> {
  return postAction<null>('/sys/user/addSysUserRole', { roleId, userIdList });
}

export function removeUsersFromRole(roleId: string, userIds: string[]): Promise<ApiResult<null>> {
  return userIds.length === 1
    ? deleteAction<null>('/sys/user/deleteUserRole', { roleId, userId: userIds[0] })
    : deleteAction<null>('/sys/user/deleteUserRoleBatch', { roleId, userIds: userIds.join(',') });
}

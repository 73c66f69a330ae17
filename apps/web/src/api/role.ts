import type { ResourceRow, roleResource } from '@hcs/shared';
import { type Done, deleteAction, getAction, postAction } from './request.ts';

/** 角色 as the list answers it. */
export type Role = ResourceRow<typeof roleResource>;

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

export function queryPermissionTree(): Promise<PermissionTree> {
  return getAction<PermissionTree>('/sys/role/queryTreeList');
}

export function queryRolePermission(roleId: string): Promise<string[]> {
  return getAction<string[]>('/sys/permission/queryRolePermission', { roleId });
}

export function saveRolePermission(input: {
  roleId: string;
  permissionIds: string;
  lastpermissionIds: string;
}): Promise<Done<null>> {
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

export function queryRoleDataRule(permissionId: string, roleId: string): Promise<DataRuleChoice> {
  return getAction<DataRuleChoice>(
    `/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`,
  );
}

export function saveRoleDataRule(input: {
  permissionId: string;
  roleId: string;
  dataRuleIds: string;
}): Promise<Done<null>> {
  return postAction<null>('/sys/role/datarule', input);
}

export function addUsersToRole(roleId: string, userIdList: string[]): Promise<Done<null>> {
  return postAction<null>('/sys/user/addSysUserRole', { roleId, userIdList });
}

export function removeUsersFromRole(roleId: string, userIds: string[]): Promise<Done<null>> {
  return userIds.length === 1
    ? deleteAction<null>('/sys/user/deleteUserRole', { roleId, userId: userIds[0] })
    : deleteAction<null>('/sys/user/deleteUserRoleBatch', { roleId, userIds: userIds.join(',') });
}

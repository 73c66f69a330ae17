import { type Done, getAction, postAction, putAction } from './request.ts';
import type { DataRuleChoice, PermissionTree } from './role.ts';

/** A role of one department (部门角色). */
export interface DeptRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime?: string | null;
}

export interface DeptRoleInput {
  roleName: string;
  roleCode: string;
  description?: string | null;
}

export interface GrantSave {
  permissionIds: string;
  lastpermissionIds: string;
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** Every menu and button, to choose a department's permissions from. */
export function queryDepartPermissionTree(): Promise<PermissionTree> {
  return getAction<PermissionTree>('/sys/sysDepartPermission/queryTreeList');
}

export function queryDepartPermission(departId: string): Promise<string[]> {
  return getAction<string[]>('/sys/permission/queryDepartPermission', { departId });
}

export function saveDepartPermission(departId: string, input: GrantSave): Promise<Done<null>> {
  return postAction<null>('/sys/permission/saveDepartPermission', { departId, ...input });
}

export function queryDepartDataRule(permissionId: string, departId: string): Promise<DataRuleChoice> {
  return getAction<DataRuleChoice>(`/sys/sysDepartPermission/datarule/${path(permissionId, departId)}`);
}

export function queryDeptRoleDataRule(
  permissionId: string,
  departId: string,
  roleId: string,
): Promise<DataRuleChoice> {
  return getAction<DataRuleChoice>(
    `/sys/sysDepartPermission/datarule/${path(permissionId, departId, roleId)}`,
  );
}

/** Saves the data rules of the department's grant of a menu, or of its role's when roleId is given. */
export function saveDepartDataRule(input: {
  permissionId: string;
  departId: string;
  roleId?: string;
  dataRuleIds: string;
}): Promise<Done<null>> {
  return postAction<null>('/sys/sysDepartPermission/datarule', input);
}

/** The grant tree of the department's roles: what the department holds. */
export function queryDeptRoleTree(departId: string): Promise<PermissionTree> {
  return getAction<PermissionTree>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId });
}

export function queryDeptRolePermission(roleId: string): Promise<string[]> {
  return getAction<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId });
}

export function saveDeptRolePermission(roleId: string, input: GrantSave): Promise<Done<null>> {
  return postAction<null>('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, ...input });
}

export function addDeptRole(departId: string, input: DeptRoleInput): Promise<Done<null>> {
  return postAction<null>('/sys/sysDepartRole/add', { departId, ...input });
}

export function editDeptRole(input: DeptRoleInput & { id: string }): Promise<Done<null>> {
  return putAction<null>('/sys/sysDepartRole/edit', input);
}

export interface DeptRoleChoice {
  deptRoleList: DeptRole[];
  userRoles: string[];
}

export function queryUserDeptRoles(departId: string, userId: string): Promise<DeptRoleChoice> {
  return getAction<DeptRoleChoice>('/sys/sysDepartRole/getDeptRoleList', { departId, userId });
}

/** Gives the user exactly `newRoleIds` among the department's roles. */
export function saveUserDeptRoles(input: {
  departId: string;
  userId: string;
  newRoleIds: string[];
  oldRoleIds: string[];
}): Promise<Done<null>> {
  return postAction<null>('/sys/sysDepartRole/deptRoleUserAdd', {
    departId: input.departId,
    userId: input.userId,
    newRoleId: input.newRoleIds.join(','),
    oldRoleId: input.oldRoleIds.join(','),
  });
}

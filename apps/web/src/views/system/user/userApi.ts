import type { ApiResult } from '@hcs/shared';
import { deleteAction, getAction, postAction, putAction } from '../../../api/request.ts';
import type { SysUser, UserInput } from './types.ts';

/** The endpoints of 用户管理 (GET /sys/user/list and the rest of /sys/user). */
export const USER_URLS = {
  list: '/sys/user/list',
  delete: '/sys/user/delete',
  deleteBatch: '/sys/user/deleteBatch',
  exportXls: '/sys/user/exportXls',
  importExcel: '/sys/user/importExcel',
} as const;

export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

export interface UserDepart {
  key: string;
  value: string;
  title: string;
}

export function addUser(input: UserInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/user/add', input);
}

export function editUser(input: UserInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/user/edit', input);
}

/** status 2 freezes, 1 unfreezes. */
export function frozenBatch(ids: readonly string[], status: 1 | 2): Promise<ApiResult<null>> {
  return putAction<null>('/sys/user/frozenBatch', { ids: ids.join(','), status });
}

export function resetPassword(input: {
  username: string;
  password: string;
  confirmpassword: string;
}): Promise<ApiResult<null>> {
  return putAction<null>('/sys/user/changePassword', input);
}

export function queryUserRole(userid: string): Promise<ApiResult<string[]>> {
  return getAction<string[]>('/sys/user/queryUserRole', { userid });
}

export function userDepartList(userId: string): Promise<ApiResult<UserDepart[]>> {
  return getAction<UserDepart[]>('/sys/user/userDepartList', { userId });
}

export function recycleBin(): Promise<ApiResult<SysUser[]>> {
  return getAction<SysUser[]>('/sys/user/recycleBin');
}

export function restoreUsers(ids: readonly string[]): Promise<ApiResult<null>> {
  return putAction<null>('/sys/user/putRecycleBin', { userIds: ids.join(',') });
}

export function purgeUsers(ids: readonly string[]): Promise<ApiResult<null>> {
  return deleteAction<null>('/sys/user/deleteRecycleBin', { userIds: ids.join(',') });
}

export function allRoles(): Promise<ApiResult<RoleOption[]>> {
  return getAction<RoleOption[]>('/sys/role/queryall');
}

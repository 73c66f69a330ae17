import { userResource } from '@hcs/shared';
import { type Done, deleteAction, getAction, postAction, putAction } from '../../../api/request.ts';
import type { SysUser, UserInput } from './types.ts';

const PATH = userResource.path;

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

export function addUser(input: UserInput): Promise<Done<null>> {
  return postAction<null>(`${PATH}/add`, input);
}

export function editUser(input: UserInput & { id: string }): Promise<Done<null>> {
  return putAction<null>(`${PATH}/edit`, input);
}

/** status 2 freezes, 1 unfreezes. */
export function frozenBatch(ids: readonly string[], status: 1 | 2): Promise<Done<null>> {
  return putAction<null>(`${PATH}/frozenBatch`, { ids: ids.join(','), status });
}

export function resetPassword(input: {
  username: string;
  password: string;
  confirmpassword: string;
}): Promise<Done<null>> {
  return putAction<null>(`${PATH}/changePassword`, input);
}

export function queryUserRole(userid: string): Promise<string[]> {
  return getAction<string[]>(`${PATH}/queryUserRole`, { userid });
}

export function userDepartList(userId: string): Promise<UserDepart[]> {
  return getAction<UserDepart[]>(`${PATH}/userDepartList`, { userId });
}

export function recycleBin(): Promise<SysUser[]> {
  return getAction<SysUser[]>(`${PATH}/recycleBin`);
}

export function restoreUsers(ids: readonly string[]): Promise<Done<null>> {
  return putAction<null>(`${PATH}/putRecycleBin`, { userIds: ids.join(',') });
}

export function purgeUsers(ids: readonly string[]): Promise<Done<null>> {
  return deleteAction<null>(`${PATH}/deleteRecycleBin`, { userIds: ids.join(',') });
}

export function allRoles(): Promise<RoleOption[]> {
  return getAction<RoleOption[]>('/sys/role/queryall');
}

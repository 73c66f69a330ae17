import type { ApiResult } from '@hcs/shared';
import { deleteAction, getAction, postAction, putAction } from './request.ts';

/** A department as the tree endpoints answer it. */
export interface DepartNode {
  key: string;
  value: string;
  title: string;
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string;
  departOrder: number;
  isLeaf: boolean;
  children?: DepartNode[];
}

/** A department record (queryById). */
export interface Depart {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string;
  departOrder: number | null;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
}

export interface DepartInput {
  departName: string;
  parentId?: string | null;
  orgCategory: string;
  departOrder?: number | null;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
}

export function queryDepartTree(): Promise<ApiResult<DepartNode[]>> {
  return getAction<DepartNode[]>('/sys/sysDepart/queryTreeList');
}

/** The branches holding departments whose name matches. */
export function searchDeparts(keyWord: string): Promise<ApiResult<DepartNode[]>> {
  return getAction<DepartNode[]>('/sys/sysDepart/searchBy', { keyWord });
}

export function queryDepartById(id: string): Promise<ApiResult<Depart | null>> {
  return getAction<Depart | null>('/sys/sysDepart/queryById', { id });
}

export function addDepart(input: DepartInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/sysDepart/add', input);
}

export function editDepart(input: DepartInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/sysDepart/edit', input);
}

/** Removes the department with its whole subtree. */
export function deleteDepart(id: string): Promise<ApiResult<null>> {
  return deleteAction<null>('/sys/sysDepart/delete', { id });
}

export function addUsersToDepart(depId: string, userIdList: string[]): Promise<ApiResult<null>> {
  return postAction<null>('/sys/user/editSysDepartWithUser', { depId, userIdList });
}

export function removeUsersFromDepart(depId: string, userIds: string[]): Promise<ApiResult<null>> {
  return userIds.length === 1
    ? deleteAction<null>('/sys/user/deleteUserInDepart', { depId, userId: userIds[0] })
    : deleteAction<null>('/sys/user/deleteUserInDepartBatch', { depId, userIds: userIds.join(',') });
}

import { departResource, type ResourceRow } from '@hcs/shared';
import { type Done, deleteAction, getAction, postAction, putAction } from './request.ts';

const PATH = departResource.path;
type DepartFields = (typeof departResource)['fields'];

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
export type Depart = ResourceRow<typeof departResource>;

/** What add and edit send: the department's form (edit leaves its parent out: a department keeps its place). */
export type DepartInput = {
  [K in keyof DepartFields as DepartFields[K] extends { input: object } ? K : never]?:
    | Depart[K & keyof Depart]
    | null;
} & { departName: string };

export function queryDepartTree(): Promise<DepartNode[]> {
  return getAction<DepartNode[]>(`${PATH}/queryTreeList`);
}

/** The branches holding departments whose name matches. */
export function searchDeparts(keyWord: string): Promise<DepartNode[]> {
  return getAction<DepartNode[]>(`${PATH}/searchBy`, { keyWord });
}

export function queryDepartById(id: string): Promise<Depart | null> {
  return getAction<Depart | null>(`${PATH}/queryById`, { id });
}

export function addDepart(input: DepartInput): Promise<Done<null>> {
  return postAction<null>(`${PATH}/add`, input);
}

export function editDepart(input: DepartInput & { id: string }): Promise<Done<null>> {
  return putAction<null>(`${PATH}/edit`, input);
}

/** Removes the department with its whole subtree. */
export function deleteDepart(id: string): Promise<Done<null>> {
  return deleteAction<null>(`${PATH}/delete`, { id });
}

export function addUsersToDepart(depId: string, userIdList: string[]): Promise<Done<null>> {
  return postAction<null>('/sys/user/editSysDepartWithUser', { depId, userIdList });
}

export function removeUsersFromDepart(depId: string, userIds: string[]): Promise<Done<null>> {
  return userIds.length === 1
    ? deleteAction<null>('/sys/user/deleteUserInDepart', { depId, userId: userIds[0] })
    : deleteAction<null>('/sys/user/deleteUserInDepartBatch', { depId, userIds: userIds.join(',') });
}

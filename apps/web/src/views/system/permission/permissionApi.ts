import { type Done, postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** 0 一级菜单, 1 子菜单, 2 按钮/权限 (dictionary menu_type). */
export type MenuType = 0 | 1 | 2;

/** A menu, sub-menu or button as GET /sys/permission/list answers it (children only on branches). */
export interface PermissionEntry {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: MenuType;
  perms: string | null;
  /** '1' 可见/可访问, '2' 可编辑. */
  permsType: string | null;
  sortNo: number;
  icon: string | null;
  /** The 0/1 flags. */
  alwaysShow: number;
  isRoute: number;
  isLeaf: number;
  keepAlive: number;
  hidden: number;
  internalOrExternal: number;
  ruleFlag: number;
  /** '1' 有效, '0' 无效 (buttons). */
  status: string;
  description: string | null;
  children?: PermissionEntry[];
}

export interface PermissionInput {
  menuType: MenuType;
  name: string;
  parentId: string | null;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  sortNo: number;
  perms: string | null;
  permsType: string;
  status: string;
  isRoute: number;
  hidden: number;
  keepAlive: number;
  alwaysShow: number;
  internalOrExternal: number;
}

export const PERMISSION_URLS: ListUrls = {
  list: '/sys/permission/list',
  delete: '/sys/permission/delete',
  deleteBatch: '/sys/permission/deleteBatch',
  exportXls: '/sys/permission/exportXls',
  importExcel: '/sys/permission/importExcel',
};

export const PERMISSION_PREFIX = 'system:permission';

export function addPermission(input: PermissionInput): Promise<Done<null>> {
  return postAction<null>('/sys/permission/add', input);
}

export function editPermission(input: PermissionInput & { id: string }): Promise<Done<null>> {
  return putAction<null>('/sys/permission/edit', input);
}

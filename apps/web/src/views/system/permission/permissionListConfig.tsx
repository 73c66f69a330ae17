import type { DictOption } from '@hcs/shared';
import { dictText } from '../../../components/dict/useDictOptions.ts';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { menuIcon } from '../../../layouts/main/menuIcon.tsx';
import { PERMISSION_PREFIX, PERMISSION_URLS, type PermissionEntry } from './permissionApi.ts';

export const MENU_TYPE_DICT = 'menu_type';

/** 菜单管理's tree list: one query field (菜单名称) and the columns; `menuTypes` is the menu_type dictionary. */
export function permissionListConfig(menuTypes: readonly DictOption[]): ListPageConfig<PermissionEntry> {
  return {
    title: '菜单',
    urls: PERMISSION_URLS,
    permissionPrefix: PERMISSION_PREFIX,
    defaultSort: { column: 'sortNo', order: 'asc' },
    queryFields: [{ name: 'name', label: '菜单名称', type: 'input' }],
    columns: [
      { title: '菜单名称', dataIndex: 'name', width: 220 },
      {
        title: '菜单类型',
        dataIndex: 'menuType',
        width: 100,
        render: (_v, e) => dictText(menuTypes, String(e.menuType)),
      },
      {
        title: '图标',
        dataIndex: 'icon',
        width: 64,
        align: 'center',
        render: (_v, e) => (e.icon ? <span className="hcs-permission-icon">{menuIcon(e.icon)}</span> : null),
      },
      { title: '组件', dataIndex: 'component', width: 170, ellipsis: true },
      { title: '路径', dataIndex: 'url', width: 170, ellipsis: true },
      { title: '排序', dataIndex: 'sortNo', width: 64, align: 'right' },
    ],
  };
}

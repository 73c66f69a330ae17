import type { Kysely } from 'kysely';
import { buttonSeeds, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

const actions: [string, string][] = [
  ['list', '查看角色'],
  ['add', '添加角色'],
  ['edit', '编辑角色'],
  ['delete', '删除角色'],
  ['authorize', '角色授权'],
  ['users', '角色用户'],
  ['export', '导出角色'],
  ['import', '导入角色'],
];

/** 角色管理 menu and its buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedMenus(
    db,
    [
      {
        id: 'menu_system_role',
        name: '角色管理',
        menuType: 1,
        url: '/system/role',
        component: 'system/RoleList',
        componentName: 'RoleList',
        sortNo: 2,
        children: buttonSeeds('system:role', 'btn_role', actions),
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
}

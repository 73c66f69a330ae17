import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { buttonSeeds, seedMenus } from '../seed/menuSeed.ts';
import { SYSTEM_MENU_ID } from './0003_announcements.ts';

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
export async function up(db: Kysely<Database>): Promise<void> {
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

import type { Kysely } from 'kysely';
import { buttonSeeds, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

const actions: [string, string][] = [
  ['list', '查看用户'],
  ['add', '添加用户'],
  ['edit', '编辑用户'],
  ['delete', '删除用户'],
  ['frozen', '冻结用户'],
  ['password', '重置密码'],
  ['export', '导出用户'],
  ['import', '导入用户'],
  ['recycle', '用户回收站'],
];

/** 用户管理 menu and its buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedMenus(
    db,
    [
      {
        id: 'menu_system_user',
        name: '用户管理',
        menuType: 1,
        url: '/system/user',
        component: 'system/UserList',
        componentName: 'UserList',
        sortNo: 1,
        children: buttonSeeds('system:user', 'btn_user', actions),
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
}

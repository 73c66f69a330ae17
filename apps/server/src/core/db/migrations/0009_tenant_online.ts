import type { Kysely } from 'kysely';
import { seedDicts } from './support/dicts.ts';
import { buttonSeeds as buttons, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

/**
 * 租户管理 and 在线用户 with their buttons and the tenant status dictionary. The menus stay hidden until
 * their screens land (a later migration shows them); the API behind them can be granted from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedDicts(db, [
    {
      code: 'tenant_status',
      name: '租户状态',
      type: 1,
      items: [
        ['1', '正常'],
        ['0', '冻结'],
      ],
    },
  ]);
  await seedMenus(
    db,
    [
      {
        id: 'menu_system_tenant',
        name: '租户管理',
        menuType: 1,
        url: '/system/tenant',
        component: 'system/TenantList',
        componentName: 'TenantList',
        sortNo: 70,
        hidden: true,
        children: buttons('system:tenant', 'btn_tenant', [
          ['list', '查看租户'],
          ['add', '添加租户'],
          ['edit', '编辑租户'],
          ['delete', '删除租户'],
          ['export', '导出租户'],
          ['import', '导入租户'],
        ]),
      },
      {
        id: 'menu_system_online',
        name: '在线用户',
        menuType: 1,
        url: '/system/online',
        component: 'system/OnlineUserList',
        componentName: 'OnlineUserList',
        sortNo: 75,
        hidden: true,
        children: buttons('system:online', 'btn_online', [
          ['list', '查看在线用户'],
          ['forceLogout', '强制退出'],
        ]),
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
}

import type { Kysely } from 'kysely';
import { seedDicts } from './support/dicts.ts';
import { buttonSeeds, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

const actions: [string, string][] = [
  ['list', '查看部门'],
  ['add', '添加部门'],
  ['edit', '编辑部门'],
  ['delete', '删除部门'],
  ['users', '部门用户'],
  ['export', '导出部门'],
  ['import', '导入部门'],
];

/** 部门管理 menu, its buttons, and the organisation category dictionary. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedDicts(db, [
    {
      code: 'org_category',
      name: '机构类型',
      items: [
        ['1', '机构'],
        ['2', '部门'],
        ['3', '岗位'],
      ],
    },
  ]);
  await seedMenus(
    db,
    [
      {
        id: 'menu_system_depart',
        name: '部门管理',
        menuType: 1,
        url: '/system/depart',
        component: 'system/DepartList',
        componentName: 'DepartList',
        sortNo: 3,
        children: buttonSeeds('system:depart', 'btn_depart', actions),
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
}

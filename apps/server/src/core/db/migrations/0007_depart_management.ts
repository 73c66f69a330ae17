import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedDicts } from '../seed/dictSeed.ts';
import { buttonSeeds, seedMenus } from '../seed/menuSeed.ts';
import { SYSTEM_MENU_ID } from './0003_announcements.ts';

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
export async function up(db: Kysely<Database>): Promise<void> {
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

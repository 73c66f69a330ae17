import type { Kysely } from 'kysely';
import { seedDicts } from './support/dicts.ts';
import { buttonSeeds as buttons, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

export const DICT_MENU_ID = 'menu_system_dict';

/**
 * 字典管理: the menu with its buttons; a status per dictionary (停用 hides its items from every widget);
 * and the version stamps by which every server copy learns that a cache of its own is out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sys_dict')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // One value per dictionary, kept by the database even when two saves race.
  await db.schema
    .createIndex('uk_sys_dict_item_value')
    .on('sys_dict_item')
    .columns(['dict_id', 'item_value'])
    .unique()
    .execute();
  await db.schema
    .createTable('sys_cache_version')
    .addColumn('cache_name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .withTables<{ sysCacheVersion: { cacheName: string; version: number } }>()
    .insertInto('sysCacheVersion')
    .values({ cacheName: 'dict', version: 0 })
    .execute();
  await seedDicts(db, [
    {
      code: 'enable_status',
      name: '启用状态',
      type: 1,
      items: [
        ['1', '启用'],
        ['0', '停用'],
      ],
    },
  ]);

  await seedMenus(
    db,
    [
      {
        id: DICT_MENU_ID,
        name: '字典管理',
        menuType: 1,
        url: '/system/dict',
        component: 'system/DictList',
        componentName: 'DictList',
        sortNo: 5,
        children: buttons('system:dict', 'btn_dict', [
          ['list', '查看字典'],
          ['add', '添加字典'],
          ['edit', '编辑字典'],
          ['delete', '删除字典'],
          ['status', '启用停用字典'],
          ['recycle', '字典回收站'],
          ['export', '导出字典'],
          ['import', '导入字典'],
        ]),
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
}

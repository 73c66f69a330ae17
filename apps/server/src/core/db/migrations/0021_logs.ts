import type { Kysely } from 'kysely';
import { buttonSeeds as buttons, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

export const LogMenuIds = { log: 'menu_system_log', dataLog: 'menu_system_data_log' } as const;

/** 日志管理 (login and operation logs) and 数据日志 (record versions): the table and the menus. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_data_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('data_table', 'varchar(64)', (c) => c.notNull())
    .addColumn('data_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_content', 'text', (c) => c.notNull())
    .addColumn('data_version', 'integer', (c) => c.notNull())
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uk_sys_data_log_version')
    .on('sys_data_log')
    .columns(['data_table', 'data_id', 'data_version'])
    .unique()
    .execute();
  await db.schema.createIndex('idx_sys_data_log_time').on('sys_data_log').column('create_time').execute();
  await db.schema.createIndex('idx_sys_log_time').on('sys_log').column('create_time').execute();

  await seedMenus(
    db,
    [
      {
        id: LogMenuIds.log,
        name: '日志管理',
        menuType: 1,
        url: '/system/log',
        component: 'system/LogList',
        componentName: 'LogList',
        sortNo: 65,
        children: buttons('system:log', 'btn_log', [
          ['list', '查看日志'],
          ['export', '导出日志'],
          ['delete', '删除日志'],
        ]),
      },
      {
        id: LogMenuIds.dataLog,
        name: '数据日志',
        menuType: 1,
        url: '/system/dataLog',
        component: 'system/DataLogList',
        componentName: 'DataLogList',
        sortNo: 66,
        children: buttons('system:dataLog', 'btn_data_log', [['list', '查看数据日志']]),
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
}

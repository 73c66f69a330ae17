import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { seedAdminScreens } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

/** 多数据源 and 网关路由: their tables, their dictionaries, menus and buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_data_source')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('db_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('host', 'varchar(255)')
    .addColumn('port', 'integer')
    .addColumn('db_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('db_username', 'varchar(100)')
    .addColumn('db_password', 'varchar(1000)')
    .addColumn('remark', 'varchar(200)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_data_source_code')
    .on('sys_data_source')
    .column('code')
    .unique()
    .execute();

  await db.schema
    .createTable('sys_gateway_route')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('path_prefix', 'varchar(100)', (c) => c.notNull())
    .addColumn('uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('strip_prefix', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_gateway_route_prefix')
    .on('sys_gateway_route')
    .column('path_prefix')
    .unique()
    .execute();

  await seedDicts(db, [
    {
      code: 'database_type',
      name: '数据库类型',
      items: [
        ['postgres', 'PostgreSQL'],
        ['mysql', 'MySQL / MariaDB'],
        ['sqlite', 'SQLite'],
      ],
    },
    {
      code: 'yn',
      name: '是否',
      type: 1,
      items: [
        ['1', '是'],
        ['0', '否'],
      ],
    },
    {
      code: 'gateway_status',
      name: '网关路由状态',
      type: 1,
      items: [
        ['1', '启用'],
        ['0', '禁用'],
      ],
    },
  ]);

  await seedAdminScreens(
    db,
    SYSTEM_MENU_ID,
    [
      {
        id: 'menu_system_data_source',
        name: '多数据源',
        url: '/system/dataSource',
        component: 'system/DataSourceList',
        sortNo: 86,
        perms: 'system:dataSource',
        buttonIdPrefix: 'btn_data_source',
        buttons: [
          ['list', '查看数据源'],
          ['add', '添加数据源'],
          ['edit', '编辑数据源'],
          ['delete', '删除数据源'],
          ['test', '测试数据源连接'],
          ['export', '导出数据源'],
        ],
      },
      {
        id: 'menu_system_gateway_route',
        name: '网关路由',
        url: '/system/gatewayRoute',
        component: 'system/GatewayRouteList',
        sortNo: 87,
        perms: 'system:gatewayRoute',
        buttonIdPrefix: 'btn_gateway_route',
        buttons: [
          ['list', '查看网关路由'],
          ['add', '添加网关路由'],
          ['edit', '编辑网关路由'],
          ['delete', '删除网关路由'],
          ['export', '导出网关路由'],
        ],
      },
    ],
    { onlyUnderExistingParent: true },
  );
}

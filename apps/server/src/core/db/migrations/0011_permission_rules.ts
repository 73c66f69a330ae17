import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { buttonSeeds, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

/**
 * Menu management, data rules (数据规则) per menu, department permissions, department roles and their
 * grants, the address book; and the tenant and online-user menus of 0009 become visible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = db.withTables<{ sysPermission: { id: string; hidden: number } }>();
  await db.schema
    .createTable('sys_permission_data_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_column', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_conditions', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_value', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('idx_sys_permission_data_rule_perm')
    .on('sys_permission_data_rule')
    .column('permission_id')
    .execute();

  await db.schema
    .createTable('sys_depart_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .execute();
  await db.schema
    .createIndex('uk_sys_depart_permission')
    .on('sys_depart_permission')
    .columns(['depart_id', 'permission_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('sys_depart_role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_depart_role_code')
    .on('sys_depart_role')
    .columns(['depart_id', 'role_code'])
    .unique()
    .execute();

  await db.schema
    .createTable('sys_depart_role_user')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('drole_id', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uk_sys_depart_role_user')
    .on('sys_depart_role_user')
    .columns(['user_id', 'drole_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('idx_sys_depart_role_user_role')
    .on('sys_depart_role_user')
    .column('drole_id')
    .execute();

  await db.schema
    .createTable('sys_depart_role_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('uk_sys_depart_role_permission')
    .on('sys_depart_role_permission')
    .columns(['role_id', 'permission_id'])
    .unique()
    .execute();

  await seedDicts(db, [
    {
      code: 'rule_conditions',
      name: '规则条件',
      items: [
        ['=', '等于'],
        ['!=', '不等于'],
        ['>', '大于'],
        ['>=', '大于等于'],
        ['<', '小于'],
        ['<=', '小于等于'],
        ['IN', '包含于'],
        ['LIKE', '模糊'],
        ['LEFT_LIKE', '左模糊'],
        ['RIGHT_LIKE', '右模糊'],
      ],
    },
    {
      code: 'menu_type',
      name: '菜单类型',
      type: 1,
      items: [
        ['0', '一级菜单'],
        ['1', '子菜单'],
        ['2', '按钮/权限'],
      ],
    },
  ]);

  await seedMenus(
    db,
    [
      {
        id: 'menu_system_permission',
        name: '菜单管理',
        menuType: 1,
        url: '/system/permission',
        component: 'system/PermissionList',
        componentName: 'PermissionList',
        sortNo: 4,
        children: buttonSeeds('system:permission', 'btn_permission', [
          ['list', '查看菜单'],
          ['add', '添加菜单'],
          ['edit', '编辑菜单'],
          ['delete', '删除菜单'],
          ['dataRule', '数据规则'],
          ['export', '导出菜单'],
          ['import', '导入菜单'],
        ]),
      },
      {
        id: 'menu_system_address',
        name: '通讯录',
        menuType: 1,
        url: '/system/addressList',
        component: 'system/AddressList',
        componentName: 'AddressList',
        sortNo: 8,
        children: buttonSeeds('system:address', 'btn_address', [['list', '查看通讯录']]),
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
  await seedMenus(
    db,
    buttonSeeds('system:depart', 'btn_depart', [
      ['permission', '部门权限'],
      ['role', '部门角色'],
    ]).map((b, i) => ({ ...b, sortNo: 10 + i })),
    { admin: () => true },
    'menu_system_depart',
  );
  await tables
    .updateTable('sysPermission')
    .set({ hidden: 0 })
    .where('id', 'in', ['menu_system_tenant', 'menu_system_online'])
    .execute();
}

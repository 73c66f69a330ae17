import type { Kysely } from 'kysely';
import { seedAdminScreens } from './support/menus.ts';
import { formatDateTime, newId } from './support/rows.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';
/** The permission (0016's 服务对象 button) that reveals one masked value and exports personal data whole. */
const REVEAL_PERMISSION = 'wo:audience:viewSensitive';

type Tables = {
  sysRole: { id: string; roleCode: string };
  sysPermission: { id: string; name: string; perms: string | null };
  sysRolePermission: {
    id: string;
    roleId: string;
    permissionId: string;
    dataRuleIds: string | null;
    operateDate: string | null;
    operateIp: string | null;
  };
};

/**
 * Sensitive personal data masked for everyone (issue 16 point 12): the reveal permission is named for what
 * it now does and granted to admin; every reveal is written to sys_sensitive_log, which admin reads in
 * 系统管理 → 敏感信息查看日志.
 */
export async function up(migrating: Kysely<unknown>): Promise<void> {
  await migrating.schema
    .createTable('sys_sensitive_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('data_title', 'varchar(64)', (c) => c.notNull())
    .addColumn('data_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('field_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('field_label', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_by', 'varchar(50)', (c) => c.notNull())
    .addColumn('create_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await migrating.schema
    .createIndex('idx_sys_sensitive_log_time')
    .on('sys_sensitive_log')
    .columns(['tenant_id', 'create_time'])
    .execute();

  await seedAdminScreens(migrating, SYSTEM_MENU_ID, [
    {
      id: 'menu_system_sensitive_log',
      name: '敏感信息查看日志',
      url: '/system/sensitiveLog',
      component: 'system/SensitiveLogList',
      sortNo: 67,
      perms: 'system:sensitiveLog',
      buttonIdPrefix: 'btn_sensitive_log',
      buttons: [
        ['list', '查看敏感信息查看日志'],
        ['export', '导出敏感信息查看日志'],
      ],
    },
  ]);

  const db = migrating.withTables<Tables>();
  await db
    .updateTable('sysPermission')
    .set({ name: '查看完整敏感信息' })
    .where('perms', '=', REVEAL_PERMISSION)
    .execute();
  const permission = await db
    .selectFrom('sysPermission')
    .select('id')
    .where('perms', '=', REVEAL_PERMISSION)
    .executeTakeFirst();
  const admin = await db
    .selectFrom('sysRole')
    .select('id')
    .where('roleCode', '=', 'admin')
    .executeTakeFirst();
  if (!permission || !admin) return;
  const granted = await db
    .selectFrom('sysRolePermission')
    .select('id')
    .where('roleId', '=', admin.id)
    .where('permissionId', '=', permission.id)
    .executeTakeFirst();
  if (granted) return;
  await db
    .insertInto('sysRolePermission')
    .values({
      id: newId(),
      roleId: admin.id,
      permissionId: permission.id,
      dataRuleIds: null,
      operateDate: formatDateTime(),
      operateIp: null,
    })
    .execute();
}

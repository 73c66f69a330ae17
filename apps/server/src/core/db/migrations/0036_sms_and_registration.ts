import type { Kysely } from 'kysely';
import { seedAdminScreens } from './support/menus.ts';
import { formatDateTime } from './support/rows.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

/** The columns of sys_login_setting this migration writes. */
type SettingTables = {
  sysLoginSetting: {
    id: string;
    registerEnabled: number;
    registerRoleId: string | null;
    registerApproval: number;
    updateBy: string | null;
    updateTime: string | null;
  };
};

/**
 * SMS verification codes and their send log (rate limits that hold across server copies), password
 * recovery tickets, the 登录与注册设置 row and its screen under 系统管理, granted to admin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One live code per mobile and purpose; a new send replaces it.
  await db.schema
    .createTable('sys_sms_code')
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('mode', 'varchar(2)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_sms_code', ['mobile', 'mode'])
    .execute();

  await db.schema
    .createTable('sys_sms_send')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_send_mobile')
    .on('sys_sms_send')
    .columns(['mobile', 'sent_at'])
    .execute();
  await db.schema.createIndex('idx_sys_sms_send_ip').on('sys_sms_send').columns(['ip', 'sent_at']).execute();

  await db.schema
    .createTable('sys_recovery_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_login_setting')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('register_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('register_role_id', 'varchar(32)')
    .addColumn('register_approval', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('update_by', 'varchar(50)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db
    .withTables<SettingTables>()
    .insertInto('sysLoginSetting')
    .values({
      id: 'default',
      registerEnabled: 0,
      registerRoleId: null,
      registerApproval: 1,
      updateBy: 'system',
      updateTime: formatDateTime(),
    })
    .execute();

  await seedAdminScreens(db, SYSTEM_MENU_ID, [
    {
      id: 'menu_system_login_setting',
      name: '登录与注册设置',
      url: '/system/loginSetting',
      component: 'system/LoginSettings',
      sortNo: 90,
      perms: 'system:loginSetting',
      buttonIdPrefix: 'btn_login_setting',
      buttons: [['edit', '编辑登录与注册设置']],
    },
  ]);
}

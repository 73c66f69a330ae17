import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { seedAdminScreens } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

/**
 * 第三方登录 and 统一认证 (issue 18): the OAuth 2.0 / OpenID Connect providers, which outside account is
 * whose, the short-lived single-use tickets of the sign-in flow (state, one-time login tokens, bind
 * tickets) and the single sign-on tickets already used; the providers' menu and buttons.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_third_login_provider')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('authorize_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('token_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('userinfo_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('client_secret', 'varchar(1000)')
    .addColumn('scope', 'varchar(200)')
    .addColumn('user_claim', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_claim', 'varchar(64)')
    .addColumn('login_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('create_role_code', 'varchar(100)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_third_login_provider_code')
    .on('sys_third_login_provider')
    .column('code')
    .unique()
    .execute();

  await db.schema
    .createTable('sys_third_account')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('external_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('external_name', 'varchar(255)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uk_sys_third_account_external')
    .on('sys_third_account')
    .columns(['provider_code', 'external_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('uk_sys_third_account_user')
    .on('sys_third_account')
    .columns(['user_id', 'provider_code'])
    .unique()
    .execute();

  // Keyed by the SHA-256 of the ticket: the database never holds a usable one.
  await db.schema
    .createTable('sys_third_login_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('provider_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'varchar(2000)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_cas_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .execute();

  await seedDicts(db, [
    {
      code: 'third_login_mode',
      name: '第三方首次登录方式',
      items: [
        ['bind', '绑定已有账号'],
        ['create', '自动创建账号'],
      ],
    },
  ]);

  await seedAdminScreens(
    db,
    SYSTEM_MENU_ID,
    [
      {
        id: 'menu_system_third_login',
        name: '第三方登录',
        url: '/system/thirdLogin',
        component: 'system/ThirdLoginList',
        sortNo: 88,
        perms: 'system:thirdLogin',
        buttonIdPrefix: 'btn_third_login',
        buttons: [
          ['list', '查看第三方登录'],
          ['add', '添加第三方登录'],
          ['edit', '编辑第三方登录'],
          ['delete', '删除第三方登录'],
        ],
      },
    ],
    { onlyUnderExistingParent: true },
  );
}

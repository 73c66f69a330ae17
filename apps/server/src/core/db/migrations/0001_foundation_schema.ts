import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';

/** The tables of the foundation: users, roles, permissions, departments, tenants, dictionaries, logs, sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_user')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('realname', 'varchar(100)', (c) => c.notNull())
    .addColumn('password', 'varchar(255)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(255)')
    .addColumn('birthday', 'varchar(10)')
    .addColumn('sex', 'integer')
    .addColumn('email', 'varchar(100)')
    .addColumn('phone', 'varchar(45)')
    .addColumn('org_code', 'varchar(64)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('work_no', 'varchar(100)')
    .addColumn('post', 'varchar(100)')
    .addColumn('telephone', 'varchar(45)')
    .addColumn('user_identity', 'integer')
    .addColumn('depart_ids', 'varchar(1000)')
    .addColumn('rel_tenant_ids', 'varchar(100)')
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('uk_sys_user_username').on('sys_user').column('username').unique().execute();
  await db.schema.createIndex('uk_sys_user_work_no').on('sys_user').column('work_no').unique().execute();
  await db.schema.createIndex('uk_sys_user_phone').on('sys_user').column('phone').unique().execute();
  await db.schema.createIndex('uk_sys_user_email').on('sys_user').column('email').unique().execute();

  await db.schema
    .createTable('sys_role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('uk_sys_role_role_code').on('sys_role').column('role_code').unique().execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uk_sys_user_role')
    .on('sys_user_role')
    .columns(['user_id', 'role_id'])
    .unique()
    .execute();
  await db.schema.createIndex('idx_sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await db.schema
    .createTable('sys_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)')
    .addColumn('component', 'varchar(255)')
    .addColumn('component_name', 'varchar(100)')
    .addColumn('redirect', 'varchar(255)')
    .addColumn('menu_type', 'integer', (c) => c.notNull())
    .addColumn('perms', 'varchar(1000)')
    .addColumn('perms_type', 'varchar(10)')
    .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(100)')
    .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(255)')
    .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rule_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('idx_sys_permission_parent').on('sys_permission').column('parent_id').execute();

  await db.schema
    .createTable('sys_role_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('uk_sys_role_permission')
    .on('sys_role_permission')
    .columns(['role_id', 'permission_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('sys_depart')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('depart_name_en', 'varchar(500)')
    .addColumn('depart_name_abbr', 'varchar(500)')
    .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(500)')
    .addColumn('mobile', 'varchar(32)')
    .addColumn('fax', 'varchar(32)')
    .addColumn('address', 'varchar(100)')
    .addColumn('memo', 'varchar(500)')
    .addColumn('org_category', 'varchar(10)')
    .addColumn('org_type', 'varchar(10)')
    .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_depart_org_code')
    .on('sys_depart')
    .column('org_code')
    .unique()
    .execute();
  await db.schema.createIndex('idx_sys_depart_parent').on('sys_depart').column('parent_id').execute();

  await db.schema
    .createTable('sys_user_depart')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('dep_id', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uk_sys_user_depart')
    .on('sys_user_depart')
    .columns(['user_id', 'dep_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('sys_tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('begin_date', 'varchar(19)')
    .addColumn('end_date', 'varchar(19)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('sys_dict')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dict_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('uk_sys_dict_code').on('sys_dict').column('dict_code').unique().execute();

  await db.schema
    .createTable('sys_dict_item')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('dict_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('idx_sys_dict_item_dict').on('sys_dict_item').column('dict_id').execute();

  await db.schema
    .createTable('sys_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('operate_type', 'integer')
    .addColumn('userid', 'varchar(32)')
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(100)')
    .addColumn('method', 'varchar(500)')
    .addColumn('request_url', 'varchar(255)')
    .addColumn('request_param', 'text')
    .addColumn('request_type', 'varchar(10)')
    .addColumn('cost_time', 'integer')
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_log_type_time')
    .on('sys_log')
    .columns(['log_type', 'create_time'])
    .execute();

  await db.schema
    .createTable('sys_session')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'varchar(100)')
    .addColumn('user_agent', 'varchar(500)')
    .execute();
  await db.schema.createIndex('idx_sys_session_user').on('sys_session').column('user_id').execute();

  await db.schema
    .createTable('sys_login_guard')
    .addColumn('username', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('fail_count', 'integer', (c) => c.notNull())
    .addColumn('first_fail_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('sys_captcha')
    .addColumn('check_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

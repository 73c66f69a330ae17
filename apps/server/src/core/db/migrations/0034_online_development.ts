import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';
import { buttonSeeds, type MenuSeed, seedMenus } from './support/menus.ts';

/** 在线开发, the folder of the online module's design screens. */
const ONLINE_MENU_ID = 'menu_online';

const menus: MenuSeed[] = [
  {
    id: ONLINE_MENU_ID,
    name: '在线开发',
    menuType: 0,
    url: '/online',
    component: 'layouts/RouteView',
    redirect: '/online/cgform',
    icon: 'cloud',
    sortNo: 70,
    children: [
      {
        id: 'menu_online_cgform',
        name: '表单开发',
        menuType: 1,
        url: '/online/cgform',
        component: 'modules/online/cgform/OnlCgformHeadList',
        componentName: 'OnlCgformHeadList',
        sortNo: 1,
        children: buttonSeeds('online:form', 'btn_online_form', [
          ['list', '查看表单'],
          ['add', '新增表单'],
          ['edit', '编辑表单'],
          ['delete', '删除表单'],
          ['sync', '同步数据库'],
          ['enhance', '表单增强'],
          ['copy', '复制表单'],
          ['auth', '表单权限'],
        ]),
      },
      {
        id: 'menu_online_cgreport',
        name: '报表配置',
        menuType: 1,
        url: '/online/cgreport',
        component: 'modules/online/cgreport/OnlCgreportHeadList',
        componentName: 'OnlCgreportHeadList',
        sortNo: 2,
        children: buttonSeeds('online:report', 'btn_online_report', [
          ['list', '查看报表配置'],
          ['add', '新增报表'],
          ['edit', '编辑报表'],
          ['delete', '删除报表'],
        ]),
      },
    ],
  },
];

/**
 * 在线开发 (issue 17): online forms — a definition (head), its fields, the versions synchronised to the
 * database, client and server enhancements and custom buttons — and the design screens' menus, granted
 * to admin. A form's records live in a table of its own, `ol_<table_name>`, created by 同步数据库.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onl_cgform_head')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('table_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('table_txt', 'varchar(200)', (c) => c.notNull())
    .addColumn('table_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('table_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('synced_version', 'integer')
    .addColumn('is_db_synch', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('is_checkbox', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('is_page', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('is_tree', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('tree_parent_id_field', 'varchar(50)')
    .addColumn('tree_id_field', 'varchar(50)')
    .addColumn('tree_fieldname', 'varchar(50)')
    .addColumn('sub_table_str', 'varchar(1000)')
    .addColumn('relation_type', 'integer')
    .addColumn('tab_order_num', 'integer')
    .addColumn('query_mode', 'varchar(10)', (c) => c.notNull().defaultTo('single'))
    .addColumn('form_template', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
    .addColumn('form_template_mobile', 'varchar(10)')
    .addColumn('theme_template', 'varchar(20)', (c) => c.notNull().defaultTo('normal'))
    .addColumn('scroll', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_category', 'varchar(50)', (c) => c.notNull().defaultTo('temp'))
    .addColumn('copy_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('copy_version', 'integer')
    .addColumn('physic_id', 'varchar(32)')
    .addColumn('ext_config_json', 'varchar(1000)')
    .$call(auditColumns)
    .execute();
  // One original per table name; copies share their original's table.
  await db.schema
    .createIndex('idx_onl_cgform_head_table')
    .on('onl_cgform_head')
    .columns(['table_name', 'copy_type'])
    .execute();

  await db.schema
    .createTable('onl_cgform_field')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgform_head_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('db_field_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('db_field_name_old', 'varchar(32)')
    .addColumn('db_field_txt', 'varchar(200)', (c) => c.notNull())
    .addColumn('db_is_key', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('db_is_null', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('db_type', 'varchar(32)', (c) => c.notNull().defaultTo('string'))
    .addColumn('db_length', 'integer', (c) => c.notNull().defaultTo(32))
    .addColumn('db_point_length', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('db_default_val', 'varchar(200)')
    .addColumn('dict_field', 'varchar(100)')
    .addColumn('dict_table', 'varchar(255)')
    .addColumn('dict_text', 'varchar(100)')
    .addColumn('field_show_type', 'varchar(20)', (c) => c.notNull().defaultTo('text'))
    .addColumn('field_href', 'varchar(200)')
    .addColumn('field_length', 'integer')
    .addColumn('field_valid_type', 'varchar(300)')
    .addColumn('field_must_input', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('field_extend_json', 'varchar(500)')
    .addColumn('field_default_value', 'varchar(100)')
    .addColumn('is_query', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('query_mode', 'varchar(10)', (c) => c.notNull().defaultTo('single'))
    .addColumn('is_show_form', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_show_list', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('main_table', 'varchar(50)')
    .addColumn('main_field', 'varchar(50)')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_onl_cgform_field_name')
    .on('onl_cgform_field')
    .columns(['cgform_head_id', 'db_field_name'])
    .unique()
    .execute();

  await db.schema
    .createTable('onl_cgform_version')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgform_head_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('table_version', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('statements', 'text', (c) => c.notNull())
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('idx_onl_cgform_version_head')
    .on('onl_cgform_version')
    .columns(['cgform_head_id', 'table_version'])
    .execute();

  await db.schema
    .createTable('onl_cgform_enhance_js')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgform_head_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('cg_js_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('cg_js', 'text', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_onl_cgform_enhance_js_type')
    .on('onl_cgform_enhance_js')
    .columns(['cgform_head_id', 'cg_js_type'])
    .unique()
    .execute();

  await db.schema
    .createTable('onl_cgform_enhance_java')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgform_head_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('button_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('event', 'varchar(10)', (c) => c.notNull())
    .addColumn('cg_java_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('active_status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('idx_onl_cgform_enhance_java_head')
    .on('onl_cgform_enhance_java')
    .column('cgform_head_id')
    .execute();

  await db.schema
    .createTable('onl_cgform_button')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgform_head_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('button_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('button_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('button_style', 'varchar(20)', (c) => c.notNull().defaultTo('button'))
    .addColumn('opt_type', 'varchar(20)', (c) => c.notNull().defaultTo('js'))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('button_status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .addColumn('button_icon', 'varchar(20)')
    .addColumn('exp', 'varchar(255)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_onl_cgform_button_code')
    .on('onl_cgform_button')
    .columns(['cgform_head_id', 'button_code'])
    .unique()
    .execute();

  await seedMenus(db, menus, { admin: () => true });
}

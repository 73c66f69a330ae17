import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { seedAdminScreens } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

export const MessageMenuIds = {
  template: 'menu_system_message_template',
  message: 'menu_system_message',
} as const;

/** 消息模板 and 消息: the two tables, their dictionaries, menus and buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_sms_template')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('template_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('template_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('template_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('template_content', 'text', (c) => c.notNull())
    .addColumn('template_test_json', 'text')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_sms_template_code')
    .on('sys_sms_template')
    .column('template_code')
    .unique()
    .execute();

  await db.schema
    .createTable('sys_sms')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('es_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('es_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('es_receiver', 'varchar(100)', (c) => c.notNull())
    .addColumn('es_param', 'text')
    .addColumn('es_content', 'text', (c) => c.notNull())
    .addColumn('es_send_time', 'varchar(19)')
    .addColumn('es_send_status', 'integer', (c) => c.notNull())
    .addColumn('es_send_num', 'integer', (c) => c.notNull())
    .addColumn('es_result', 'varchar(1000)')
    .addColumn('remark', 'varchar(500)')
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('idx_sys_sms_time').on('sys_sms').column('create_time').execute();

  await seedDicts(db, [
    {
      code: 'msg_template_type',
      name: '消息类型',
      items: [
        ['1', '短信'],
        ['2', '邮件'],
        ['3', '系统消息'],
      ],
    },
    {
      code: 'msg_send_status',
      name: '消息发送状态',
      type: 1,
      items: [
        ['0', '未发送'],
        ['1', '发送成功'],
        ['2', '发送失败'],
        ['-1', '失败不再重试'],
      ],
    },
  ]);

  await seedAdminScreens(db, SYSTEM_MENU_ID, [
    {
      id: MessageMenuIds.template,
      name: '消息模板',
      url: '/system/messageTemplate',
      component: 'system/MessageTemplateList',
      sortNo: 81,
      perms: 'system:messageTemplate',
      buttonIdPrefix: 'btn_msg_template',
      buttons: [
        ['list', '查看消息模板'],
        ['add', '新增消息模板'],
        ['edit', '编辑消息模板'],
        ['delete', '删除消息模板'],
        ['export', '导出消息模板'],
        ['send', '发送测试消息'],
      ],
    },
    {
      id: MessageMenuIds.message,
      name: '消息',
      url: '/system/message',
      component: 'system/MessageList',
      sortNo: 82,
      perms: 'system:message',
      buttonIdPrefix: 'btn_message',
      buttons: [
        ['list', '查看消息'],
        ['resend', '重发消息'],
        ['delete', '删除消息'],
        ['export', '导出消息'],
      ],
    },
  ]);
}

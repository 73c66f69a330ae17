import type { Kysely } from 'kysely';
import { addDictItems } from './support/dicts.ts';

/**
 * 账户设置 (issue 18): each user's layout preferences (个性化) and the channels they take messages on
 * (新消息通知); a session's last request time for 我的登录会话; the message status 已跳过 for a
 * message not sent because its receiver turned that channel off.
 */
export async function up(migrating: Kysely<unknown>): Promise<void> {
  await migrating.schema
    .createTable('sys_user_preference')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('layout_json', 'varchar(2000)')
    .addColumn('notify_sms', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await migrating.schema.alterTable('sys_session').addColumn('last_seen_at', 'bigint').execute();

  await addDictItems(migrating, 'msg_send_status', [
    { value: '3', text: '已跳过', description: '接收人已关闭该渠道的消息', sortOrder: 5 },
  ]);
}

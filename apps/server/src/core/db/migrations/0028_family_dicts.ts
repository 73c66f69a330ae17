import type { Kysely } from 'kysely';
import { seedDicts } from './support/dicts.ts';

/**
 * The standard dictionaries the family's screens read by these codes, with the family's values. The
 * product's own dictionaries for the same things (msg_template_type, msg_send_status) stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedDicts(db, [
    {
      code: 'msgType',
      name: '发送消息类型',
      items: [
        ['1', '短信'],
        ['2', '邮件'],
        ['3', '微信'],
        ['4', '系统'],
      ],
    },
    {
      code: 'msgSendStatus',
      name: '消息发送状态',
      items: [
        ['0', '未发送'],
        ['1', '发送成功'],
        ['2', '发送失败'],
      ],
    },
    {
      code: 'operate_type',
      name: '操作类型',
      items: [
        ['1', '查询'],
        ['2', '添加'],
        ['3', '修改'],
        ['4', '删除'],
        ['5', '导入'],
        ['6', '导出'],
      ],
    },
    {
      code: 'global_perms_type',
      name: '全局权限策略',
      items: [
        ['1', '可见/可访问(授权后可见/可访问)'],
        ['2', '可编辑(未授权时禁用)'],
      ],
    },
  ]);
}

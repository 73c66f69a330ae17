import { defineResource } from '../resource/define.ts';

/**
 * 消息 (系统管理 → 消息): every message sent through a template (sys_sms), one per receiver, with its
 * status, attempts and result. Only sending creates them: never added, edited or imported here.
 */
export const messageResource = defineResource({
  title: '消息',
  table: 'sys_sms',
  path: '/sys/message/sysMessage',
  permissionPrefix: 'system:message',
  defaultSort: 'createTime',
  without: ['add', 'edit', 'import'],
  fields: {
    esTitle: {
      label: '消息标题',
      type: 'string',
      list: { width: 150, ellipsis: true },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    esContent: {
      label: '发送内容',
      type: 'string',
      list: { width: 200 },
      detail: true,
      sheet: { width: 50 },
    },
    esParam: { label: '发送所需参数', type: 'string', detail: true },
    esReceiver: {
      label: '接收人',
      type: 'string',
      list: { width: 160, ellipsis: true },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    esType: {
      label: '发送方式',
      type: 'string',
      dict: 'msg_template_type',
      list: { width: 90 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    esSendTime: {
      label: '发送时间',
      type: 'datetime',
      list: { width: 160 },
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    esSendStatus: {
      label: '发送状态',
      type: 'number',
      dict: 'msg_send_status',
      list: { width: 110 },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    esSendNum: { label: '发送次数', type: 'number', list: { width: 80 }, detail: true, sheet: { width: 10 } },
    esResult: {
      label: '发送结果',
      type: 'string',
      list: { ellipsis: true },
      detail: true,
      sheet: { width: 40 },
    },
    remark: { label: '备注', type: 'string', detail: true },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', superQuery: true },
    /** When the latest attempt began (a message still 发送中 long after it was cut off). */
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});

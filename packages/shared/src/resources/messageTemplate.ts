import { templateDataProblem } from '../message.ts';
import { defineResource } from '../resource/define.ts';
import { codePattern } from '../resource/fields.ts';

/** 消息模板 (系统管理 → 消息模板): texts with ${变量名} placeholders, sent by channel. */
export const messageTemplateResource = defineResource({
  title: '消息模板',
  table: 'sys_sms_template',
  path: '/sys/message/sysMessageTemplate',
  permissionPrefix: 'system:messageTemplate',
  defaultSort: 'createTime',
  fields: {
    templateName: {
      label: '模板标题',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 180 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    templateCode: {
      label: '模板编码',
      type: 'string',
      input: {
        required: true,
        max: 64,
        pattern: codePattern('模板编码'),
        unique: true,
      },
      list: { width: 160 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    templateType: {
      label: '模板类型',
      type: 'string',
      dict: 'msg_template_type',
      input: { required: true },
      list: { width: 100 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    templateContent: {
      label: '模板内容',
      type: 'string',
      multiline: { minRows: 4, maxRows: 10 },
      input: {
        required: true,
        max: 20000,
        hint:
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the hint shows the placeholder syntax itself.
          '用 ${变量名} 表示要替换的内容，例如：${name}您好，工单${orderNo}已派发。邮件和系统消息的内容可以是HTML。',
      },
      list: {},
      superQuery: true,
      detail: true,
      sheet: { width: 50 },
    },
    templateTestJson: {
      label: '测试数据',
      type: 'string',
      multiline: { minRows: 2, maxRows: 6 },
      input: {
        max: 5000,
        check: templateDataProblem,
        hint: 'JSON对象，例如 {"name":"张三","orderNo":"GD202601010001"}',
      },
      detail: true,
      sheet: { width: 30 },
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 170 }, superQuery: true, detail: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});

import { defineResource } from '../resource/define.ts';

/**
 * 敏感信息查看日志 (系统管理): every masked value revealed with 查看完整 — who, whose record, which field,
 * when. Only a reveal writes one: never added, edited, imported or deleted here.
 */
export const sensitiveLogResource = defineResource({
  title: '敏感信息查看日志',
  table: 'sys_sensitive_log',
  path: '/sys/sensitiveLog',
  permissionPrefix: 'system:sensitiveLog',
  menuComponent: 'system/SensitiveLogList',
  defaultSort: 'createTime',
  without: ['add', 'edit', 'import', 'delete'],
  fields: {
    createName: {
      label: '查看人',
      type: 'string',
      list: { width: 110 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    createTime: {
      label: '查看时间',
      type: 'datetime',
      list: { width: 170 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    dataName: {
      label: '查看对象',
      type: 'string',
      list: { width: 110 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    fieldLabel: {
      label: '查看字段',
      type: 'string',
      list: { width: 110 },
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    dataTitle: {
      label: '数据类型',
      type: 'string',
      list: { width: 100 },
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    createBy: {
      label: '查看人账号',
      type: 'string',
      list: { width: 120 },
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    dataId: { label: '记录ID', type: 'string', detail: true, sheet: { width: 34 } },
    fieldName: { label: '字段名', type: 'string' },
  },
});

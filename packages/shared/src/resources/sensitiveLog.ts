import { defineResource, type ResourceFieldType } from '../resource/define.ts';

/** A column of the log: listed this wide, in the advanced query, the detail and the export (this wide). */
const column = <const T extends ResourceFieldType>(
  label: string,
  type: T,
  listWidth: number,
  sheetWidth: number,
) =>
  ({
    label,
    type,
    list: { width: listWidth },
    superQuery: true,
    detail: true,
    sheet: { width: sheetWidth },
  }) as const;

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
    createName: { ...column('查看人', 'string', 110, 12), search: true },
    createTime: { ...column('查看时间', 'datetime', 170, 20), search: true },
    dataName: { ...column('查看对象', 'string', 110, 12), search: true },
    fieldLabel: column('查看字段', 'string', 110, 12),
    dataTitle: column('数据类型', 'string', 100, 12),
    createBy: column('查看人账号', 'string', 120, 14),
    dataId: { label: '记录ID', type: 'string', detail: true, sheet: { width: 34 } },
    fieldName: { label: '字段名', type: 'string' },
  },
});

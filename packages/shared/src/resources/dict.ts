import { defineResource } from '../resource/define.ts';

/** The status of dictionaries and of their items: 1 启用, 0 停用 (seeded by migration 0019). */
export const DICT_STATUS_DICT = 'enable_status';

/**
 * A plain dictionary's code. A comma would make the widgets read it as a table dictionary
 * (`table,text,code`), which its module registers in code, not here.
 */
export function dictCodeProblem(code: string): string | null {
  if (code.includes(',')) return '字典编码不能包含逗号，表字典（表名,显示字段,存储字段）无需在此添加';
  return /^[A-Za-z0-9_]+$/.test(code) ? null : '字典编码只能由字母、数字和下划线组成';
}

/** 数据字典 (系统管理 → 字典管理): deleted into a recycle bin; its items are 字典项 (dictItem.ts). */
export const dictResource = defineResource({
  title: '数据字典',
  table: 'sys_dict',
  path: '/sys/dict',
  permissionPrefix: 'system:dict',
  menuComponent: 'system/DictList',
  defaultSort: 'createTime',
  fields: {
    dictName: {
      label: '字典名称',
      type: 'string',
      input: { required: true, requiredMessage: '字典名称不能为空', max: 100 },
      list: { width: 200 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    dictCode: {
      label: '字典编码',
      type: 'string',
      input: {
        required: true,
        requiredMessage: '字典编码不能为空',
        max: 100,
        check: dictCodeProblem,
        unique: true,
        taken: '字典编码已存在',
        takenInRecycleBin: '字典编码已存在于回收站，请先还原或彻底删除',
        hint: '字母、数字和下划线，例如 visit_way',
      },
      list: { width: 200 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    description: {
      label: '描述',
      type: 'string',
      multiline: { minRows: 3, maxRows: 3 },
      input: { max: 255 },
      list: {},
      superQuery: true,
      detail: true,
      sheet: { width: 30 },
    },
    /** 0 string values, 1 numeric values: the family's clients may send it; a new dictionary holds text. */
    type: {
      label: '字典类型',
      type: 'number',
      input: {
        apiOnly: true,
        check: (value) => (value === '0' || value === '1' ? null : '字典类型只能是字符串或数字'),
      },
    },
    status: {
      label: '状态',
      type: 'number',
      dict: DICT_STATUS_DICT,
      list: { width: 90 },
      search: 'advanced',
      superQuery: true,
      detail: true,
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', superQuery: true, detail: true },
    updateBy: { label: '更新人', type: 'string' },
    /** In the recycle bin: when it was deleted. */
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});

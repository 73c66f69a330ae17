import type { GridRuleColumn } from './gridRowCheck.ts';

/**
 * The rules of the dictionary items grid (字典配置), declared once: the grid shows them on its cells and
 * the server checks a batch save against them again. Lengths and the status values stay the server's.
 */
export const DICT_ITEM_GRID_RULES = {
  itemText: { key: 'itemText', title: '名称', validateRules: [{ required: true, message: '名称不能为空' }] },
  itemValue: {
    key: 'itemValue',
    title: '数据值',
    validateRules: [
      { required: true, message: '数据值不能为空' },
      { unique: true, message: '数据值不能重复' },
    ],
  },
  sortOrder: {
    key: 'sortOrder',
    title: '排序',
    validateRules: [
      { required: true, message: '排序不能为空' },
      { pattern: 'n', message: '排序必须是数字' },
      { pattern: 'z', message: '排序必须是整数' },
    ],
  },
  status: { key: 'status', title: '状态', validateRules: [{ required: true, message: '请选择状态' }] },
} as const satisfies Record<string, GridRuleColumn>;

export const DICT_ITEM_GRID_COLUMNS: readonly GridRuleColumn[] = Object.values(DICT_ITEM_GRID_RULES);

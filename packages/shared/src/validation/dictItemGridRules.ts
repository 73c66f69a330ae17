import { resourceMessages } from '../resource/define.ts';
import { dictItemResource } from '../resources/dictItem.ts';
import type { GridRuleColumn } from './gridRowCheck.ts';

const { itemText, itemValue, sortOrder, status } = dictItemResource.fields;

/**
 * The rules of the dictionary items grid (字典配置), from the items' definition: the grid shows them on its
 * cells and the server checks a batch save against them again. Lengths and the status values stay the
 * server's.
 */
export const DICT_ITEM_GRID_RULES = {
  itemText: {
    key: 'itemText',
    title: itemText.label,
    validateRules: [{ required: true, message: resourceMessages.empty(itemText) }],
  },
  itemValue: {
    key: 'itemValue',
    title: itemValue.label,
    validateRules: [
      { required: true, message: resourceMessages.empty(itemValue) },
      { unique: true, message: itemValue.input.taken },
    ],
  },
  sortOrder: {
    key: 'sortOrder',
    title: sortOrder.label,
    validateRules: [
      { required: true, message: resourceMessages.empty(sortOrder) },
      { pattern: 'n', message: `${sortOrder.label}必须是数字` },
      { pattern: 'z', message: resourceMessages.notInteger(sortOrder) },
    ],
  },
  status: {
    key: 'status',
    title: status.label,
    validateRules: [{ required: true, message: resourceMessages.required(status) }],
  },
} as const satisfies Record<string, GridRuleColumn>;

export const DICT_ITEM_GRID_COLUMNS: readonly GridRuleColumn[] = Object.values(DICT_ITEM_GRID_RULES);

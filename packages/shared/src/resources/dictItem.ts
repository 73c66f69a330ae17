import { defineResource } from '../resource/define.ts';
import { DICT_STATUS_DICT } from './dict.ts';

const STATUS_INVALID = '状态只能是启用或停用';
/** 1 启用 or 0 停用, whatever the status dictionary holds. */
const enabledOrNot = (value: string) => (value === '0' || value === '1' ? null : STATUS_INVALID);

/** The most items one dictionary may hold (and one batch save may send). */
export const MAX_DICT_ITEMS = 1000;

/**
 * 字典项: the items of a dictionary, edited in its 字典配置 grid. They are reached through their dictionary
 * (its data rules, its edit permission) and saved as a batch, so the server serves them beside the
 * dictionary's endpoints, with these fields' labels, limits and messages.
 */
export const dictItemResource = defineResource({
  title: '字典项',
  table: 'sys_dict_item',
  path: '/sys/dictItem',
  permissionPrefix: 'system:dict',
  defaultSort: 'sortOrder',
  fields: {
    itemText: {
      label: '名称',
      type: 'string',
      input: { required: true, requiredMessage: '名称不能为空', max: 100 },
    },
    itemValue: {
      label: '数据值',
      type: 'string',
      input: { required: true, requiredMessage: '数据值不能为空', max: 100, taken: '数据值不能重复' },
    },
    description: { label: '描述', type: 'string', input: { max: 255 } },
    sortOrder: {
      label: '排序',
      type: 'number',
      input: {
        required: true,
        requiredMessage: '排序不能为空',
        integer: true,
        range: { min: -1_000_000, max: 1_000_000 },
        default: 0,
      },
    },
    status: {
      label: '状态',
      type: 'number',
      dict: DICT_STATUS_DICT,
      input: { required: true, default: 1, invalid: STATUS_INVALID, check: enabledOrNot },
    },
  },
});

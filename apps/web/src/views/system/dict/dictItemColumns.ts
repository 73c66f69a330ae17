import { DICT_ITEM_GRID_RULES } from '@hcs/shared';
import type { GridColumn } from '../../../components/grid/index.ts';
import { DICT_STATUS_DICT } from './dictApi.ts';

/** The items grid: its rules are shared with the server, which checks them again (第N行：…). */
export const DICT_ITEM_COLUMNS: readonly GridColumn[] = [
  { key: 'drag', title: '拖动排序', type: 'dragSort', width: 90 },
  {
    ...DICT_ITEM_GRID_RULES.itemText,
    type: 'input',
    width: 180,
    placeholder: '请输入名称',
    props: { maxLength: 100 },
  },
  {
    ...DICT_ITEM_GRID_RULES.itemValue,
    type: 'input',
    width: 160,
    placeholder: '请输入数据值',
    props: { maxLength: 100 },
  },
  {
    key: 'description',
    title: '描述',
    type: 'input',
    width: 200,
    placeholder: '请输入描述',
    props: { maxLength: 255 },
  },
  {
    ...DICT_ITEM_GRID_RULES.sortOrder,
    type: 'inputNumber',
    width: 100,
  },
  {
    ...DICT_ITEM_GRID_RULES.status,
    type: 'select',
    width: 110,
    dictCode: DICT_STATUS_DICT,
    defaultValue: '1',
  },
];

import type { GridColumn } from '../../../components/grid/index.ts';
import { DICT_STATUS_DICT } from './dictApi.ts';

/** The items grid: the server checks the same rules again (第N行：…). */
export const DICT_ITEM_COLUMNS: readonly GridColumn[] = [
  { key: 'drag', title: '拖动排序', type: 'dragSort', width: 90 },
  {
    key: 'itemText',
    title: '名称',
    type: 'input',
    width: 180,
    placeholder: '请输入名称',
    validateRules: [{ required: true, message: '名称不能为空' }],
    props: { maxLength: 100 },
  },
  {
    key: 'itemValue',
    title: '数据值',
    type: 'input',
    width: 160,
    placeholder: '请输入数据值',
    validateRules: [
      { required: true, message: '数据值不能为空' },
      { unique: true, message: '数据值不能重复' },
    ],
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
    key: 'sortOrder',
    title: '排序',
    type: 'inputNumber',
    width: 100,
    validateRules: [{ required: true, message: '排序不能为空' }],
  },
  {
    key: 'status',
    title: '状态',
    type: 'select',
    width: 110,
    dictCode: DICT_STATUS_DICT,
    defaultValue: '1',
    validateRules: [{ required: true, message: '请选择状态' }],
  },
];

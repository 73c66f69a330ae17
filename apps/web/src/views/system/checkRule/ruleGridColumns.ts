import type { GridColumn } from '../../../components/grid/index.ts';

/** The rule editor's rows: how many characters, the regular expression they must match, the message. */
export const RULE_GRID_COLUMNS: GridColumn[] = [
  { key: 'rowNumber', title: '序号', type: 'rowNumber' },
  {
    key: 'digits',
    title: '位数',
    type: 'input',
    width: 90,
    placeholder: '* 或位数',
    defaultValue: '*',
    validateRules: [
      { required: true, message: '请输入位数' },
      { pattern: /^(\*|[1-9]\d{0,2})$/, message: '位数只能是*或1到999的整数' },
    ],
  },
  {
    key: 'pattern',
    title: '规则（正则表达式）',
    type: 'input',
    width: 240,
    placeholder: '如 ^[a-zA-Z]$',
    validateRules: [{ required: true, message: '请输入正则表达式' }],
  },
  {
    key: 'message',
    title: '提示文本',
    type: 'input',
    width: 220,
    placeholder: '不通过时的提示',
    validateRules: [{ required: true, message: '请输入提示文本' }],
  },
];

import { ONLINE_DB_TYPES, ONLINE_SHOW_TYPES, type OnlineFormField } from '@hcs/shared';
import type { GridColumn, GridRule } from '../../../../../components/grid/index.ts';
import { CUSTOM_PATTERN, NEW_FIELD } from './fieldRows.ts';
import {
  dictProblem,
  extendJsonProblem,
  fieldLengthProblem,
  fieldNameProblem,
  foreignKeyProblem,
  lengthProblem,
  pointProblem,
  RULE_PRESET_LABELS,
  validTypeProblem,
} from './fieldRules.ts';

/** The designer's tabs of the field grid, as the family has them. */
export const FIELD_TABS = [
  { key: 'db', label: '数据库属性' },
  { key: 'page', label: '页面属性' },
  { key: 'check', label: '校验字段' },
  { key: 'foreign', label: '外键' },
  { key: 'dict', label: '字典' },
] as const;
export type FieldTab = (typeof FIELD_TABS)[number]['key'];

/** Which tab shows an attribute (where a problem found on saving is shown). */
export const TAB_OF_KEY: Record<string, FieldTab> = {
  dbFieldName: 'db',
  dbFieldTxt: 'db',
  dbLength: 'db',
  dbPointLength: 'db',
  fieldLength: 'page',
  fieldExtendJson: 'page',
  fieldValidType: 'check',
  validPattern: 'check',
  mainTable: 'foreign',
  mainField: 'foreign',
  dictTable: 'dict',
  dictField: 'dict',
  dictText: 'dict',
};

const rule = (check: (value: unknown, row: Record<string, unknown>) => string | null): GridRule => ({
  handler: ({ value, row }) => check(value, row),
});

const FLAG: readonly [number, number] = [1, 0];
const flagColumn = (key: keyof OnlineFormField, title: string, width = 80): GridColumn => ({
  key,
  title,
  type: 'checkbox',
  customValue: FLAG,
  defaultValue: NEW_FIELD[key as keyof typeof NEW_FIELD],
  width,
});

const DB_TYPE_LABELS: Record<(typeof ONLINE_DB_TYPES)[number], string> = {
  string: 'String',
  int: 'Integer',
  double: 'Double',
  BigDecimal: 'BigDecimal',
  Date: 'Date',
  Datetime: 'Datetime',
  Text: 'Text',
  Blob: 'Blob',
};

/** The field's name and remark, read-only, so the other tabs say which field a row is. */
const NAME_COLUMNS: GridColumn[] = [
  { key: 'dbFieldName', title: '字段名', type: 'normal', width: 140 },
  { key: 'dbFieldTxt', title: '字段备注', type: 'normal', width: 140 },
];

const DB_COLUMNS: GridColumn[] = [
  { key: 'dragSort', title: '排序', type: 'dragSort', width: 50 },
  {
    key: 'dbFieldName',
    title: '字段名',
    type: 'input',
    width: 150,
    placeholder: '请输入字段名',
    validateRules: [{ unique: true, message: '字段名不能重复' }, rule((value) => fieldNameProblem(value))],
  },
  {
    key: 'dbFieldTxt',
    title: '字段备注',
    type: 'input',
    width: 150,
    placeholder: '请输入字段备注',
    validateRules: [{ required: true, message: '请输入字段备注' }],
  },
  {
    key: 'dbLength',
    title: '长度',
    type: 'inputNumber',
    width: 90,
    defaultValue: NEW_FIELD.dbLength,
    validateRules: [rule((value, row) => lengthProblem(value, row.dbType))],
  },
  {
    key: 'dbPointLength',
    title: '小数点',
    type: 'inputNumber',
    width: 90,
    defaultValue: NEW_FIELD.dbPointLength,
    validateRules: [rule((value, row) => pointProblem(value, row.dbType, row.dbLength))],
  },
  { key: 'dbDefaultVal', title: '默认值', type: 'input', width: 120 },
  {
    key: 'dbType',
    title: '字段类型',
    type: 'select',
    width: 130,
    defaultValue: NEW_FIELD.dbType,
    options: ONLINE_DB_TYPES.map((value) => ({ value, text: DB_TYPE_LABELS[value] })),
    validateRules: [{ required: true, message: '请选择字段类型' }],
  },
  flagColumn('dbIsKey', '主键'),
  flagColumn('dbIsNull', '允许空'),
];

const PAGE_COLUMNS: GridColumn[] = [
  ...NAME_COLUMNS,
  flagColumn('isShowForm', '表单显示'),
  flagColumn('isShowList', '列表显示'),
  flagColumn('sortFlag', '是否排序'),
  flagColumn('isReadOnly', '是否只读'),
  {
    key: 'fieldShowType',
    title: '控件类型',
    type: 'select',
    width: 140,
    defaultValue: NEW_FIELD.fieldShowType,
    allowSearch: true,
    options: Object.entries(ONLINE_SHOW_TYPES).map(([value, text]) => ({ value, text })),
    validateRules: [{ required: true, message: '请选择控件类型' }],
  },
  {
    key: 'fieldLength',
    title: '控件长度',
    type: 'inputNumber',
    width: 100,
    validateRules: [rule((value) => fieldLengthProblem(value))],
  },
  flagColumn('isQuery', '是否查询'),
  {
    key: 'queryMode',
    title: '查询模式',
    type: 'select',
    width: 120,
    defaultValue: NEW_FIELD.queryMode,
    options: [
      { value: 'single', text: '普通查询' },
      { value: 'group', text: '范围查询' },
    ],
  },
  {
    key: 'fieldDefaultValue',
    title: '控件默认值',
    type: 'input',
    width: 150,
    placeholder: '如 #{sysUserCode}',
  },
  {
    key: 'fieldExtendJson',
    title: '扩展参数',
    type: 'input',
    width: 160,
    placeholder: 'JSON，如 {"code":"report"}',
    validateRules: [rule((value) => extendJsonProblem(value))],
  },
];

const CHECK_COLUMNS: GridColumn[] = [
  ...NAME_COLUMNS,
  {
    key: 'validPreset',
    title: '校验规则',
    type: 'select',
    width: 170,
    placeholder: '不校验',
    allowSearch: true,
    options: [
      ...Object.entries(RULE_PRESET_LABELS).map(([value, text]) => ({ value, text })),
      { value: CUSTOM_PATTERN, text: '自定义正则' },
    ],
  },
  {
    key: 'validPattern',
    title: '自定义正则',
    type: 'input',
    width: 200,
    placeholder: '如 /^[A-Z]{2}\\d{4}$/',
    validateRules: [
      rule((value, row) => {
        if (row.validPreset !== CUSTOM_PATTERN) return null;
        if (!value) return '选择了自定义正则，请填写正则表达式';
        return validTypeProblem(value);
      }),
    ],
  },
  flagColumn('fieldMustInput', '是否必填'),
];
// 是否必填 holds '1' / '0' (the family's spelling), not numbers.
const mustInput = CHECK_COLUMNS.at(-1);
if (mustInput) {
  mustInput.customValue = ['1', '0'];
  mustInput.defaultValue = NEW_FIELD.fieldMustInput;
}

const FOREIGN_COLUMNS: GridColumn[] = [
  ...NAME_COLUMNS,
  {
    key: 'mainTable',
    title: '主表名',
    type: 'input',
    width: 170,
    placeholder: '主表的表名',
    validateRules: [rule((_value, row) => problemAt('mainTable', foreignKeyProblem(row)))],
  },
  {
    key: 'mainField',
    title: '主表字段',
    type: 'input',
    width: 170,
    placeholder: '如 id',
    validateRules: [rule((_value, row) => problemAt('mainField', foreignKeyProblem(row)))],
  },
];

const DICT_COLUMNS: GridColumn[] = [
  ...NAME_COLUMNS,
  {
    key: 'dictField',
    title: '字典Code',
    type: 'input',
    width: 170,
    placeholder: '字典编码，或字典表的值列',
    validateRules: [rule((_value, row) => problemAt('dictField', dictProblem(row)))],
  },
  {
    key: 'dictTable',
    title: '字典表',
    type: 'input',
    width: 170,
    validateRules: [rule((_value, row) => problemAt('dictTable', dictProblem(row)))],
  },
  {
    key: 'dictText',
    title: '字典Text',
    type: 'input',
    width: 170,
    validateRules: [rule((_value, row) => problemAt('dictText', dictProblem(row)))],
  },
];

function problemAt(key: string, problem: { key: string; message: string } | null): string | null {
  return problem && problem.key === key ? problem.message : null;
}

export const FIELD_COLUMNS: Record<FieldTab, readonly GridColumn[]> = {
  db: DB_COLUMNS,
  page: PAGE_COLUMNS,
  check: CHECK_COLUMNS,
  foreign: FOREIGN_COLUMNS,
  dict: DICT_COLUMNS,
};

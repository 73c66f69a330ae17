import { checkReportHref, type ReportItemInput, type ReportParamInput } from '@hcs/shared';
import type { GridColumn, GridOption, GridRow, GridRule } from '../../../../components/grid/index.ts';

/** The types a report field may have (onl_cgreport_item.field_type). */
export const REPORT_FIELD_TYPES: readonly GridOption[] = [
  { value: 'String', text: '字符串' },
  { value: 'Integer', text: '整数' },
  { value: 'Double', text: '小数' },
  { value: 'Date', text: '日期' },
  { value: 'Datetime', text: '日期时间' },
];

export const REPORT_SEARCH_MODES: readonly GridOption[] = [
  { value: 'single', text: '单条件' },
  { value: 'group', text: '范围' },
];

/** Flags are 1 / 0 in the definition. */
const FLAG: readonly [unknown, unknown] = [1, 0];

const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const NAME_MESSAGE = '只能包含字母、数字和下划线，且不能以数字开头';

/** The link column's rule: the server's own check (checkReportHref), against the fields of the grid. */
const hrefRule: GridRule = {
  handler: ({ value, rows }) => {
    const href = typeof value === 'string' ? value.trim() : '';
    if (href === '') return null;
    const problem = checkReportHref(
      href,
      rows.map((row) => (typeof row.fieldName === 'string' ? row.fieldName.trim() : '')),
    );
    return problem ? `链接${problem}` : null;
  },
};

/** The columns of the fields grid (字段名 … 排序号); the dictionaries are the select's options. */
export function reportItemColumns(dictionaries: readonly GridOption[]): GridColumn[] {
  return [
    { key: 'rowNumber', title: '序号', type: 'rowNumber', width: 48 },
    {
      key: 'fieldName',
      title: '字段名',
      type: 'input',
      width: 110,
      validateRules: [
        { required: true, message: '请输入字段名' },
        { unique: true, message: '字段名不能重复' },
        { pattern: NAME_PATTERN, message: `字段名${NAME_MESSAGE}` },
      ],
    },
    {
      key: 'fieldTxt',
      title: '字段文本',
      type: 'input',
      width: 110,
      validateRules: [{ required: true, message: '请输入字段文本' }],
    },
    { key: 'fieldWidth', title: '宽度', type: 'inputNumber', width: 76, props: { min: 0, max: 2000 } },
    {
      key: 'fieldType',
      title: '类型',
      type: 'select',
      width: 116,
      options: REPORT_FIELD_TYPES,
      defaultValue: 'String',
      validateRules: [{ required: true, message: '请选择类型' }],
    },
    {
      key: 'dictCode',
      title: '字典',
      type: 'select-search',
      width: 140,
      options: dictionaries,
      placeholder: '不使用字典',
    },
    {
      key: 'fieldHref',
      title: '链接',
      type: 'input',
      width: 180,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a link names the row's fields as ${field}.
      placeholder: '如 /system/user?username=${username}',
      validateRules: [hrefRule],
    },
    {
      key: 'isShow',
      title: '是否显示',
      type: 'checkbox',
      width: 76,
      customValue: FLAG,
      defaultChecked: true,
    },
    { key: 'isSearch', title: '是否查询', type: 'checkbox', width: 76, customValue: FLAG },
    {
      key: 'searchMode',
      title: '查询模式',
      type: 'select',
      width: 100,
      options: REPORT_SEARCH_MODES,
      defaultValue: 'single',
    },
    { key: 'isOrder', title: '是否排序', type: 'checkbox', width: 76, customValue: FLAG },
    { key: 'orderNum', title: '排序号', type: 'inputNumber', width: 76, isOrder: true },
  ];
}

export const REPORT_PARAM_COLUMNS: GridColumn[] = [
  { key: 'rowNumber', title: '序号', type: 'rowNumber' },
  {
    key: 'paramName',
    title: '参数名',
    type: 'input',
    width: 180,
    validateRules: [
      { required: true, message: '请输入参数名' },
      { unique: true, message: '参数名不能重复' },
      { pattern: NAME_PATTERN, message: `参数名${NAME_MESSAGE}` },
    ],
  },
  { key: 'paramTxt', title: '参数文本', type: 'input', width: 180 },
  { key: 'paramValue', title: '默认值', type: 'input', width: 200 },
  { key: 'orderNum', title: '排序号', type: 'inputNumber', width: 90, isOrder: true },
];

/** The grid's own prefix of temporary ids: it leaves such an id out of the rows it gives back. */
const TEMP_PREFIX = 'tmp_';
let sequence = 0;
/** A temporary id for a row the server has not saved. */
const tempId = (kind: string) => `${TEMP_PREFIX}${kind}${++sequence}`;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value);
const flag = (value: unknown): number => (value === 1 || value === '1' || value === true ? 1 : 0);
const whole = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : null;
};

/**
 * Saved (or parsed) fields as grid rows, each with a temporary id: a save replaces a report's fields
 * and parameters as a whole, so the rows need no ids of their own.
 */
export function itemRows(items: readonly ReportItemInput[]): GridRow[] {
  return items.map((item, i) => ({
    ...item,
    id: tempId('item'),
    dictCode: item.dictCode ?? '',
    fieldHref: item.fieldHref ?? '',
    searchMode: item.searchMode || 'single',
    orderNum: item.orderNum ?? i,
  }));
}

export function paramRows(params: readonly ReportParamInput[]): GridRow[] {
  return params.map((param, i) => ({
    ...param,
    id: tempId('param'),
    paramTxt: param.paramTxt ?? '',
    paramValue: param.paramValue ?? '',
    orderNum: param.orderNum ?? i,
  }));
}

/** The grid's rows as the definition's fields: numbers and flags as the server keeps them. */
export function itemsOf(rows: readonly Record<string, unknown>[]): ReportItemInput[] {
  return rows.map((row, i) => {
    const width = whole(row.fieldWidth);
    const dictCode = text(row.dictCode);
    const fieldHref = text(row.fieldHref);
    return {
      fieldName: text(row.fieldName),
      fieldTxt: text(row.fieldTxt),
      fieldWidth: width && width > 0 ? width : null,
      fieldType: text(row.fieldType) || 'String',
      dictCode: dictCode || null,
      // No link: left out (the server keeps none).
      ...(fieldHref ? { fieldHref } : {}),
      isShow: flag(row.isShow),
      isSearch: flag(row.isSearch),
      searchMode: text(row.searchMode) === 'group' ? 'group' : 'single',
      isOrder: flag(row.isOrder),
      orderNum: whole(row.orderNum) ?? i,
    };
  });
}

export function paramsOf(rows: readonly Record<string, unknown>[]): ReportParamInput[] {
  return rows.map((row, i) => ({
    paramName: text(row.paramName),
    paramTxt: text(row.paramTxt) || null,
    paramValue: text(row.paramValue) || null,
    orderNum: whole(row.orderNum) ?? i,
  }));
}

/**
 * 解析SQL's fields merged into what the designer has entered: a field the SQL still returns keeps its
 * settings (text, width, dictionary, flags), a new one is added as parsed, one the SQL no longer returns
 * goes. The same for parameters, whose defaults are kept.
 */
export function mergeParsedItems(
  current: readonly ReportItemInput[],
  parsed: readonly ReportItemInput[],
): ReportItemInput[] {
  const byName = new Map(current.map((item) => [item.fieldName, item]));
  return parsed.map((item, i) => {
    const kept = byName.get(item.fieldName);
    return kept ? { ...kept, orderNum: i } : { ...item, orderNum: i };
  });
}

export function mergeParsedParams(
  current: readonly ReportParamInput[],
  parsed: readonly ReportParamInput[],
): ReportParamInput[] {
  const byName = new Map(current.map((param) => [param.paramName, param]));
  return parsed.map((param, i) => {
    const kept = byName.get(param.paramName);
    return kept ? { ...kept, orderNum: i } : { ...param, orderNum: i };
  });
}

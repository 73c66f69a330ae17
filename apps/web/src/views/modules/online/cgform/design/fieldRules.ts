import {
  ONLINE_DECIMAL_PRECISION,
  ONLINE_FIELD_NAME,
  ONLINE_POINT_LENGTH_MAX,
  ONLINE_STRING_LENGTH,
  ONLINE_SYSTEM_FIELDS,
  type OnlineFormField,
  onlineReservedWordProblem,
  RULE_PRESETS,
  type RulePresetName,
} from '@hcs/shared';

/**
 * What the designer checks of a field as it is typed (and all fields again before saving), with the
 * rules the server holds too: the shared name pattern, the system fields, the SQL reserved words, the
 * column sizes, the presets of spec §5.
 */

/** The designer's names of the validation presets (spec §5), by their keys in RULE_PRESETS. */
export const RULE_PRESET_LABELS = {
  mobile: '手机号码',
  usernameChars: '用户名字符',
  usernameLength: '用户名长度',
  email: '电子邮件',
  landline: '座机号码',
  naturalNumber: '自然数',
  letters: '英文字母',
  bankCard: '银行卡号',
  idNumber: '证件号码',
  idCard: '身份证号码',
  qq: 'QQ号码',
  url: '网址',
  alphanumeric: '字母或数字',
  chineseEnglish: '中文或英文',
  digitLines: '数字和换行',
  upTo255: '最长255个字符',
} satisfies Record<RulePresetName, string>;

export const isRulePreset = (value: string): value is RulePresetName => Object.hasOwn(RULE_PRESETS, value);

const SYSTEM = new Set<string>(ONLINE_SYSTEM_FIELDS);

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : String(value);

const isWhole = (value: unknown): boolean => /^\d+$/.test(text(value));

/** 字段名: the shared pattern, never a system field nor an SQL reserved word. */
export function fieldNameProblem(value: unknown): string | null {
  const name = text(value);
  if (!name) return '请输入字段名';
  if (SYSTEM.has(name)) return `${name} 是系统字段，每个表都有，不用设计`;
  if (!ONLINE_FIELD_NAME.test(name)) return '字段名须以小写字母开头，只含小写字母、数字和下划线，最长32位';
  return onlineReservedWordProblem('字段名', name);
}

const STRING = ONLINE_STRING_LENGTH;
const PRECISION = ONLINE_DECIMAL_PRECISION;

/** 长度: a whole number, within the shared sizes of a text column and of a BigDecimal's precision. */
export function lengthProblem(value: unknown, dbType: unknown): string | null {
  const given = text(value);
  if (given === '') return dbType === 'string' || dbType === 'BigDecimal' ? '请输入长度' : null;
  if (!isWhole(given)) return '长度须为非负整数';
  const n = Number(given);
  if (n > STRING.max) return `长度最大为${STRING.max}`;
  if (dbType === 'string' && n < STRING.min) return `文本字段的长度必须在${STRING.min}到${STRING.max}之间`;
  if (dbType === 'BigDecimal' && (n < PRECISION.min || n > PRECISION.max))
    return `BigDecimal的长度（精度）必须在${PRECISION.min}到${PRECISION.max}之间`;
  return null;
}

/** 小数点: 0 to the shared maximum, smaller than the length of a BigDecimal. */
export function pointProblem(value: unknown, dbType: unknown, length: unknown): string | null {
  const given = text(value);
  if (given === '') return null;
  if (!isWhole(given)) return '小数位须为非负整数';
  if (Number(given) > ONLINE_POINT_LENGTH_MAX) return `小数位最大为${ONLINE_POINT_LENGTH_MAX}`;
  if (dbType === 'BigDecimal' && isWhole(length) && Number(given) >= Number(length))
    return '小数位必须小于长度';
  return null;
}

/** 校验规则: a preset's key, or a regular expression written /…/ (flags allowed). */
export function validTypeProblem(value: unknown): string | null {
  const given = text(value);
  if (!given || isRulePreset(given)) return null;
  const match = /^\/(.+)\/$/s.exec(given);
  if (!match) return '请选择校验规则，或以 /正则表达式/ 的形式填写';
  try {
    new RegExp(match[1] ?? '', 'u');
  } catch {
    return '正则表达式有误';
  }
  return null;
}

/** 扩展参数: a JSON object when given. */
export function extendJsonProblem(value: unknown): string | null {
  const given = text(value);
  if (!given) return null;
  try {
    const parsed: unknown = JSON.parse(given);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return null;
  } catch {
    // falls through
  }
  return '扩展参数须为JSON对象，如 {"key":"value"}';
}

/** 控件长度: a positive whole number when given. */
export function fieldLengthProblem(value: unknown): string | null {
  const given = text(value);
  if (!given) return null;
  return isWhole(given) && Number(given) > 0 ? null : '控件长度须为正整数';
}

const IDENTIFIER = /^[a-z][a-z0-9_]{0,63}$/i;

/** 字典表 with its 字典Code and 字典Text columns: named as columns are. */
export function dictProblem(field: Partial<Record<'dictTable' | 'dictField' | 'dictText', unknown>>): {
  key: 'dictTable' | 'dictField' | 'dictText';
  message: string;
} | null {
  const table = text(field.dictTable);
  if (!table) {
    return text(field.dictText) ? { key: 'dictTable', message: '填了字典Text，请填写字典表' } : null;
  }
  if (!IDENTIFIER.test(table)) return { key: 'dictTable', message: '字典表名只能含字母、数字和下划线' };
  if (!text(field.dictField)) return { key: 'dictField', message: '填了字典表，请填写字典Code（存入的列）' };
  if (!IDENTIFIER.test(text(field.dictField)))
    return { key: 'dictField', message: '字典Code只能含字母、数字和下划线' };
  if (!text(field.dictText)) return { key: 'dictText', message: '填了字典表，请填写字典Text（显示的列）' };
  if (!IDENTIFIER.test(text(field.dictText)))
    return { key: 'dictText', message: '字典Text只能含字母、数字和下划线' };
  return null;
}

/** 主表名 and 主表字段 of a sub table's foreign key: both or neither. */
export function foreignKeyProblem(field: Partial<Record<'mainTable' | 'mainField', unknown>>): {
  key: 'mainTable' | 'mainField';
  message: string;
} | null {
  const table = text(field.mainTable);
  const column = text(field.mainField);
  if (!table && !column) return null;
  if (!table) return { key: 'mainTable', message: '请填写主表名' };
  if (!IDENTIFIER.test(table)) return { key: 'mainTable', message: '主表名只能含字母、数字和下划线' };
  if (!column) return { key: 'mainField', message: '请填写主表字段' };
  if (!IDENTIFIER.test(column)) return { key: 'mainField', message: '主表字段只能含字母、数字和下划线' };
  return null;
}

/** One problem of the designed fields: which row (by index), which attribute, what is wrong. */
export interface FieldProblem {
  index: number;
  key: string;
  message: string;
}

type FieldLike = Partial<Record<keyof OnlineFormField, unknown>>;

/** Every problem of the fields, in row order: what the save refuses before it asks the server. */
export function fieldProblems(fields: readonly FieldLike[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Map<string, number>();
  fields.forEach((field, index) => {
    const add = (key: string, message: string | null) => {
      if (message) problems.push({ index, key, message });
    };
    const name = text(field.dbFieldName);
    add('dbFieldName', fieldNameProblem(name));
    if (name && seen.has(name)) add('dbFieldName', `字段名 ${name} 重复了`);
    seen.set(name, index);
    add('dbFieldTxt', text(field.dbFieldTxt) ? null : '请输入字段备注');
    add('dbLength', lengthProblem(field.dbLength, field.dbType));
    add('dbPointLength', pointProblem(field.dbPointLength, field.dbType, field.dbLength));
    add('fieldLength', fieldLengthProblem(field.fieldLength));
    add('fieldValidType', validTypeProblem(field.fieldValidType));
    add('fieldExtendJson', extendJsonProblem(field.fieldExtendJson));
    const dict = dictProblem(field);
    if (dict) add(dict.key, dict.message);
    const foreign = foreignKeyProblem(field);
    if (foreign) add(foreign.key, foreign.message);
  });
  return problems;
}

import { readDateInput } from '../dateInput.ts';
import { badRequest } from '../result.ts';
import type { FieldSpec } from './entity.ts';

export type Operator =
  | 'eq'
  | 'ne'
  | 'gt'
  | 'ge'
  | 'lt'
  | 'le'
  | 'like'
  | 'left_like'
  | 'right_like'
  | 'in'
  | 'multi_like';

export interface Condition {
  field: string;
  op: Operator;
  /** One value, or several for `in` and `multi_like`. */
  value: string | number | (string | number)[];
}

const SPACED_OPERATORS: [string, Operator][] = [
  ['>= ', 'ge'],
  ['<= ', 'le'],
  ['!= ', 'ne'],
  ['> ', 'gt'],
  ['< ', 'lt'],
  ['= ', 'eq'],
];

/**
 * Reads one filter value the way the list-query conventions write it (reference §4 and spec §5):
 * "op value", *v* / *v / v*, ,a,b, (multi-select), a,b (in), !v, >=v / <=v, a++b (a literal comma), else eq.
 */
export function parseFilterValue(field: string, raw: string): Condition | null {
  const value = raw.trim();
  if (value === '') return null;
  for (const [prefix, op] of SPACED_OPERATORS) {
    if (value.startsWith(prefix)) return { field, op, value: value.slice(prefix.length).trim() };
  }
  if (value.length > 1 && value.startsWith('*') && value.endsWith('*'))
    return { field, op: 'like', value: value.slice(1, -1) };
  if (value.startsWith('*')) return { field, op: 'left_like', value: value.slice(1) };
  if (value.endsWith('*')) return { field, op: 'right_like', value: value.slice(0, -1) };
  if (value.length > 2 && value.startsWith(',') && value.endsWith(',')) {
    return {
      field,
      op: 'multi_like',
      value: value
        .slice(1, -1)
        .split(',')
        .filter((v) => v !== ''),
    };
  }
  if (value.includes('++')) return { field, op: 'eq', value: value.replaceAll('++', ',') };
  if (value.includes(',')) return { field, op: 'in', value: value.split(',').filter((v) => v !== '') };
  if (value.startsWith('>=')) return { field, op: 'ge', value: value.slice(2) };
  if (value.startsWith('<=')) return { field, op: 'le', value: value.slice(2) };
  if (value.startsWith('!')) return { field, op: 'ne', value: value.slice(1) };
  return { field, op: 'eq', value };
}

const OPERATOR_SYNTAX = /^[*!<>=,]|\*$|,/;

/**
 * The query with a bare value of each of `fields` made a "contains" search (`*v*`), as the family's
 * name search boxes send them; values written with the filter syntax stay as they are.
 */
export function bareAsContains(
  query: Record<string, unknown>,
  fields: Iterable<string>,
): Record<string, unknown> {
  const out = { ...query };
  for (const name of fields) {
    const value = out[name];
    if (typeof value === 'string' && value.trim() !== '' && !OPERATOR_SYNTAX.test(value.trim())) {
      out[name] = `*${value.trim()}*`;
    }
  }
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Converts a filter value to the field's type, refusing what cannot be one. */
export function coerce(
  name: string,
  spec: FieldSpec,
  raw: string | number,
  rangeEnd = false,
): string | number {
  const value = String(raw).trim();
  switch (spec.type) {
    case 'number': {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n)) throw badRequest(`查询字段 ${name} 的值必须是数字`);
      return n;
    }
    case 'date': {
      const day = readDateInput(value, 'date');
      if (day === null) throw badRequest(`查询字段 ${name} 的值必须是 YYYY-MM-DD 格式的日期`);
      return day;
    }
    case 'datetime': {
      if (DATE.test(value) && readDateInput(value, 'date')) {
        return `${value} ${rangeEnd ? '23:59:59' : '00:00:00'}`;
      }
      const time = readDateInput(value, 'dateTime');
      if (time === null) throw badRequest(`查询字段 ${name} 的值必须是 YYYY-MM-DD HH:mm:ss 格式的时间`);
      return time;
    }
    default:
      if (value.length > 200) throw badRequest(`查询字段 ${name} 的值过长`);
      return value;
  }
}

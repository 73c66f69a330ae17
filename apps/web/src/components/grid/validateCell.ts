import { checkGridPattern, fillRuleText } from '@hcs/shared';
import type { GridColumn, GridRow, GridRule } from './types.ts';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const sameValue = (a: unknown, b: unknown) => String(a) === String(b);

async function checkRule(
  rule: GridRule,
  value: unknown,
  row: GridRow,
  column: GridColumn,
  rows: readonly GridRow[],
): Promise<string | null> {
  const message = rule.message === undefined ? undefined : fillRuleText(rule.message, column);
  if (rule.required && (isEmpty(value) || (typeof value === 'string' && value.trim() === ''))) {
    return message ?? `${column.title}不能为空`;
  }
  if ((rule.unique || rule.only) && !isEmpty(value)) {
    const twice = rows.some((other) => other.id !== row.id && sameValue(other[column.key], value));
    if (twice) return message ?? `${column.title}不能重复`;
  }
  if (rule.pattern !== undefined) {
    const failure = checkGridPattern(rule.pattern, value, message);
    if (failure) return failure;
  }
  if (rule.handler) {
    const result = await rule.handler({ value, row, column, rows });
    if (typeof result === 'string' && result) return result;
    if (result === false) return message ?? `${column.title}校验未通过`;
  }
  return null;
}

/** The first failing rule's message of one cell, or null (spec §5: rules run in order). */
export async function validateCell(
  column: GridColumn,
  row: GridRow,
  rows: readonly GridRow[],
): Promise<string | null> {
  for (const rule of column.validateRules ?? []) {
    const failure = await checkRule(rule, row[column.key], row, column, rows);
    if (failure) return failure;
  }
  return null;
}

/** Thrown (rejected) by getValues when any cell fails. */
export class GridValidationError extends Error {
  constructor(
    readonly errorCount: number,
    readonly errors: Readonly<Record<string, Readonly<Record<string, string>>>>,
  ) {
    super(`有 ${errorCount} 处校验未通过`);
    this.name = 'GridValidationError';
  }
}

import { fillRuleText, gridRuleFailure } from '@hcs/shared';
import type { GridColumn, GridRow, GridRule } from './types.ts';

/** The rules the server can check too (shared), then the column's own handler. */
async function checkRule(
  rule: GridRule,
  value: unknown,
  row: GridRow,
  column: GridColumn,
  rows: readonly GridRow[],
): Promise<string | null> {
  const repeated = () =>
    rows.some((other) => other.id !== row.id && String(other[column.key]) === String(value));
  const failure = gridRuleFailure(rule, column, value, repeated);
  if (failure || !rule.handler) return failure;
  const result = await rule.handler({ value, row, column, rows });
  if (typeof result === 'string' && result) return result;
  if (result === false) {
    return rule.message === undefined ? `${column.title}校验未通过` : fillRuleText(rule.message, column);
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

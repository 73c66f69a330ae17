import { checkGridPattern, fillRuleText, isBlankCellValue, isEmptyCellValue } from './gridRules.ts';

/**
 * A cell rule of spec §5 "Grid cell rules" that the server can check again. The grid's `handler`
 * (a function, maybe asynchronous) stays in the browser, so it is not part of this shape; a web
 * grid rule without one is one of these.
 */
export interface GridCellRule {
  required?: boolean;
  /** A value present in two or more rows fails (`only` is the same rule's other name). */
  unique?: boolean;
  only?: boolean;
  /** A keyword of GRID_PATTERN_PRESETS, or any other text (or RegExp) as a regular expression. */
  pattern?: string | RegExp;
  /** May use ${title}, ${key} and ${defaultValue}. */
  message?: string;
}

/** The part of a grid column its rules need: spread into a web GridColumn as it is. */
export interface GridRuleColumn {
  key: string;
  title: string;
  defaultValue?: unknown;
  validateRules?: readonly GridCellRule[];
}

export interface GridCellFailure {
  key: string;
  title: string;
  message: string;
}

/**
 * One synchronous rule's failure message for a cell, or null: the grid's own wording. `repeated` says
 * whether another row holds the same value (asked only for unique rules).
 */
export function gridRuleFailure(
  rule: GridCellRule,
  column: GridRuleColumn,
  value: unknown,
  repeated: () => boolean,
): string | null {
  const message = rule.message === undefined ? undefined : fillRuleText(rule.message, column);
  if (rule.required && isBlankCellValue(value)) return message ?? `${column.title}不能为空`;
  if ((rule.unique || rule.only) && !isEmptyCellValue(value) && repeated()) {
    return message ?? `${column.title}不能重复`;
  }
  return rule.pattern === undefined ? null : checkGridPattern(rule.pattern, value, message);
}

/** The first failing rule's message of one cell (rules run in order), or null. */
function cellFailure(column: GridRuleColumn, value: unknown, repeated: () => boolean): string | null {
  for (const rule of column.validateRules ?? []) {
    const failure = gridRuleFailure(rule, column, value, repeated);
    if (failure) return failure;
  }
  return null;
}

/** How many rows hold each value of a column, compared as text like the grid does. */
function countValues(rows: readonly Readonly<Record<string, unknown>>[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const text = String(row[key]);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

/**
 * Checks rows against the columns' synchronous rules, as the grid does when values are collected.
 * Returns, for each row in order, its failing cells in column order (empty when the row passes).
 */
export function checkGridRows(
  columns: readonly GridRuleColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
): GridCellFailure[][] {
  const counts = new Map<string, Map<string, number>>();
  const countsOf = (key: string) => {
    let found = counts.get(key);
    if (!found) {
      found = countValues(rows, key);
      counts.set(key, found);
    }
    return found;
  };
  return rows.map((row) =>
    columns.flatMap((column) => {
      const value = row[column.key];
      const repeated = () => (countsOf(column.key).get(String(value)) ?? 0) > 1;
      const message = cellFailure(column, value, repeated);
      return message === null ? [] : [{ key: column.key, title: column.title, message }];
    }),
  );
}

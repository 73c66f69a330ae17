import type { FieldType } from '../../../core/query/entity.ts';
import { BusinessError } from '../../../core/result.ts';
import { REPORT_TABLES, type ReportTable } from '../reportTables.ts';
import type { ColumnRef, Condition, Operand, ReportQuery } from './sqlAst.ts';
import { parseReportSql } from './sqlParser.ts';

/** A column of a registered table, as a query names it: the table's alias and the column. */
export interface ResolvedColumn {
  alias: string;
  column: string;
  type: FieldType;
}

/** One field of the report's records. */
export interface ReportOutput {
  /** The key in each record: the `as` name, else the column in camelCase (depart_name → departName). */
  name: string;
  source: ResolvedColumn;
}

export interface CheckedReport {
  query: ReportQuery;
  /** Registered table of each alias. */
  tables: ReadonlyMap<string, ReportTable>;
  outputs: ReportOutput[];
  /** The report's own order, by output name. */
  order: { name: string; direction: 'asc' | 'desc' }[];
  /** Names of the `${param}` placeholders used. */
  params: string[];
  resolve(ref: ColumnRef): ResolvedColumn;
}

const MAX_OUTPUT_NAME = 64;

const fail = (message: string): never => {
  throw new BusinessError(message);
};

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function aliasedTables(query: ReportQuery): Map<string, ReportTable> {
  const tables = new Map<string, ReportTable>();
  for (const ref of [query.from, ...query.joins.map((j) => j.table)]) {
    const table = REPORT_TABLES.get(ref.table);
    if (!table) fail(`报表不允许读取表: ${ref.table}`);
    if (tables.has(ref.alias)) fail(`报表SQL中的表别名重复: ${ref.alias}`);
    if (table) tables.set(ref.alias, table);
  }
  return tables;
}

function resolver(query: ReportQuery, tables: ReadonlyMap<string, ReportTable>) {
  const tableNameOf = new Map(
    [query.from, ...query.joins.map((j) => j.table)].map((t) => [t.alias, t.table]),
  );
  return (ref: ColumnRef): ResolvedColumn => {
    if (ref.table !== undefined) {
      const table = tables.get(ref.table);
      if (!table) return fail(`报表SQL中的表别名未定义: ${ref.table}`);
      const type = table.columns.get(ref.column);
      if (!type) return fail(`报表不允许读取字段: ${tableNameOf.get(ref.table)}.${ref.column}`);
      return { alias: ref.table, column: ref.column, type };
    }
    const found = [...tables].filter(([, table]) => table.columns.has(ref.column));
    if (found.length > 1) fail(`报表SQL中的字段 ${ref.column} 不明确，请加上表别名`);
    const [alias, table] = found[0] ?? [];
    const type = table?.columns.get(ref.column);
    if (!alias || !type) return fail(`报表不允许读取字段: ${ref.column}`);
    return { alias, column: ref.column, type };
  };
}

function operandsOf(condition: Condition): Operand[] {
  switch (condition.kind) {
    case 'and':
    case 'or':
      return condition.items.flatMap(operandsOf);
    case 'not':
      return operandsOf(condition.item);
    case 'compare':
      return [condition.left, condition.right];
    case 'like':
      return [condition.left, condition.pattern];
    case 'in':
      return [condition.left, ...condition.values];
    case 'isNull':
      return [condition.operand];
    case 'between':
      return [condition.operand, condition.low, condition.high];
  }
}

function paramsOf(operand: Operand): string[] {
  if (operand.kind === 'param') return [operand.name];
  if (operand.kind === 'string')
    return operand.parts.flatMap((p) => (typeof p === 'string' ? [] : [p.param]));
  return [];
}

const sameSource = (a: ResolvedColumn, b: ResolvedColumn) => a.alias === b.alias && a.column === b.column;

/**
 * Checks a report's SQL: one SELECT of registered columns over registered tables, with conditions of
 * columns, literals and `${param}` placeholders. Run when a report is saved and again before every run,
 * so a definition changed in the database by other means is refused too. Throws a BusinessError with
 * what is wrong.
 */
export function checkReportSql(text: string): CheckedReport {
  const query = parseReportSql(text);
  const tables = aliasedTables(query);
  const resolve = resolver(query, tables);

  const outputs = query.select.map((item): ReportOutput => {
    const source = resolve(item.column);
    return { name: item.alias ?? camelCase(source.column), source };
  });
  const names = new Set<string>();
  for (const { name } of outputs) {
    if (name.length > MAX_OUTPUT_NAME) fail(`报表SQL中的字段名过长: ${name.slice(0, MAX_OUTPUT_NAME)}`);
    if (names.has(name)) fail(`报表SQL中的字段名重复: ${name}`);
    names.add(name);
  }

  const conditions = [...query.joins.map((j) => j.on), ...(query.where ? [query.where] : [])];
  const operands = conditions.flatMap(operandsOf);
  for (const operand of operands) if (operand.kind === 'column') resolve(operand);

  const order = query.orderBy.map(({ column, direction }) => {
    const byName =
      column.table === undefined ? outputs.find((o) => o.name.toLowerCase() === column.column) : undefined;
    const output = byName ?? outputs.find((o) => sameSource(o.source, resolve(column)));
    if (!output) return fail(`报表SQL的排序字段须是查询结果中的字段: ${column.column}`);
    return { name: output.name, direction };
  });

  return { query, tables, outputs, order, params: [...new Set(operands.flatMap(paramsOf))], resolve };
}

import type { FieldType } from '../../../core/query/entity.ts';
import { BusinessError } from '../../../core/result.ts';
import type { ReportTable } from '../reportTables.ts';
import type { Aggregate, ColumnRef, Condition, Operand, ReportQuery } from './sqlAst.ts';
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
  type: FieldType;
  /** What the SQL selects for it: a column or an aggregate. */
  expr: ColumnRef | Aggregate;
  /**
   * The column whose values the field shows: a plain column, or the min/max of one (masked like the
   * column when it holds personal data). Counts, sums and averages show no column's values.
   */
  source?: ResolvedColumn;
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

/** The tables a report may read, by name: REPORT_TABLES for the built-in database, a data source's catalog otherwise. */
export type ReportRegistry = ReadonlyMap<string, ReportTable>;

function aliasedTables(query: ReportQuery, registry: ReportRegistry): Map<string, ReportTable> {
  const tables = new Map<string, ReportTable>();
  for (const ref of [query.from, ...query.joins.map((j) => j.table)]) {
    const table = registry.get(ref.table);
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

function aggregateType(aggregate: Aggregate, resolve: (ref: ColumnRef) => ResolvedColumn): FieldType {
  if (!aggregate.column) return 'number';
  const column = resolve(aggregate.column);
  if ((aggregate.fn === 'sum' || aggregate.fn === 'avg') && column.type !== 'number') {
    fail(`报表SQL的 ${aggregate.fn} 只能用于数字字段: ${aggregate.column.column}`);
  }
  return aggregate.fn === 'min' || aggregate.fn === 'max' ? column.type : 'number';
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
 * Checks a report's SQL: one SELECT of registered columns over registered tables (of `registry`: the
 * built-in database's REPORT_TABLES, or the catalog of the report's data source), with conditions of
 * columns, literals and `${param}` placeholders. Run when a report is saved and again before every run,
 * so a definition changed in the database by other means is refused too. Throws a BusinessError with
 * what is wrong.
 */
export function checkReportSql(text: string, registry: ReportRegistry): CheckedReport {
  const query = parseReportSql(text);
  const tables = aliasedTables(query, registry);
  const resolve = resolver(query, tables);

  const outputs = query.select.map((item): ReportOutput => {
    const { expr } = item;
    if (expr.kind === 'column') {
      const source = resolve(expr);
      return { name: item.alias ?? camelCase(source.column), type: source.type, expr, source };
    }
    if (!item.alias) return fail(`报表SQL中的聚合函数 ${expr.fn} 须用 AS 指定字段名`);
    const type = aggregateType(expr, resolve);
    const shown = expr.fn === 'min' || expr.fn === 'max' ? expr.column : null;
    return { name: item.alias, type, expr, ...(shown ? { source: resolve(shown) } : {}) };
  });
  const names = new Set<string>();
  for (const { name } of outputs) {
    if (name.length > MAX_OUTPUT_NAME) fail(`报表SQL中的字段名过长: ${name.slice(0, MAX_OUTPUT_NAME)}`);
    if (names.has(name)) fail(`报表SQL中的字段名重复: ${name}`);
    names.add(name);
  }

  const rowConditions = [...query.joins.map((j) => j.on), ...(query.where ? [query.where] : [])];
  const rowOperands = rowConditions.flatMap(operandsOf);
  for (const operand of rowOperands) {
    if (operand.kind === 'aggregate') fail('报表SQL的 WHERE 和 ON 条件中不能使用聚合函数，请用 HAVING');
    if (operand.kind === 'column') resolve(operand);
  }

  // Grouped: every plain field is a GROUP BY column (PostgreSQL requires it; SQLite would pick any row).
  const grouped = query.groupBy.length > 0 || outputs.some((o) => o.expr.kind === 'aggregate');
  const groupColumns = query.groupBy.map(resolve);
  const isGrouped = (column: ResolvedColumn) => groupColumns.some((g) => sameSource(g, column));
  if (grouped) {
    for (const o of outputs) {
      if (o.expr.kind === 'column' && o.source && !isGrouped(o.source)) {
        fail(`报表SQL的字段 ${o.name} 须出现在 GROUP BY 中或使用聚合函数`);
      }
    }
  }
  if (query.having && !grouped) fail('报表SQL的 HAVING 须与 GROUP BY 或聚合函数一起使用');
  const havingOperands = query.having ? operandsOf(query.having) : [];
  for (const operand of havingOperands) {
    if (operand.kind === 'aggregate') aggregateType(operand, resolve);
    if (operand.kind === 'column' && !isGrouped(resolve(operand))) {
      fail(`报表SQL的 HAVING 中的字段 ${operand.column} 须出现在 GROUP BY 中或使用聚合函数`);
    }
  }

  const order = query.orderBy.map(({ column, direction }) => {
    const byName =
      column.table === undefined ? outputs.find((o) => o.name.toLowerCase() === column.column) : undefined;
    const output =
      byName ??
      outputs.find((o) => o.expr.kind === 'column' && o.source && sameSource(o.source, resolve(column)));
    if (!output) return fail(`报表SQL的排序字段须是查询结果中的字段: ${column.column}`);
    return { name: output.name, direction };
  });

  const params = [...new Set([...rowOperands, ...havingOperands].flatMap(paramsOf))];
  return { query, tables, outputs, order, params, resolve };
}

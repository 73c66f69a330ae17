import type { ReportRecord } from '@hcs/shared';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FieldType } from '../../../core/query/entity.ts';
import { badRequest } from '../../../core/result.ts';
import type { CheckedReport } from './checkReportSql.ts';
import type { Aggregate, AggregateFn, CompareOp, Condition, Operand } from './sqlAst.ts';

/** Values of the report's `${param}` placeholders, by name (missing ones count as empty). */
export type ParamValues = Readonly<Record<string, string>>;

/** The type an aggregate's value has (min/max: its column's; the others: a number). */
const aggregateTypeOf = (a: Aggregate, columnType: (a: Aggregate) => FieldType): FieldType =>
  a.column && (a.fn === 'min' || a.fn === 'max') ? columnType(a) : 'number';

const COMPARE_SQL: Record<CompareOp, RawBuilder<unknown>> = {
  '=': sql`=`,
  '<>': sql`<>`,
  '<': sql`<`,
  '<=': sql`<=`,
  '>': sql`>`,
  '>=': sql`>=`,
};

const AGGREGATE_SQL: Record<AggregateFn, RawBuilder<unknown>> = {
  count: sql`count`,
  sum: sql`sum`,
  avg: sql`avg`,
  min: sql`min`,
  max: sql`max`,
};

export type ReportDialect = 'sqlite' | 'postgres' | 'mysql';

export interface CompileOptions {
  /**
   * The database the query runs on. Names are quoted and LIMIT/OFFSET written by the Kysely instance
   * that runs it (sql.ref/sql.id); what differs here is avg: PostgreSQL answers numeric (text in
   * node-pg), so it is cast to double precision there; MySQL/MariaDB answer DECIMAL, read as a number
   * by the report connection (decimalNumbers); SQLite answers a float.
   */
  dialect?: ReportDialect;
  /**
   * A condition added to WHERE over a column of every table (SQLite's time limit: a function that fails
   * once the report's time is up, evaluated for every joined row).
   */
  rowGuard?: (columns: RawBuilder<unknown>[]) => RawBuilder<SqlBool>;
}

/**
 * Builds the report's query from its checked syntax tree. Every name in it comes from the registry
 * (checked before); every literal and parameter value is a bound parameter. The tables' row scopes
 * (tenant) are added: to WHERE for the first table, to the ON clause for joined ones.
 */
export function compileReport(
  report: CheckedReport,
  values: ParamValues,
  tenantId: number,
  options: CompileOptions = {},
): RawBuilder<ReportRecord> {
  const { query, resolve } = report;

  const aggregate = (a: Aggregate): RawBuilder<unknown> => {
    let inner: RawBuilder<unknown> = sql`*`;
    if (a.column) {
      const c = resolve(a.column);
      inner = a.distinct
        ? sql`distinct ${sql.ref(`${c.alias}.${c.column}`)}`
        : sql.ref(`${c.alias}.${c.column}`);
    }
    const call = sql`${AGGREGATE_SQL[a.fn]}(${inner})`;
    if (a.fn !== 'avg') return call;
    return options.dialect === 'postgres' ? sql`cast(${call} as double precision)` : call;
  };
  const aggregateType = (a: Aggregate): FieldType =>
    aggregateTypeOf(a, (x) => (x.column ? resolve(x.column).type : 'number'));

  /** A parameter compared with a number column is bound as a number. */
  const paramValue = (name: string, type: FieldType | undefined): string | number => {
    const raw = values[name] ?? '';
    if (type !== 'number') return raw;
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) throw badRequest(`报表参数 ${name} 必须是数字`);
    return n;
  };

  const operand = (o: Operand, peers: readonly Operand[] = []): RawBuilder<unknown> => {
    switch (o.kind) {
      case 'column': {
        const c = resolve(o);
        return sql.ref(`${c.alias}.${c.column}`);
      }
      case 'aggregate':
        return aggregate(o);
      case 'number':
        return sql`${o.value}`;
      case 'string':
        return sql`${o.parts.map((p) => (typeof p === 'string' ? p : (values[p.param] ?? ''))).join('')}`;
      case 'param': {
        const peer = peers.find((p) => p.kind === 'column' || p.kind === 'aggregate');
        const type =
          peer?.kind === 'column'
            ? resolve(peer).type
            : peer?.kind === 'aggregate'
              ? aggregateType(peer)
              : undefined;
        return sql`${paramValue(o.name, type)}`;
      }
    }
  };

  const condition = (c: Condition): RawBuilder<unknown> => {
    switch (c.kind) {
      case 'and':
        return sql`(${sql.join(c.items.map(condition), sql` and `)})`;
      case 'or':
        return sql`(${sql.join(c.items.map(condition), sql` or `)})`;
      case 'not':
        return sql`not ${condition(c.item)}`;
      case 'compare':
        return sql`(${operand(c.left, [c.right])} ${COMPARE_SQL[c.op]} ${operand(c.right, [c.left])})`;
      case 'like':
        return sql`(${operand(c.left)} ${c.negated ? sql`not like` : sql`like`} ${operand(c.pattern, [c.left])})`;
      case 'in': {
        const list = sql.join(c.values.map((v) => operand(v, [c.left])));
        return sql`(${operand(c.left, c.values)} ${c.negated ? sql`not in` : sql`in`} (${list}))`;
      }
      case 'isNull':
        return sql`(${operand(c.operand)} ${c.negated ? sql`is not null` : sql`is null`})`;
      case 'between': {
        const peers = [c.operand, c.low, c.high];
        const range = sql`${operand(c.low, peers)} and ${operand(c.high, peers)}`;
        return sql`(${operand(c.operand, peers)} ${c.negated ? sql`not between` : sql`between`} ${range})`;
      }
    }
  };

  const scopeOf = (alias: string): RawBuilder<SqlBool> | null =>
    report.tables.get(alias)?.scope?.(alias, tenantId) ?? null;
  const allOf = (parts: (RawBuilder<unknown> | null)[]): RawBuilder<unknown> | null => {
    const present = parts.filter((p): p is RawBuilder<unknown> => p !== null);
    return present.length === 0 ? null : sql.join(present, sql` and `);
  };

  const columns = sql.join(report.outputs.map((o) => sql`${operand(o.expr)} as ${sql.id(o.name)}`));
  const tableAs = (t: { table: string; alias: string }) => sql`${sql.table(t.table)} as ${sql.id(t.alias)}`;
  const joins = query.joins.map((j) => {
    const on = allOf([condition(j.on), scopeOf(j.table.alias)]);
    return sql` ${j.type === 'left' ? sql`left join` : sql`inner join`} ${tableAs(j.table)} on ${on}`;
  });
  const guard = options.rowGuard
    ? options.rowGuard(
        [query.from, ...query.joins.map((j) => j.table)].map((t) => {
          const first = report.tables.get(t.alias)?.columns.keys().next().value ?? 'id';
          return sql.ref(`${t.alias}.${first}`);
        }),
      )
    : null;
  const where = allOf([query.where ? condition(query.where) : null, scopeOf(query.from.alias), guard]);
  const groupBy =
    query.groupBy.length > 0
      ? sql` group by ${sql.join(
          query.groupBy.map((g) => {
            const c = resolve(g);
            return sql.ref(`${c.alias}.${c.column}`);
          }),
        )}`
      : sql``;
  const having = query.having ? sql` having ${condition(query.having)}` : sql``;

  return sql<ReportRecord>`select ${query.distinct ? sql`distinct ` : sql``}${columns} from ${tableAs(query.from)}${sql.join(
    joins,
    sql``,
  )}${where ? sql` where ${where}` : sql``}${groupBy}${having}`;
}

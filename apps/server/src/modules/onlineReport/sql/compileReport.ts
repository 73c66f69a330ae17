import type { ReportRecord } from '@hcs/shared';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FieldType } from '../../../core/query/entity.ts';
import { badRequest } from '../../../core/result.ts';
import type { CheckedReport } from './checkReportSql.ts';
import type { CompareOp, Condition, Operand } from './sqlAst.ts';

/** Values of the report's `${param}` placeholders, by name (missing ones count as empty). */
export type ParamValues = Readonly<Record<string, string>>;

const COMPARE_SQL: Record<CompareOp, RawBuilder<unknown>> = {
  '=': sql`=`,
  '<>': sql`<>`,
  '<': sql`<`,
  '<=': sql`<=`,
  '>': sql`>`,
  '>=': sql`>=`,
};

/**
 * Builds the report's query from its checked syntax tree. Every name in it comes from the registry
 * (checked before); every literal and parameter value is a bound parameter. The tables' row scopes
 * (tenant) are added: to WHERE for the first table, to the ON clause for joined ones.
 */
export function compileReport(
  report: CheckedReport,
  values: ParamValues,
  tenantId: number,
): RawBuilder<ReportRecord> {
  const { query, resolve } = report;

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
      case 'number':
        return sql`${o.value}`;
      case 'string':
        return sql`${o.parts.map((p) => (typeof p === 'string' ? p : (values[p.param] ?? ''))).join('')}`;
      case 'param': {
        const column = peers.find((p) => p.kind === 'column');
        return sql`${paramValue(o.name, column?.kind === 'column' ? resolve(column).type : undefined)}`;
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

  const columns = sql.join(
    report.outputs.map((o) => sql`${sql.ref(`${o.source.alias}.${o.source.column}`)} as ${sql.id(o.name)}`),
  );
  const tableAs = (t: { table: string; alias: string }) => sql`${sql.table(t.table)} as ${sql.id(t.alias)}`;
  const joins = query.joins.map((j) => {
    const on = allOf([condition(j.on), scopeOf(j.table.alias)]);
    return sql` ${j.type === 'left' ? sql`left join` : sql`inner join`} ${tableAs(j.table)} on ${on}`;
  });
  const where = allOf([query.where ? condition(query.where) : null, scopeOf(query.from.alias)]);

  return sql<ReportRecord>`select ${query.distinct ? sql`distinct ` : sql``}${columns} from ${tableAs(query.from)}${sql.join(
    joins,
    sql``,
  )}${where ? sql` where ${where}` : sql``}`;
}

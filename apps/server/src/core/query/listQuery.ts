import {
  AliasNode,
  type Expression,
  type ExpressionBuilder,
  IdentifierNode,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
  TableNode,
} from 'kysely';
import { badRequest } from '../result.ts';
import { type Condition, coerce, parseFilterValue } from './conditions.ts';
import type { EntitySpec, FieldSpec } from './entity.ts';
import { escapeLike, likeEscaped, readPageSize } from './paging.ts';
import { parseMatchType, parseSuperQuery } from './superQuery.ts';

/** Parameters of the conventions that are not field filters. */
const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  'superQueryParams',
  'superQueryMatchType',
  '_t',
  'selections',
  'exportFields',
  'ids',
]);

export interface ListRequest {
  filters: Condition[];
  superQuery: Condition[];
  matchType: 'and' | 'or';
  sort: { field: string; direction: 'asc' | 'desc' }[];
  pageNo: number;
  pageSize: number;
  /**
   * Rows the caller may see under data rules: any one group of conditions, all of its conditions
   * (null: no limit; empty: nothing). Set by the server, never read from the request.
   */
  dataScope: Condition[][] | null;
}

function positiveInt(name: string, raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`${name} 必须是 1 到 ${max} 之间的整数`);
  return n;
}

const single = (raw: unknown): string | undefined =>
  Array.isArray(raw) ? String(raw.at(-1)) : raw === undefined ? undefined : String(raw);

/**
 * Reads a list request (reference §4 conventions) against an entity's registry. Every name the client
 * uses — filter, range, sort, super-query field — must be registered; anything else is refused. The data
 * scope has no default: a list names the caller's rules (core/crud/scoped.ts scopedListRequest) or null
 * for an entity no menu's rules limit, so forgetting them does not compile.
 */
export function parseListRequest(
  spec: EntitySpec,
  query: Record<string, unknown>,
  dataScope: Condition[][] | null,
): ListRequest {
  const extra = new Set(spec.extraParams ?? []);
  const filters: Condition[] = [];
  const fieldOf = (name: string, purpose: string) => {
    const field = spec.fields[name];
    if (!field || field.queryable === false) throw badRequest(`不支持的${purpose}字段: ${name.slice(0, 64)}`);
    return field;
  };
  /** A field matched by its whole value takes equality alone. */
  const exactOnly = (field: FieldSpec, op: Condition['op'] | 'range' | 'sort') => {
    if (!field.exact || op === 'eq') return;
    throw badRequest(
      op === 'sort' ? `${field.exact.label}不支持排序` : `${field.exact.label}只能按完整的值查询`,
    );
  };

  for (const [name, rawValue] of Object.entries(query)) {
    if (RESERVED.has(name) || extra.has(name)) continue;
    const raw = single(rawValue) ?? '';
    if (raw.trim() === '') continue;
    const range = /^(.+)_(begin|end)$/.exec(name);
    if (range?.[1] && range[2]) {
      const field = fieldOf(range[1], '查询');
      exactOnly(field, 'range');
      const isEnd = range[2] === 'end';
      filters.push({ field: range[1], op: isEnd ? 'le' : 'ge', value: coerce(range[1], field, raw, isEnd) });
      continue;
    }
    const multi = /^(.+)_MultiString$/.exec(name);
    if (multi?.[1]) {
      const field = fieldOf(multi[1], '查询');
      exactOnly(field, 'in');
      const values = raw
        .split(',')
        .filter((v) => v !== '')
        .map((v) => coerce(multi[1] ?? '', field, v));
      filters.push({ field: multi[1], op: 'in', value: values });
      continue;
    }
    const field = fieldOf(name, '查询');
    const condition = parseFilterValue(name, raw);
    if (condition) {
      exactOnly(field, condition.op);
      filters.push(typed(name, field, condition));
    }
  }

  const superQuery = parseSuperQuery(single(query.superQueryParams)).map((c) => {
    const field = fieldOf(c.field, '高级查询');
    exactOnly(field, c.op);
    return typed(c.field, field, c);
  });

  const order = single(query.order) ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw badRequest('排序方向只能是 asc 或 desc');
  const columns = (single(query.column) ?? spec.defaultSort)
    .split(',')
    .map((c) => c.trim().replace(/_dictText$/, ''))
    .filter((c) => c !== '');
  const sort = columns.map((name) => {
    exactOnly(fieldOf(name, '排序'), 'sort');
    return { field: name, direction: order } as const;
  });

  return {
    filters,
    superQuery,
    matchType: parseMatchType(single(query.superQueryMatchType)),
    sort,
    pageNo: positiveInt('页码', single(query.pageNo), 1, 1_000_000),
    pageSize: readPageSize(single(query.pageSize)),
    dataScope,
  };
}

/** A condition with its value(s) converted to the field's type; refuses what the field cannot hold. */
export function typedCondition(field: EntitySpec['fields'][string], c: Condition): Condition {
  return typed(c.field, field, c);
}

function typed(name: string, field: EntitySpec['fields'][string], c: Condition): Condition {
  const isLike = c.op === 'like' || c.op === 'left_like' || c.op === 'right_like' || c.op === 'multi_like';
  if (isLike) {
    if (field.type !== 'string') throw badRequest(`查询字段 ${name} 不支持模糊查询`);
    return c;
  }
  const value = Array.isArray(c.value)
    ? c.value.map((v) => coerce(name, field, v))
    : coerce(name, field, c.value, c.op === 'le');
  if (Array.isArray(value) && value.length > 500) throw badRequest(`查询字段 ${name} 的取值过多`);
  return { ...c, value };
}

function toExpression<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  spec: EntitySpec,
  c: Condition,
): Expression<SqlBool> {
  const column = spec.fields[c.field]?.column;
  if (!column) throw badRequest(`不支持的查询字段: ${c.field}`);
  const ref = sql.ref(column);
  const v = c.value;
  switch (c.op) {
    case 'like':
      return likeEscaped(column, `%${escapeLike(String(v))}%`);
    case 'left_like':
      return likeEscaped(column, `%${escapeLike(String(v))}`);
    case 'right_like':
      return likeEscaped(column, `${escapeLike(String(v))}%`);
    case 'multi_like':
      return eb.or(
        (Array.isArray(v) ? v : [v]).map((item) => likeEscaped(column, `%${escapeLike(String(item))}%`)),
      );
    case 'in':
      return eb(ref, 'in', Array.isArray(v) ? v : [v]);
    case 'ne':
      return eb(ref, '<>', v);
    case 'gt':
      return eb(ref, '>', v);
    case 'ge':
      return eb(ref, '>=', v);
    case 'lt':
      return eb(ref, '<', v);
    case 'le':
      return eb(ref, '<=', v);
    default:
      return eb(ref, '=', v);
  }
}

/** Adds the request's filters (and) and advanced query (and/or, in one pair of parentheses). */
export function applyFilters<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  spec: EntitySpec,
  request: ListRequest,
): SelectQueryBuilder<DB, TB, O> {
  let out = qb;
  const scope = request.dataScope;
  if (scope) {
    out =
      scope.length === 0
        ? out.where(sql<boolean>`1 = 0`)
        : out.where((eb) => eb.or(scope.map((group) => eb.and(group.map((c) => toExpression(eb, spec, c))))));
  }
  for (const c of request.filters) out = out.where((eb) => toExpression(eb, spec, c));
  if (request.superQuery.length > 0) {
    out = out.where((eb) => {
      const parts = request.superQuery.map((c) => toExpression(eb, spec, c));
      return request.matchType === 'or' ? eb.or(parts) : eb.and(parts);
    });
  }
  return out;
}

/**
 * Orders by the request's sort fields, then by the listed table's id (ids grow with time) in the last
 * field's direction (ascending without a sort): rows equal on the sort come in one order every time, so
 * pages and export batches read one after another never repeat or skip a row. MySQL returns ties in any
 * order, and SQLite's and PostgreSQL's plans may too; both finish the sort within each run of ties from
 * the index's order (a partial / incremental sort), so the id costs a page next to nothing.
 */
export function applySort<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  spec: EntitySpec,
  request: ListRequest,
): SelectQueryBuilder<DB, TB, O> {
  let out = qb;
  for (const s of request.sort) {
    const column = spec.fields[s.field]?.column;
    if (column) out = out.orderBy(sql.ref(column), s.direction);
  }
  const id = listedTableId(qb);
  return id ? out.orderBy(sql.ref(id), request.sort.at(-1)?.direction ?? 'asc') : out;
}

/** `<table or alias>.id` of the query's first FROM item when that is a table, else null. */
function listedTableId(qb: SelectQueryBuilder<unknown, never, unknown>): string | null {
  const first = qb.toOperationNode().from?.froms[0];
  if (first && TableNode.is(first)) return `${first.table.identifier.name}.id`;
  if (first && AliasNode.is(first) && TableNode.is(first.node) && IdentifierNode.is(first.alias)) {
    return `${first.alias.name}.id`;
  }
  return null;
}

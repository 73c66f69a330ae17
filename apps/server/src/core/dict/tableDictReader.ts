import type { DictOption, TreeDictNode } from '@hcs/shared';
import { type SqlBool, sql } from 'kysely';
import { VersionedCache } from '../cache/versionedCache.ts';
import type { Db } from '../db/connect.ts';
import { containsPattern, likeEscaped } from '../query/paging.ts';
import { inTenant } from '../tenant.ts';
import type { TableDict, TableDictSpec, TreeSpec, WhereMap } from './tableDicts.ts';

/** At most this many items of one table dictionary are listed at once (search narrows it down). */
export const TABLE_DICT_MAX_ITEMS = 1000;
/** Other server copies' writes are seen after this long; this copy's own writes at once. */
const CACHE_TTL_MS = 10_000;
const CACHE_MAX_ENTRIES = 500;

/** What limits the rows a caller sees besides the where part. */
export interface DictScope {
  tenantId: number;
}

export interface ItemQuery {
  where: WhereMap;
  /** Items whose text contains it (LIKE, with % and _ taken literally). */
  keyword?: string;
  /** Only these values. */
  keys?: readonly string[];
  limit: number;
}

export interface TreeQuery {
  spec: TableDictSpec;
  tree: TreeSpec;
  text: string;
  /** The column stored as a node's value. */
  code: string;
  /** A column copied into each node's `code` (categories' hierarchical code). */
  withCode?: string;
  /** The parent row's id; null or '' for the roots. */
  parentKey: string | null;
  where: WhereMap;
}

const col = (column: string) => sql.ref(`t.${column}`);

const isRootPid = (tree: TreeSpec, pid: string | null) =>
  pid === null || pid === '' || (tree.rootPid !== null && pid === tree.rootPid);

/**
 * Reads registered table dictionaries (items, lookups, one tree level), every name from the registry
 * and every value bound. Answers are cached per table and dropped when this copy writes the table.
 */
export class TableDictReader {
  private readonly optionCaches = new Map<string, VersionedCache<DictOption[]>>();
  private readonly nodeCaches = new Map<string, VersionedCache<TreeDictNode[]>>();

  constructor(private readonly db: Db) {}

  private cacheOf<V>(caches: Map<string, VersionedCache<V>>, table: string): VersionedCache<V> {
    let cache = caches.get(table);
    if (!cache) {
      cache = new VersionedCache<V>(this.db.writes, [table], CACHE_TTL_MS, CACHE_MAX_ENTRIES);
      caches.set(table, cache);
    }
    return cache;
  }

  /** The rows the caller may see: live, of their tenant, matching the where part. */
  private base(spec: TableDictSpec, where: WhereMap, scope: DictScope) {
    let q = this.db.kysely.selectFrom(sql.table(spec.table).as('t'));
    if (spec.deleteFlag) q = q.where(col(spec.deleteFlag), '=', 0);
    if (spec.tenantColumn) q = q.where(inTenant(`t.${spec.tenantColumn}`, scope.tenantId));
    for (const [column, value] of Object.entries(where)) q = q.where(col(column), '=', value);
    return q;
  }

  /** Items `{value, text}` ordered by the table's order column (or the text). */
  items(dict: TableDict, query: ItemQuery, scope: DictScope): Promise<DictOption[]> {
    const key = JSON.stringify([dict.text, dict.code, query, scope.tenantId]);
    return this.cacheOf(this.optionCaches, dict.spec.table).get(key, async () => {
      let q = this.base(dict.spec, query.where, scope);
      if (query.keyword) q = q.where(likeEscaped(`t.${dict.text}`, containsPattern(query.keyword)));
      if (query.keys) {
        if (query.keys.length === 0) return [];
        q = q.where(col(dict.code), 'in', [...query.keys]);
      }
      const rows = await q
        .select([
          sql<string | null>`${col(dict.code)}`.as('value'),
          sql<string | null>`${col(dict.text)}`.as('text'),
        ])
        .orderBy(col(dict.spec.orderBy ?? dict.text))
        .orderBy(col(dict.code))
        .limit(query.limit)
        .execute();
      return rows
        .filter((r) => r.value !== null)
        .map((r) => ({ value: String(r.value), text: r.text === null ? '' : String(r.text) }));
    });
  }

  /** One level of a tree: the children of `parentKey`, or the roots. */
  treeLevel(query: TreeQuery, scope: DictScope): Promise<TreeDictNode[]> {
    const { spec, tree } = query;
    const key = JSON.stringify([
      query.text,
      query.code,
      query.withCode,
      query.parentKey,
      query.where,
      scope.tenantId,
    ]);
    return this.cacheOf(this.nodeCaches, spec.table).get(key, async () => {
      const rows = await this.base(spec, query.where, scope)
        .where(this.parentIs(tree, query.parentKey))
        .select([
          sql<string>`${col('id')}`.as('key'),
          sql<string | null>`${col(query.code)}`.as('value'),
          sql<string | null>`${col(query.text)}`.as('title'),
          sql<string | null>`${col(tree.pid)}`.as('parentId'),
          sql<string | null>`${tree.hasChild ? col(tree.hasChild) : sql.lit(null)}`.as('hasChild'),
          sql<string | null>`${query.withCode ? col(query.withCode) : sql.lit(null)}`.as('nodeCode'),
        ])
        .orderBy(col(spec.orderBy ?? query.text))
        .orderBy(col('id'))
        .limit(TABLE_DICT_MAX_ITEMS)
        .execute();
      const parents = tree.hasChild
        ? null
        : await this.parentsAmong(
            query,
            rows.map((r) => r.key),
            scope,
          );
      return rows.map((r) => {
        const title = r.title === null ? '' : String(r.title);
        return {
          key: String(r.key),
          value: r.value === null ? String(r.key) : String(r.value),
          title,
          label: title,
          leaf: parents ? !parents.has(String(r.key)) : r.hasChild !== '1',
          parentId: isRootPid(tree, r.parentId) ? null : String(r.parentId),
          ...(r.nodeCode === null ? {} : { code: String(r.nodeCode) }),
        };
      });
    });
  }

  private parentIs(tree: TreeSpec, parentKey: string | null) {
    if (parentKey) return sql<SqlBool>`${col(tree.pid)} = ${parentKey}`;
    if (tree.rootPid !== null) return sql<SqlBool>`${col(tree.pid)} = ${tree.rootPid}`;
    return sql<SqlBool>`(${col(tree.pid)} is null or ${col(tree.pid)} = '')`;
  }

  /** Which of `keys` have children the caller may see (tables without a has-child column). */
  private async parentsAmong(query: TreeQuery, keys: string[], scope: DictScope): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.base(query.spec, query.where, scope)
      .where(col(query.tree.pid), 'in', keys)
      .select(sql<string>`${col(query.tree.pid)}`.as('pid'))
      .groupBy(col(query.tree.pid))
      .execute();
    return new Set(rows.map((r) => String(r.pid)));
  }
}

const readers = new WeakMap<Db, TableDictReader>();

/** The one reader (and so one cache) per database connection, shared by the dict and category routes. */
export function tableDictReader(db: Db): TableDictReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new TableDictReader(db);
    readers.set(db, reader);
  }
  return reader;
}

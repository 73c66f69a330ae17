import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { DataScope } from '../permission/dataScope.ts';
import type { EntitySpec } from '../query/entity.ts';
import { BusinessError } from '../result.ts';
import { inDataScope } from './scoped.ts';

/**
 * How a module reaches the records of a scoped entity (one whose menu can carry data rules) by id: every
 * read, change and delete of a given id goes through the caller's tenant and data rules, exactly as the
 * list does, so no by-id path can skip them (docs/data-scope.md).
 */
export interface ScopedTable<O> {
  readonly entity: EntitySpec;
  /** One record the caller may see, or the entity's not-found refusal. */
  one(ctx: AppContext, auth: AuthContext, id: string): Promise<O>;
  /**
   * Runs `change` in one transaction once every record of `ids` lies within what the caller may see;
   * otherwise refuses with the not-found message and changes nothing. An empty choice is refused.
   */
  change<T>(
    ctx: AppContext,
    auth: AuthContext,
    ids: readonly string[],
    change: (trx: Transaction<Database>, ids: string[]) => Promise<T>,
  ): Promise<T>;
  /** The caller's data scope, to read before a transaction (SQLite has one connection, which it holds). */
  scope(ctx: AppContext, auth: AuthContext): Promise<DataScope>;
  /**
   * After a write in `trx`: refuses with `refusal`, and so rolls the transaction back, when the record now
   * lies outside `scope` — one its writer put where they may not see it (another department's).
   */
  assertKept(
    trx: Transaction<Database>,
    auth: AuthContext,
    scope: DataScope,
    id: string,
    refusal: string,
  ): Promise<void>;
}

/**
 * `DB` and `TB` are those of the base query: the schema with the aliases and joins it adds
 * (`selectFrom('woWorkOrder as o')…`), whose names the entity's fields use.
 */
export function scopedTable<DB, TB extends keyof DB, O>(def: {
  entity: EntitySpec;
  /** Every record the caller's tenant holds that is not deleted: what the list reads before its rules. */
  base: (db: Kysely<Database>, auth: AuthContext) => SelectQueryBuilder<DB, TB, object>;
  /** What one record reads as. */
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>;
  /** The id column in `base` (e.g. `o.id` when it joins), default `id`. */
  idColumn?: string;
  /** The refusal for an id the caller may not see or that does not exist, e.g. 未找到对应的职务. */
  notFound: string;
}): ScopedTable<O> {
  const idRef = sql.ref(def.idColumn ?? 'id');
  return {
    entity: def.entity,

    scope: (ctx, auth) => ctx.dataScopes.forList(auth, def.entity),

    async assertKept(trx, auth, scope, id, refusal) {
      const kept = await inDataScope(
        def.entity,
        scope,
        def.base(trx, auth).select(idRef.as('keptId')).where(idRef, '=', id),
      ).executeTakeFirst();
      if (!kept) throw new BusinessError(refusal);
    },

    async one(ctx, auth, id) {
      const scope = await ctx.dataScopes.forList(auth, def.entity);
      const query = def.select(def.base(ctx.db.kysely, auth)).where(idRef, '=', id);
      const row = await inDataScope(def.entity, scope, query).executeTakeFirst();
      if (!row) throw new BusinessError(def.notFound);
      return row as O;
    },

    async change(ctx, auth, ids, change) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) throw new BusinessError('请选择一条记录！');
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const scope = await ctx.dataScopes.forList(auth, def.entity);
      return ctx.db.kysely.transaction().execute(async (trx) => {
        const visible = await inDataScope(
          def.entity,
          scope,
          def.base(trx, auth).select(idRef.as('scopedId')).where(idRef, 'in', wanted),
        ).execute();
        if (visible.length !== wanted.length) throw new BusinessError(def.notFound);
        return change(trx, wanted);
      });
    },
  };
}

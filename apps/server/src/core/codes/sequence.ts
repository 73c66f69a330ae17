import { type Kysely, sql, type Transaction } from 'kysely';
import { isMysql } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/**
 * The next number of a running sequence (per rule and period). The row is created on first use and
 * raised by an UPDATE, whose row lock (PostgreSQL, MySQL) or write lock (SQLite) serialises concurrent
 * callers: two callers never get the same number.
 */
export function nextSequence(db: Kysely<Database>, ruleCode: string, period: string): Promise<number> {
  return db.transaction().execute((trx) => raiseSequence(trx, ruleCode, period, 1));
}

/** Raises a sequence by `by` inside the caller's transaction and returns its new value. */
export async function raiseSequence(
  trx: Transaction<Database>,
  ruleCode: string,
  period: string,
  by: number,
): Promise<number> {
  if (isMysql(trx)) return raiseOnMysql(trx, ruleCode, period, by);
  await trx
    .insertInto('sysFillRuleSeq')
    .values({ ruleCode, period, value: 0 })
    .onConflict((oc) => oc.columns(['ruleCode', 'period']).doNothing())
    .execute();
  const row = await trx
    .updateTable('sysFillRuleSeq')
    .set((eb) => ({ value: eb('value', '+', by) }))
    .where('ruleCode', '=', ruleCode)
    .where('period', '=', period)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * MySQL: one upsert takes the row's write lock at once (an `insert ignore` then an update would each
 * lock it in turn, and two callers holding the first lock deadlock on the second); there is no
 * RETURNING, so the transaction reads its own write back.
 */
async function raiseOnMysql(trx: Transaction<Database>, ruleCode: string, period: string, by: number) {
  await trx
    .insertInto('sysFillRuleSeq')
    .values({ ruleCode, period, value: by })
    .onDuplicateKeyUpdate({ value: sql<number>`value + ${by}` })
    .execute();
  const row = await trx
    .selectFrom('sysFillRuleSeq')
    .select('value')
    .where('ruleCode', '=', ruleCode)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The number `nextSequence` would give now, without taking it (for trying a rule out). */
export async function peekSequence(db: Kysely<Database>, ruleCode: string, period: string): Promise<number> {
  const row = await db
    .selectFrom('sysFillRuleSeq')
    .select('value')
    .where('ruleCode', '=', ruleCode)
    .where('period', '=', period)
    .executeTakeFirst();
  return (row?.value ?? 0) + 1;
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The next number of a running sequence (per rule and period). The row is created on first use and
 * raised by an UPDATE, whose row lock (PostgreSQL) or write lock (SQLite) serialises concurrent callers:
 * two callers never get the same number.
 */
export async function nextSequence(db: Kysely<Database>, ruleCode: string, period: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sysFillRuleSeq')
      .values({ ruleCode, period, value: 0 })
      .onConflict((oc) => oc.columns(['ruleCode', 'period']).doNothing())
      .execute();
    const row = await trx
      .updateTable('sysFillRuleSeq')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('ruleCode', '=', ruleCode)
      .where('period', '=', period)
      .returning('value')
      .executeTakeFirstOrThrow();
    return row.value;
  });
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

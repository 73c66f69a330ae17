import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatDate } from '../time.ts';

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

/** A named generator of values (填值规则), run by its code. */
export type FillRuleGenerator = (db: Kysely<Database>, now: Date) => Promise<string>;

/** 工单编号: GD + yyyyMMdd + a 4-digit sequence that starts again every day (DOMAIN.md). */
const workOrderNo: FillRuleGenerator = async (db, now) => {
  const day = formatDate(now).replaceAll('-', '');
  const n = await nextSequence(db, 'work_order_no', day);
  return `GD${day}${String(n).padStart(4, '0')}`;
};

const generators: Record<string, FillRuleGenerator> = {
  work_order_no: workOrderNo,
};

/** The fill rule codes a server knows; rule definitions may only bind to these. */
export const fillRuleCodes = (): string[] => Object.keys(generators);

/** Runs the generator of `code`, or returns undefined when there is none. */
export function executeFillRule(
  db: Kysely<Database>,
  code: string,
  now = new Date(),
): Promise<string> | undefined {
  return generators[code]?.(db, now);
}

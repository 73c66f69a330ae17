import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

/** Lock rows are kept this long: far longer than any copy can be late for a fire. */
const LOCK_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Claims one fire of a job for this server copy: of the copies inserting the same (job, fire time) row,
 * exactly one inserts it; the others see nothing inserted and skip the fire.
 */
export async function claimFire(db: Kysely<Database>, jobId: string, fireTime: number): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .insertInto('sysQuartzJobLock')
    .values({ jobId, fireTime, lockedAt: now })
    .onConflict((oc) => oc.columns(['jobId', 'fireTime']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .deleteFrom('sysQuartzJobLock')
    .where('jobId', '=', jobId)
    .where('fireTime', '<', fireTime - LOCK_KEPT_MS)
    .execute();
  return true;
}

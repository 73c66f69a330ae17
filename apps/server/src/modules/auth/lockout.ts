import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 10 * 60_000;

/**
 * Counts wrong passwords per username (existing or not, so the lock reveals nothing):
 * 5 failures within 10 minutes lock the name for 10 minutes.
 */
export class LoginLockout {
  constructor(private readonly db: Kysely<Database>) {}

  /** Milliseconds the name stays locked, or 0. */
  async lockedFor(username: string, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom('sysLoginGuard')
      .select('lockedUntil')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil - now : 0;
  }

  /** Records a failure; returns true when this failure locked the name. */
  async recordFailure(username: string, now = Date.now()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sysLoginGuard')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      const inWindow =
        row !== undefined &&
        now - row.firstFailAt < FAILURE_WINDOW_MS &&
        !(row.lockedUntil && row.lockedUntil <= now);
      const failCount = inWindow ? row.failCount + 1 : 1;
      const firstFailAt = inWindow ? row.firstFailAt : now;
      const lockedUntil = failCount >= MAX_FAILURES ? now + LOCK_MS : null;
      if (row) {
        await trx
          .updateTable('sysLoginGuard')
          .set({ failCount, firstFailAt, lockedUntil })
          .where('username', '=', username)
          .execute();
      } else {
        await trx
          .insertInto('sysLoginGuard')
          .values({ username, failCount, firstFailAt, lockedUntil })
          .execute();
      }
      return lockedUntil !== null;
    });
  }

  async clear(username: string): Promise<void> {
    await this.db.deleteFrom('sysLoginGuard').where('username', '=', username).execute();
  }
}

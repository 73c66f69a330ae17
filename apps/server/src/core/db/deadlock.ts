/** Whether the database chose this transaction as the victim of a deadlock (and rolled all of it back). */
export function isDeadlock(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  // MySQL / MariaDB: ER_LOCK_DEADLOCK (1213); PostgreSQL: deadlock_detected (40P01).
  return code === 'ER_LOCK_DEADLOCK' || errno === 1213 || code === '40P01';
}

const ATTEMPTS = 3;

/**
 * Runs a whole transaction again when the database broke a deadlock by rolling it back. On MySQL two
 * short transactions that each delete a key that is not there yet and then insert it take gap locks that
 * block each other's insert; the one rolled back succeeds on its next try.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

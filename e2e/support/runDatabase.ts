import Database from 'better-sqlite3';
import { serverEnv } from './env.ts';

/** How long a setup write waits for the server's (or another test's) write to finish before giving up. */
const LOCK_WAIT_MS = 15_000;

/**
 * The run's SQLite database, for setup a test needs beside the API (a user or role of its own). It waits
 * for a lock held by the server or a test running beside it instead of failing with SQLITE_BUSY.
 */
export function openRunDatabase(): Database.Database {
  return new Database(`${serverEnv.HCS_DATA_DIR}/hcs.db`, { timeout: LOCK_WAIT_MS });
}

import type { Kysely } from 'kysely';
import { VersionedCache } from '../cache/versionedCache.ts';
import type { Database } from '../db/schema.ts';
import type { WriteTracker } from '../db/writeTracker.ts';
import { userHasPermission } from './grants.ts';

/** Every table a grant is read from; a write to any of them through this copy drops the answers. */
export const GRANT_TABLES = [
  'sys_permission',
  'sys_role_permission',
  'sys_user_role',
  'sys_depart_role_permission',
  'sys_depart_role_user',
  'sys_user_depart',
];

/**
 * The guard asks on every request whether the caller holds the route's permission. The answer is kept
 * while no grant table changes through this server copy, and for at most 3 s, so a change made through
 * another copy is honoured as quickly as a revoked session is.
 */
export class GrantCache {
  private readonly answers: VersionedCache<boolean>;

  constructor(
    private readonly db: Kysely<Database>,
    writes: WriteTracker,
  ) {
    this.answers = new VersionedCache(writes, GRANT_TABLES, 3_000, 20_000);
  }

  has(userId: string, code: string): Promise<boolean> {
    return this.answers.get(`${userId}\u0000${code}`, () => userHasPermission(this.db, userId, code));
  }
}

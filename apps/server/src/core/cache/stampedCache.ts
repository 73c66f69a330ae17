import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { WriteTracker } from '../db/writeTracker.ts';
import { bumpCacheVersion, readCacheVersion } from './cacheVersion.ts';

/**
 * A value loaded from the database and kept until its named version stamp (sys_cache_version) changes:
 * a change through this copy reloads at once, a change through another copy is seen within
 * `checkEveryMs`, or at once when the stamp's write is announced to `writes` (the invalidation bus).
 * The same scheme as the dictionary cache, for any value.
 */
export class StampedCache<T> {
  private value: Promise<T> | null = null;
  private loadedVersion: number | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private stampWrites = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly name: string,
    private readonly load: () => Promise<T>,
    private readonly checkEveryMs = 1_000,
    private readonly writes?: WriteTracker,
  ) {}

  private async checkVersion(): Promise<void> {
    const version = await readCacheVersion(this.db, this.name);
    this.checkedAt = Date.now();
    if (version !== this.loadedVersion) {
      // The stamp is read before the rows, so rows loaded now are at least as new as the stamp.
      this.value = null;
      this.loadedVersion = version;
    }
  }

  async get(): Promise<T> {
    const stampWrites = this.writes?.version('sys_cache_version') ?? 0;
    if (stampWrites !== this.stampWrites) {
      this.stampWrites = stampWrites;
      this.checkedAt = 0;
    }
    if (Date.now() - this.checkedAt >= this.checkEveryMs) {
      this.checking ??= this.checkVersion().finally(() => {
        this.checking = null;
      });
      await this.checking;
    }
    this.value ??= this.load().catch((err: unknown) => {
      this.value = null;
      throw err;
    });
    return this.value;
  }

  /** After a change: this copy reloads now, every other copy at its next check. */
  async changed(): Promise<void> {
    await bumpCacheVersion(this.db, this.name);
    this.checkedAt = 0;
  }
}

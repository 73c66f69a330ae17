import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bumpCacheVersion, readCacheVersion } from './cacheVersion.ts';

/**
 * A value loaded from the database and kept until its named version stamp (sys_cache_version) changes:
 * a change through this copy reloads at once, a change through another copy is seen within
 * `checkEveryMs`. The same scheme as the dictionary cache, for any value.
 */
export class StampedCache<T> {
  private value: Promise<T> | null = null;
  private loadedVersion: number | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly name: string,
    private readonly load: () => Promise<T>,
    private readonly checkEveryMs = 1_000,
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

import type { DictOption } from '@hcs/shared';
import type { Kysely } from 'kysely';
import { bumpCacheVersion, readCacheVersion } from '../cache/cacheVersion.ts';
import type { Database } from '../db/schema.ts';
import type { WriteTracker } from '../db/writeTracker.ts';

/** The name of the dictionary cache's version stamp (sys_cache_version). */
export const DICT_CACHE = 'dict';

/** How long a copy serves its cache before asking whether another copy has changed the dictionaries. */
export const DICT_VERSION_CHECK_MS = 1_000;

/**
 * Every enabled item of every enabled dictionary by dictionary code, loaded once and reloaded on
 * refresh. A refresh bumps the version stamp in the database; every other server copy sees the new
 * stamp within DICT_VERSION_CHECK_MS and reloads too, or at once when given the write tracker and the
 * stamp's write is announced to it (the invalidation bus).
 */
export class DictCache {
  private cache: Promise<Map<string, DictOption[]>> | null = null;
  private loadedVersion: number | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private stampWrites = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly checkEveryMs = DICT_VERSION_CHECK_MS,
    private readonly writes?: WriteTracker,
  ) {}

  private load(): Promise<Map<string, DictOption[]>> {
    this.cache ??= this.db
      .selectFrom('sysDict as d')
      .innerJoin('sysDictItem as i', 'i.dictId', 'd.id')
      .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
      .where('d.delFlag', '=', 0)
      .where('d.status', '=', 1)
      .where('i.status', '=', 1)
      .orderBy('d.dictCode')
      .orderBy('i.sortOrder')
      .execute()
      .then((rows) => {
        const map = new Map<string, DictOption[]>();
        for (const r of rows) {
          const list = map.get(r.dictCode) ?? [];
          list.push({ value: r.itemValue, text: r.itemText });
          map.set(r.dictCode, list);
        }
        return map;
      })
      .catch((err: unknown) => {
        this.cache = null;
        throw err;
      });
    return this.cache;
  }

  private async checkVersion(): Promise<void> {
    const version = await readCacheVersion(this.db, DICT_CACHE);
    this.checkedAt = Date.now();
    if (version !== this.loadedVersion) {
      // The stamp is read before the rows, so rows loaded now are at least as new as the stamp.
      this.cache = null;
      this.loadedVersion = version;
    }
  }

  private async current(): Promise<Map<string, DictOption[]>> {
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
    return this.load();
  }

  async items(code: string): Promise<DictOption[]> {
    return (await this.current()).get(code) ?? [];
  }

  async all(): Promise<Record<string, DictOption[]>> {
    return Object.fromEntries(await this.current());
  }

  /** Reloads this copy's cache and tells every other copy to reload theirs. */
  async refresh(): Promise<void> {
    await bumpCacheVersion(this.db, DICT_CACHE);
    this.checkedAt = 0;
    await this.current();
  }
}

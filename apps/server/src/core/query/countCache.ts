import type { WriteTracker } from '../db/writeTracker.ts';

/** With several server copies on one database (PostgreSQL), a write through another copy shows within this. */
export const SHARED_DATABASE_TTL_MS = 10_000;
/** An SQLite file has one server: every write goes through its tracker, the time limit only frees memory. */
export const SINGLE_SERVER_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2000;

interface Entry {
  total: number;
  versions: string;
  expiresAt: number;
}

/**
 * List totals are the costly half of a page (they read every matching row). The same filters asked
 * again — paging, refreshing — reuse the total while no table it reads has been written through this
 * server copy; writes through another copy are seen within `ttlMs`.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();
  /** The tables each statement reads, found once per statement. */
  private readonly tablesOf = new Map<string, string[]>();

  constructor(
    private readonly writes: WriteTracker,
    private readonly ttlMs = SHARED_DATABASE_TTL_MS,
  ) {}

  async get(sql: string, parameters: readonly unknown[], compute: () => Promise<number>): Promise<number> {
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    const versions = this.versionsOf(sql);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.versions === versions && hit.expiresAt > now) return hit.total;
    const total = await compute();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    // Versions read before computing: a write during the count makes the entry stale at once.
    this.entries.set(key, { total, versions, expiresAt: now + this.ttlMs });
    return total;
  }

  private versionsOf(sql: string): string {
    let tables = this.tablesOf.get(sql);
    if (!tables) {
      tables = [
        ...new Set([...sql.matchAll(/(?:from|join)\s+[`"]?(\w+)[`"]?/gi)].map((m) => m[1] ?? '')),
      ].sort();
      if (this.tablesOf.size >= MAX_ENTRIES) this.tablesOf.clear();
      this.tablesOf.set(sql, tables);
    }
    return tables.map((t) => `${t}:${this.writes.version(t)}`).join(',');
  }
}

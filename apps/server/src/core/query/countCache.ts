import type { WriteTracker } from '../db/writeTracker.ts';

const TTL_MS = 10_000;
const MAX_ENTRIES = 2000;

interface Entry {
  total: number;
  versions: string;
  expiresAt: number;
}

/**
 * List totals are the costly half of a page (they read every matching row). The same filters asked
 * again — paging, refreshing — reuse the total while no table it reads has been written through this
 * server copy; writes through another copy are seen within 10 s.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly writes: WriteTracker) {}

  async get(sql: string, parameters: readonly unknown[], compute: () => Promise<number>): Promise<number> {
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    const versions = this.versionsOf(sql);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.versions === versions && hit.expiresAt > now) return hit.total;
    const total = await compute();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    // Versions read before computing: a write during the count makes the entry stale at once.
    this.entries.set(key, { total, versions, expiresAt: now + TTL_MS });
    return total;
  }

  private versionsOf(sql: string): string {
    const tables = new Set([...sql.matchAll(/(?:from|join)\s+[`"]?(\w+)[`"]?/gi)].map((m) => m[1] ?? ''));
    return [...tables]
      .sort()
      .map((t) => `${t}:${this.writes.version(t)}`)
      .join(',');
  }
}

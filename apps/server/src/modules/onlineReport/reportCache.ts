import { TtlCache } from '../../core/cache/ttlCache.ts';
import type { WriteTracker } from '../../core/db/writeTracker.ts';

/** Spec §7: the report API's answers are cached 30 s per group. */
export const REPORT_CACHE_MS = 30_000;
const MAX_ENTRIES = 2000;

/** The tables every report answer depends on besides the report's own tables. */
export const DEFINITION_TABLES = ['onl_cgreport_head', 'onl_cgreport_item', 'onl_cgreport_param'];
const RULE_TABLES = ['sys_permission', 'sys_permission_data_rule', 'sys_role_permission', 'sys_user_role'];

interface Entry {
  /** The report's id: a save of the report clears its group. */
  group: string;
  value: unknown;
  tables: readonly string[];
  versions: number;
}

/**
 * The report API's answers (getRpColumns, getQueryInfo, getData, getColumnsAndData), 30 s per group
 * (spec §7), a group being one report: any save or delete of the report clears its group at once. The
 * key names everything an answer depends on (the caller, their tenant, the request). An answer is also
 * dropped when a table it read has been written through this server copy since (the report's tables,
 * its definition, data rules), so a change made here shows at once; a change through another server
 * copy shows within the 30 s.
 */
export class ReportCache {
  private readonly entries = new TtlCache<string, Entry>(REPORT_CACHE_MS, MAX_ENTRIES);

  constructor(private readonly writes: WriteTracker) {}

  private versions(tables: readonly string[]): number {
    let sum = 0;
    for (const table of tables) sum += this.writes.version(table);
    return sum;
  }

  /**
   * The cached answer of `key`, else `compute`'s. `compute` tells the group and the tables it read, and
   * whether the answer is worth keeping (`keep: false`: too large to hold);
   * versions are read before computing, so a write meanwhile leaves the entry stale at once.
   */
  async get<T>(
    key: string,
    compute: () => Promise<{ group: string; value: T; tables: readonly string[]; keep?: boolean }>,
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.versions === this.versions(hit.tables)) return hit.value as T;
    const before = new Map<string, number>();
    const snapshot = (tables: readonly string[]) => {
      let sum = 0;
      for (const table of tables) sum += before.get(table) ?? this.writes.version(table);
      return sum;
    };
    for (const table of [...DEFINITION_TABLES, ...RULE_TABLES]) before.set(table, this.writes.version(table));
    const { group, value, tables, keep = true } = await compute();
    if (!keep) return value;
    const all = [...new Set([...DEFINITION_TABLES, ...RULE_TABLES, ...tables])];
    this.entries.set(key, { group, value, tables: all, versions: snapshot(all) });
    return value;
  }

  /** Drops every answer of a report (after it is saved or deleted). */
  clear(group: string): void {
    this.entries.deleteWhere((entry) => entry.group === group);
  }
}

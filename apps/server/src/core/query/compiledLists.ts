import type { CompiledQuery } from 'kysely';
import { TtlCache } from '../cache/ttlCache.ts';

/** The two statements of one list request: its total and its page. */
export interface CompiledList {
  count: CompiledQuery;
  page: CompiledQuery;
}

/**
 * The SQL of list requests asked lately, by a key that names everything the SQL depends on (the list,
 * the caller, the tenant, the request's parameters, the data scope). Building and compiling a list query
 * costs more than SQLite takes to run it; a list asked again — a refresh, paging back, another tab — runs
 * its statements straight away. Only SQL text and parameters are kept, never rows.
 */
export class CompiledLists {
  private readonly entries = new TtlCache<string, CompiledList>(10 * 60_000, 2000);

  get(key: string): CompiledList | undefined {
    return this.entries.get(key);
  }

  set(key: string, list: CompiledList): void {
    this.entries.set(key, list);
  }
}

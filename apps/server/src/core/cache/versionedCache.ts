import type { WriteTracker } from '../db/writeTracker.ts';
import { TtlCache } from './ttlCache.ts';

/**
 * Values computed from a few tables, reused while none of those tables has been written through this
 * server copy; writes through another copy are seen once the entry's time runs out. Callers asking for
 * the same key at the same table versions while it is being computed wait for that one computation.
 */
export class VersionedCache<V> {
  private readonly entries: TtlCache<string, { value: V; versions: number }>;
  private readonly computing = new Map<string, Promise<V>>();
  /** Bumped by {@link invalidate}: all keys, and each key. */
  private epoch = 0;
  private readonly keyEpochs = new Map<string, number>();

  constructor(
    private readonly writes: WriteTracker,
    /** The tables the values are read from, as the database names them (snake_case). */
    private readonly tables: readonly string[],
    ttlMs: number,
    maxEntries: number,
  ) {
    this.entries = new TtlCache(ttlMs, maxEntries);
  }

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    // Read before computing: a write during the computation leaves the entry stale at once. Every
    // counter only grows, so their sum is unchanged exactly when none of them changed.
    let versions = this.epoch + (this.keyEpochs.get(key) ?? 0);
    for (const table of this.tables) versions += this.writes.version(table);
    const hit = this.entries.get(key);
    if (hit && hit.versions === versions) return hit.value;
    const flight = `${key}\u0000${versions}`;
    let pending = this.computing.get(flight);
    if (!pending) {
      pending = compute()
        .then((value) => {
          this.entries.set(key, { value, versions });
          return value;
        })
        .finally(() => this.computing.delete(flight));
      this.computing.set(flight, pending);
    }
    return pending;
  }

  /**
   * Makes the values of these keys (of every key when none are given) out of date, those being computed
   * included: for changes this copy learns of other than by its own writes (another copy's, announced).
   */
  invalidate(keys?: readonly string[]): void {
    if (!keys) this.epoch++;
    else for (const key of keys) this.keyEpochs.set(key, (this.keyEpochs.get(key) ?? 0) + 1);
  }
}

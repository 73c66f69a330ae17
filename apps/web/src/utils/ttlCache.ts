interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * Loads kept for `ttlMs` per key: a second call within that time gets the first call's promise (so
 * also one request for two calls made at once). A load that fails is forgotten at once so the next
 * call tries again.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = load();
    const entry = { value, expiresAt: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.catch(forget);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

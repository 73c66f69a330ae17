import { TtlCache } from '../cache/ttlCache.ts';

export interface Progress {
  done: number;
  total: number;
}

/** How far each running import is, by user and the id the page chose for it; kept for 10 minutes. */
export class ImportProgress {
  private readonly entries = new TtlCache<string, Progress>(10 * 60_000, 1000);

  private key(userId: string, importId: string) {
    return `${userId}\u0000${importId}`;
  }

  set(userId: string, importId: string, progress: Progress): void {
    this.entries.set(this.key(userId, importId), progress);
  }

  get(userId: string, importId: string): Progress | undefined {
    return this.entries.get(this.key(userId, importId));
  }
}

/** An id the page gave an import so it can ask how far it is: letters, digits and dashes only. */
export function importIdOf(query: unknown): string | null {
  const raw = (query as Record<string, unknown> | undefined)?.importId;
  return typeof raw === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(raw) ? raw : null;
}

import type { LogEvent } from 'kysely';

/**
 * How many distinct statements are shown, how many of the slowest runs are kept per window (a statement
 * may run slowly many times), and how long a window lasts.
 */
const SHOWN = 20;
const KEPT = 100;
const WINDOW_MS = 5 * 60_000;

export interface SlowStatement {
  /** The compiled statement: values are bound parameters, never in the text. */
  sql: string;
  durationMs: number;
  /** Epoch ms. */
  at: number;
}

/** Quoted literals and bare numbers a statement may still carry (sql.lit, a report's own SQL) become `?`. */
const LITERALS = /'(?:[^']|'')*'|(?<![\w$.])\d+(?:\.\d+)?\b/g;

/**
 * The slowest statements of the last few minutes (the current window and the one before), fed by
 * Kysely's `log` option. A statement faster than the slowest kept ones costs one comparison.
 */
export class SlowQueries {
  private current: SlowStatement[] = [];
  private previous: SlowStatement[] = [];
  private windowStart = Date.now();
  /** The shortest duration kept in the current window once it is full. */
  private floor = 0;

  readonly log = (event: LogEvent): void => {
    if (event.level !== 'query') return;
    this.record(event.query.sql, event.queryDurationMillis);
  };

  record(sql: string, durationMs: number, at = Date.now()): void {
    if (at - this.windowStart >= WINDOW_MS) {
      this.previous = at - this.windowStart >= 2 * WINDOW_MS ? [] : this.current;
      this.current = [];
      this.floor = 0;
      this.windowStart = at;
    }
    if (this.current.length >= KEPT && durationMs <= this.floor) return;
    this.current.push({ sql, durationMs, at });
    if (this.current.length > KEPT) {
      this.current.sort((a, b) => b.durationMs - a.durationMs);
      this.current.length = KEPT;
    }
    if (this.current.length >= KEPT) {
      this.floor = Math.min(...this.current.map((s) => s.durationMs));
    }
  }

  /** The slowest of the last two windows, slowest first, literals masked, each statement once (its slowest run). */
  slowest(): SlowStatement[] {
    const seen = new Set<string>();
    const slowest: SlowStatement[] = [];
    for (const s of [...this.current, ...this.previous].sort((a, b) => b.durationMs - a.durationMs)) {
      const sql = s.sql.replace(LITERALS, '?');
      if (seen.has(sql)) continue;
      seen.add(sql);
      slowest.push({ ...s, sql });
      if (slowest.length === SHOWN) break;
    }
    return slowest;
  }
}

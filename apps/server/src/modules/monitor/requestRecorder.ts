import type { RouteLatency, StatusClass, TraceEntry } from '@hcs/shared';
import { STATUS_CLASSES } from '@hcs/shared';
import { formatDateTime } from '../../core/time.ts';
import { LatencyHistogram } from './latencyHistogram.ts';

/** How many requests the trace keeps. */
export const TRACE_CAPACITY = 1000;
/** What the requests per second are averaged over. */
const RATE_WINDOW_S = 60;
/** Durations are recorded in units of 10 µs, up to 60 s, within 0.8 % (about 8 KB a route). */
const UNITS_PER_MS = 100;
const HISTOGRAM_HIGHEST = 60_000 * UNITS_PER_MS;
/** Every unmatched path counts under one route, so probing scanners cannot grow the table. */
export const UNMATCHED_ROUTE = '(未匹配的路径)';
/** The built web app's files and pages count as one route: the table is about the API. */
export const STATIC_ROUTE = '(静态文件与页面)';
const MAX_PATH = 300;

/** One kept request; the slots are allocated once and overwritten in turn. */
interface Slot {
  seq: number;
  at: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  username: string | null;
}

interface RouteStats {
  method: string;
  route: string;
  count: number;
  totalMs: number;
  maxMs: number;
  histogram: LatencyHistogram;
}

export interface TraceFilter {
  statusClass?: StatusClass;
  /** A part of the path. */
  path?: string;
  /** A part of the user name. */
  user?: string;
}

/**
 * What this copy has answered: the last {@link TRACE_CAPACITY} requests (time, method, path without its
 * query, status, duration, user — never headers, bodies or query values), per-route latency histograms,
 * status classes and the request rate. Recording a request is O(1) and allocates no more than its path.
 */
export class RequestRecorder {
  private readonly slots: Slot[] = Array.from({ length: TRACE_CAPACITY }, () => ({
    seq: 0,
    at: 0,
    method: '',
    path: '',
    status: 0,
    durationMs: 0,
    username: null,
  }));
  private next = 0;
  private filled = 0;
  private readonly routes = new Map<string, RouteStats>();
  private readonly statusCounts = [0, 0, 0, 0, 0];
  private total = 0;
  private readonly secondCounts = new Uint32Array(RATE_WINDOW_S);
  private readonly secondStamps = new Float64Array(RATE_WINDOW_S);

  /** @param apiPrefix the API's base path with a trailing slash (`/hcs/`): routes outside it are the web app's. */
  constructor(private readonly apiPrefix: string) {}

  record(
    method: string,
    url: string,
    route: string | undefined,
    status: number,
    durationMs: number,
    username: string | null,
    now = Date.now(),
  ): void {
    const slot = this.slots[this.next] as Slot;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    slot.seq = this.total + 1;
    slot.at = now - durationMs;
    slot.method = method;
    slot.path = path.length > MAX_PATH ? path.slice(0, MAX_PATH) : path;
    slot.status = status;
    slot.durationMs = durationMs;
    slot.username = username;
    this.next = (this.next + 1) % TRACE_CAPACITY;
    if (this.filled < TRACE_CAPACITY) this.filled++;

    const routeName =
      route === undefined ? UNMATCHED_ROUTE : route.startsWith(this.apiPrefix) ? route : STATIC_ROUTE;
    const key = `${method} ${routeName}`;
    let stats = this.routes.get(key);
    if (!stats) {
      stats = {
        method,
        route: routeName,
        count: 0,
        totalMs: 0,
        maxMs: 0,
        histogram: new LatencyHistogram(HISTOGRAM_HIGHEST),
      };
      this.routes.set(key, stats);
    }
    stats.count++;
    stats.totalMs += durationMs;
    if (durationMs > stats.maxMs) stats.maxMs = durationMs;
    stats.histogram.record(Math.round(durationMs * UNITS_PER_MS));

    const classIndex = Math.floor(status / 100) - 1;
    if (classIndex >= 0 && classIndex < this.statusCounts.length) {
      this.statusCounts[classIndex] = (this.statusCounts[classIndex] ?? 0) + 1;
    }
    this.total++;

    const second = Math.floor(now / 1000);
    const bucket = second % RATE_WINDOW_S;
    if (this.secondStamps[bucket] !== second) {
      this.secondStamps[bucket] = second;
      this.secondCounts[bucket] = 0;
    }
    this.secondCounts[bucket] = (this.secondCounts[bucket] ?? 0) + 1;
  }

  /** The kept requests, newest first, that pass the filter; at most `limit` of them. */
  trace(filter: TraceFilter = {}, limit = TRACE_CAPACITY): { records: TraceEntry[]; kept: number } {
    const matches = traceMatcher(filter);
    const records: TraceEntry[] = [];
    for (let i = 1; i <= this.filled && records.length < limit; i++) {
      const slot = this.slots[(this.next - i + TRACE_CAPACITY) % TRACE_CAPACITY] as Slot;
      if (!matches(slot)) continue;
      records.push({
        seq: slot.seq,
        time: formatMillis(slot.at),
        method: slot.method,
        path: slot.path,
        status: slot.status,
        durationMs: round(slot.durationMs),
        username: slot.username,
      });
    }
    return { records, kept: this.filled };
  }

  /** Requests per second over the last minute. */
  requestsPerSecond(now = Date.now()): number {
    const second = Math.floor(now / 1000);
    let count = 0;
    for (let i = 0; i < RATE_WINDOW_S; i++) {
      const stamp = this.secondStamps[i] ?? 0;
      if (stamp > second - RATE_WINDOW_S && stamp <= second) count += this.secondCounts[i] ?? 0;
    }
    return round(count / RATE_WINDOW_S);
  }

  statusClasses(): Record<StatusClass, number> {
    return Object.fromEntries(STATUS_CLASSES.map((c, i) => [c, this.statusCounts[i] ?? 0])) as Record<
      StatusClass,
      number
    >;
  }

  totalRequests(): number {
    return this.total;
  }

  /** The `limit` routes slowest at their 99th percentile. */
  slowestRoutes(limit: number): RouteLatency[] {
    const ms = (units: number) => round(units / UNITS_PER_MS);
    return [...this.routes.values()]
      .map((s) => ({
        method: s.method,
        route: s.route,
        count: s.count,
        meanMs: round(s.totalMs / s.count),
        p50Ms: ms(s.histogram.percentile(50)),
        p95Ms: ms(s.histogram.percentile(95)),
        p99Ms: ms(s.histogram.percentile(99)),
        maxMs: round(s.maxMs),
      }))
      .sort((a, b) => b.p99Ms - a.p99Ms || b.count - a.count)
      .slice(0, limit);
  }
}

/** Whether a request passes the trace filter: the recorder's own and the ones other copies publish. */
export function traceMatcher(
  filter: TraceFilter,
): (entry: Pick<TraceEntry, 'path' | 'status' | 'username'>) => boolean {
  const path = filter.path?.toLowerCase();
  const user = filter.user?.toLowerCase();
  return (entry) =>
    (!filter.statusClass || statusClassOf(entry.status) === filter.statusClass) &&
    (!path || entry.path.toLowerCase().includes(path)) &&
    (!user || !!entry.username?.toLowerCase().includes(user));
}

export function statusClassOf(status: number): StatusClass | null {
  const c = `${Math.floor(status / 100)}xx`;
  return (STATUS_CLASSES as readonly string[]).includes(c) ? (c as StatusClass) : null;
}

const round = (n: number) => Math.round(n * 100) / 100;

function formatMillis(at: number): string {
  const d = new Date(at);
  return `${formatDateTime(d)}.${String(d.getMilliseconds()).padStart(3, '0')}`;
}

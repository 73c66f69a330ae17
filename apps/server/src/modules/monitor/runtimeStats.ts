import {
  constants,
  type IntervalHistogram,
  monitorEventLoopDelay,
  PerformanceObserver,
} from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { RuntimeAnswer, RuntimeSample } from '@hcs/shared';

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: '新生代 (Scavenge)',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: '老生代 (Mark-Compact)',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: '增量标记',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: '弱引用回调',
};

const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
/** The sampling timer's period: the histogram's values include it, so it is taken off again. */
const LOOP_RESOLUTION_MS = 10;
const delayMs = (ns: number) => Math.max(0, ms(ns - LOOP_RESOLUTION_MS * 1e6));
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * This process's runtime: memory, event-loop delay (p50/p99 since the last sample, measured by
 * monitorEventLoopDelay), garbage collections (a PerformanceObserver on 'gc') and active resources.
 */
export class RuntimeStats {
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  private readonly gcObserver: PerformanceObserver;
  private readonly gcByKind = new Map<string, { count: number; pauseMs: number }>();
  private gcCount = 0;
  private gcPauseMs = 0;
  /** The delay figures of the last finished interval (the histogram restarts at each sample). */
  private lastDelay = { p50: 0, p99: 0, max: 0 };

  constructor() {
    this.loopDelay.enable();
    this.gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { detail } = entry as { detail?: { kind?: number } };
        const kind = GC_KINDS[detail?.kind ?? 0] ?? '其他';
        const byKind = this.gcByKind.get(kind) ?? { count: 0, pauseMs: 0 };
        byKind.count++;
        byKind.pauseMs += entry.duration;
        this.gcByKind.set(kind, byKind);
        this.gcCount++;
        this.gcPauseMs += entry.duration;
      }
    });
    this.gcObserver.observe({ entryTypes: ['gc'] });
  }

  /** Takes the event-loop figures of the interval that ends now and starts the next one. */
  sample(): RuntimeSample {
    if (this.loopDelay.count > 0) {
      this.lastDelay = {
        p50: delayMs(this.loopDelay.percentile(50)),
        p99: delayMs(this.loopDelay.percentile(99)),
        max: delayMs(this.loopDelay.max),
      };
    }
    this.loopDelay.reset();
    const memory = process.memoryUsage();
    return {
      at: Date.now(),
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      rss: memory.rss,
      external: memory.external,
      eventLoopP50Ms: this.lastDelay.p50,
      eventLoopP99Ms: this.lastDelay.p99,
      gcCount: this.gcCount,
      gcPauseMs: round(this.gcPauseMs),
    };
  }

  current(history: RuntimeSample[]): RuntimeAnswer {
    const memory = process.memoryUsage();
    const resources = new Map<string, number>();
    for (const kind of process.getActiveResourcesInfo()) resources.set(kind, (resources.get(kind) ?? 0) + 1);
    return {
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      heapLimit: getHeapStatistics().heap_size_limit,
      rss: memory.rss,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      eventLoopP50Ms: this.lastDelay.p50,
      eventLoopP99Ms: this.lastDelay.p99,
      eventLoopMaxMs: this.lastDelay.max,
      gcCount: this.gcCount,
      gcPauseMs: round(this.gcPauseMs),
      gcByKind: [...this.gcByKind].map(([kind, v]) => ({ kind, count: v.count, pauseMs: round(v.pauseMs) })),
      activeResources: [...resources]
        .map(([kind, count]) => ({ kind, count }))
        .sort((a, b) => b.count - a.count),
      history,
    };
  }

  stop(): void {
    this.loopDelay.disable();
    this.gcObserver.disconnect();
  }
}

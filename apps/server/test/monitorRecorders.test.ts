import { describe, expect, it } from 'vitest';
import { SlowQueries } from '../src/core/db/slowQueries.ts';
import {
  RequestRecorder,
  STATIC_ROUTE,
  TRACE_CAPACITY,
  UNMATCHED_ROUTE,
} from '../src/modules/monitor/requestRecorder.ts';

describe('RequestRecorder', () => {
  it('keeps the last 1,000 requests, newest first, with their paths but not their queries', () => {
    const recorder = new RequestRecorder('/hcs/');
    for (let i = 1; i <= TRACE_CAPACITY + 5; i++) {
      recorder.record(
        'GET',
        `/hcs/sys/user/list?token=t${i}&pageNo=1`,
        '/hcs/sys/user/list',
        200,
        i % 7,
        'admin',
      );
    }
    const { records, kept } = recorder.trace();
    expect(kept).toBe(TRACE_CAPACITY);
    expect(records).toHaveLength(TRACE_CAPACITY);
    expect(records[0]?.seq).toBe(TRACE_CAPACITY + 5);
    expect(records.at(-1)?.seq).toBe(6);
    expect(records.every((r) => r.path === '/hcs/sys/user/list')).toBe(true);
    expect(recorder.totalRequests()).toBe(TRACE_CAPACITY + 5);
  });

  it('gives per-route percentiles and one route for every unmatched path', () => {
    const recorder = new RequestRecorder('/hcs/');
    for (let ms = 1; ms <= 100; ms++) recorder.record('GET', '/hcs/a', '/hcs/a', 200, ms, null);
    for (let i = 0; i < 50; i++) recorder.record('GET', `/probe/${i}`, undefined, 404, 1, null);
    recorder.record('GET', '/assets/a.js', '/assets/a.js', 200, 0.5, null);
    recorder.record('GET', '/assets/b.js', '/assets/b.js', 200, 0.5, null);
    const [slowest, other] = recorder.slowestRoutes(20);
    expect(slowest).toMatchObject({ route: '/hcs/a', count: 100, maxMs: 100 });
    expect(slowest?.p50Ms).toBeCloseTo(50, 0);
    expect(slowest?.p99Ms).toBeCloseTo(99, 0);
    expect(other).toMatchObject({ route: UNMATCHED_ROUTE, count: 50 });
    expect(recorder.slowestRoutes(20).find((r) => r.route === STATIC_ROUTE)?.count).toBe(2);
    expect(recorder.statusClasses()).toMatchObject({ '2xx': 102, '4xx': 50 });
    expect(recorder.trace({ statusClass: '4xx', path: 'probe/4' }).records.map((r) => r.path)).toEqual([
      '/probe/49',
      '/probe/48',
      '/probe/47',
      '/probe/46',
      '/probe/45',
      '/probe/44',
      '/probe/43',
      '/probe/42',
      '/probe/41',
      '/probe/40',
      '/probe/4',
    ]);
  });

  it('counts requests per second over the last minute', () => {
    const recorder = new RequestRecorder('/hcs/');
    const now = 1_700_000_000_000;
    for (let s = 0; s < 120; s++) recorder.record('GET', '/hcs/x', '/hcs/x', 200, 1, null, now + s * 1000);
    // 60 requests within the last minute (one a second), the older 60 forgotten.
    expect(recorder.requestsPerSecond(now + 119_000)).toBe(1);
  });
});

describe('SlowQueries', () => {
  it('keeps the 20 slowest statements and shows no literal values', () => {
    const slow = new SlowQueries();
    const at = Date.now();
    for (let i = 0; i < 100; i++) {
      slow.record(`select * from t${i % 50} where a = ? and b = 'secret-${i}' limit ${i}`, i, at);
    }
    const kept = slow.slowest();
    expect(kept).toHaveLength(20);
    expect(kept.map((s) => s.durationMs)).toEqual(Array.from({ length: 20 }, (_, i) => 99 - i));
    expect(kept[0]?.sql).toBe('select * from t49 where a = ? and b = ? limit ?');
    expect(JSON.stringify(kept)).not.toContain('secret');
  });

  it('shows a statement once, at its slowest run', () => {
    const slow = new SlowQueries();
    for (const ms of [3, 9, 5]) slow.record(`select * from t where id = ${ms}`, ms);
    expect(slow.slowest().map((s) => [s.sql, s.durationMs])).toEqual([['select * from t where id = ?', 9]]);
  });

  it('keeps $n placeholders and forgets statements older than two windows', () => {
    const slow = new SlowQueries();
    const at = Date.now();
    slow.record('select * from t1 where id = $1', 500, at);
    expect(slow.slowest()[0]?.sql).toBe('select * from t1 where id = $1');
    slow.record('select 1', 1, at + 11 * 60_000);
    expect(slow.slowest().map((s) => s.durationMs)).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from '../src/modules/monitor/latencyHistogram.ts';

/** The exact percentile of a list: the smallest value with `percent` % of the list at or below it. */
function exactPercentile(values: number[], percent: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((percent / 100) * sorted.length)) - 1] ?? 0;
}

describe('LatencyHistogram', () => {
  it('is exact below 256 and says 0 when empty', () => {
    const histogram = new LatencyHistogram(6_000_000);
    expect(histogram.percentile(50)).toBe(0);
    for (let v = 1; v <= 200; v++) histogram.record(v);
    expect(histogram.percentile(50)).toBe(100);
    expect(histogram.percentile(99)).toBe(198);
    expect(histogram.percentile(100)).toBe(200);
  });

  it('keeps every percentile within 0.8 % above the exact one, over the whole range', () => {
    const histogram = new LatencyHistogram(6_000_000);
    const values: number[] = [];
    // A fixed pseudo-random spread over six decades, so that a failure repeats.
    let seed = 12345;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const value = Math.max(1, Math.round(10 ** ((seed / 2 ** 31) * 6.7)));
      values.push(value);
      histogram.record(value);
    }
    for (const percent of [1, 10, 50, 90, 95, 99, 99.9]) {
      const exact = exactPercentile(values, percent);
      const kept = histogram.percentile(percent);
      expect(kept, `p${percent}`).toBeGreaterThanOrEqual(exact);
      expect(kept, `p${percent}`).toBeLessThanOrEqual(exact * (1 + 1 / 128));
    }
  });

  it('never says more than the largest value counted', () => {
    const histogram = new LatencyHistogram(6_000_000);
    histogram.record(35_612);
    expect(histogram.percentile(50)).toBe(35_612);
    expect(histogram.percentile(99)).toBe(35_612);
  });

  it('counts what is below 1 as 1 and what is above its highest as the highest', () => {
    const histogram = new LatencyHistogram(1000);
    histogram.record(0);
    histogram.record(-5);
    expect(histogram.percentile(100)).toBe(1);
    histogram.record(50_000);
    histogram.record(50_000);
    expect(histogram.percentile(100)).toBe(1000);
  });
});

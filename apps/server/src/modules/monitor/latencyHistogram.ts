/** Sub-buckets per power of two: values within 1/128 (0.8 %) of each other share a bucket. */
const SUB_BITS = 8;
const SUB = 1 << SUB_BITS;
const HALF = SUB >> 1;

/** The bucket of a positive integer: exact below SUB, then HALF buckets per power of two. */
function bucketOf(value: number): number {
  if (value < SUB) return value;
  const shift = 31 - Math.clz32(value) - SUB_BITS + 1;
  return SUB + (shift - 1) * HALF + ((value >>> shift) - HALF);
}

/** The highest value a bucket holds. */
function highestIn(bucket: number): number {
  if (bucket < SUB) return bucket;
  const k = bucket - SUB;
  const shift = Math.floor(k / HALF) + 1;
  const mantissa = HALF + (k % HALF);
  return ((mantissa + 1) << shift) - 1;
}

/**
 * Counts of positive integers in log-linear buckets (as HdrHistogram keeps them) in one Uint32Array.
 * Written here rather than taken from node:perf_hooks' createHistogram: that one records through a call
 * into C++, and recording every request through it was what made request recording cost more than the
 * 5 % issue 19 allows (scripts/bench-trace.mjs); this records with a few integer operations in JS.
 */
export class LatencyHistogram {
  private readonly counts: Uint32Array;
  private total = 0;
  /** The largest value counted: no percentile says more than was seen. */
  private max = 0;

  /** @param highest the largest value kept apart; larger ones count as it. */
  constructor(private readonly highest: number) {
    this.counts = new Uint32Array(bucketOf(highest) + 1);
  }

  /** Counts an integer value; below 1 counts as 1, above the highest as the highest. */
  record(value: number): void {
    const kept = value < 1 ? 1 : value > this.highest ? this.highest : value | 0;
    const bucket = bucketOf(kept);
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.total++;
    if (kept > this.max) this.max = kept;
  }

  /**
   * The value at or below which `percent` % of the counted values lie: its bucket's highest, but never
   * more than the largest value counted; 0 when empty.
   */
  percentile(percent: number): number {
    if (this.total === 0) return 0;
    const target = Math.max(1, Math.ceil((percent / 100) * this.total));
    let seen = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket++) {
      seen += this.counts[bucket] ?? 0;
      if (seen >= target) return Math.min(highestIn(bucket), this.max);
    }
    return this.max;
  }
}

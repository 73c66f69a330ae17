import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis of HCS_TEST_REDIS_URL (e.g. redis://127.0.0.1:6379), or null when the run has none. */
export const testRedisUrl = (): string | null => process.env.HCS_TEST_REDIS_URL || null;

/** Like testRedisUrl, for a file that cannot run without one. */
export function requireTestRedisUrl(file: string): string {
  const url = testRedisUrl();
  if (!url) throw new Error(`${file} needs HCS_TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)`);
  return url;
}

/** A key prefix of its own for one server (or copies of one installation): parallel test files never meet. */
export const testRedisPrefix = (): string => `hcs-test-${randomBytes(5).toString('hex')}:`;

/** Deletes every key under the prefix (counters and job claims outlive a test file otherwise). */
export async function dropTestRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

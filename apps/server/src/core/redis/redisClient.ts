import { Redis } from 'ioredis';
import { HttpError } from '../result.ts';

/** What a request that needs Redis hears while it cannot be reached. */
export const REDIS_UNAVAILABLE_MESSAGE = '缓存服务（Redis）暂时无法连接，请稍后再试';

/** The answer (503) for a request that needed Redis while it was away. */
export const redisUnavailable = () => new HttpError(503, REDIS_UNAVAILABLE_MESSAGE);

/** A command that does not answer within this long fails, so a request never hangs on a lost Redis. */
const COMMAND_TIMEOUT_MS = 2000;

/**
 * One connection to HCS_REDIS_URL that reconnects by itself for as long as the server runs. Commands
 * sent while it is down fail at once (no queue), so requests get their 503 instead of waiting; a
 * subscriber connection queues its SUBSCRIBE until connected and subscribes again after each reconnect.
 */
export function redisConnection(url: string, role: 'commands' | 'subscriber'): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    connectionName: `hcs-${role}`,
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: role === 'subscriber' ? null : 0,
    ...(role === 'commands' ? { commandTimeout: COMMAND_TIMEOUT_MS } : {}),
    connectTimeout: 5000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  // Each failed reconnect emits an error; the outage itself is logged once by whoever watches 'close'.
  client.on('error', () => undefined);
  return client;
}

/** Connects at start; a Redis that cannot be reached then stops the start with a message saying so. */
export async function connectRedis(client: Redis): Promise<void> {
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `Redis 无法连接 (HCS_REDIS_URL): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

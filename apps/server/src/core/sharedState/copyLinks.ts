import type { RedisAnswer } from '@hcs/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/connect.ts';
import type { ReadinessProbe } from '../http/health.ts';
import { MemoryPubSub, type PubSub } from '../realtime/pubsub.ts';
import { RedisPubSub } from '../realtime/redisPubSub.ts';
import { connectRedis, redisConnection } from '../redis/redisClient.ts';
import { redisFigures } from '../redis/redisFigures.ts';
import { DatabaseSharedState } from './databaseSharedState.ts';
import { RedisSharedState } from './redisSharedState.ts';
import type { SharedState } from './sharedState.ts';

/** What the server copies share besides the database: the pub/sub between them and the short-lived state. */
export interface CopyLinks {
  pubsub: PubSub;
  shared: SharedState;
  /** /ready's probes besides the database's (Redis when configured). */
  probes: ReadinessProbe[];
  /** Redis as 系统监控 shows it (not configured, out of reach, or its figures). */
  redisFigures(): Promise<RedisAnswer>;
  /** Where losing and regaining Redis, and failed announcements, are logged from now on. */
  logTo(log: FastifyBaseLogger): void;
  /** Logs a failure to reach the other copies, at most once every 10 s for each `what`. */
  warn(error: unknown, what: string): void;
  close(): Promise<void>;
}

/**
 * Without HCS_REDIS_URL: pushes stay in this process and the state is in the database (one copy, or
 * several on one database whose pushes and caches do not reach each other at once). With it: both in
 * Redis, connected before the server starts (a Redis out of reach then stops the start).
 */
export async function openCopyLinks(config: AppConfig, db: Db): Promise<CopyLinks> {
  let log: FastifyBaseLogger | null = null;
  const warned = new Map<string, number>();
  // During an outage every write fails to announce: one line per kind every 10 s says enough.
  const warn = (error: unknown, what: string) => {
    const now = Date.now();
    if (now - (warned.get(what) ?? 0) < 10_000) return;
    warned.set(what, now);
    log?.warn({ err: error }, what);
  };
  if (!config.redisUrl) {
    return {
      pubsub: new MemoryPubSub(),
      shared: new DatabaseSharedState(db.kysely),
      probes: [],
      redisFigures: async () => ({ configured: false }),
      logTo: (to) => {
        log = to;
      },
      warn,
      close: async () => undefined,
    };
  }
  const redis = redisConnection(config.redisUrl, 'commands');
  await connectRedis(redis);
  const pubsub = new RedisPubSub(redis, config.redisUrl, config.redisPrefix);
  try {
    await pubsub.start();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  let down = false;
  redis.on('close', () => {
    if (down) return;
    down = true;
    log?.warn('redis connection lost, reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info('redis connection back');
  });
  return {
    pubsub,
    shared: new RedisSharedState(redis, config.redisPrefix),
    probes: [
      {
        name: 'redis',
        check: async () => {
          await redis.ping();
        },
      },
    ],
    redisFigures: () => redisFigures(redis),
    logTo: (to) => {
      log = to;
    },
    warn,
    close: async () => {
      await pubsub.close();
      redis.disconnect();
    },
  };
}

import type { MonitorCopies, RedisAnswer, ServerInfo } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestRedisKeys, requireTestRedisUrl, testRedisPrefix } from './support/testRedis.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

const url = requireTestRedisUrl('monitorRedis.test.ts');
const prefix = testRedisPrefix();
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off', HCS_REDIS_URL: url, HCS_REDIS_PREFIX: prefix });
  admin = await server.tokenFor('admin');
});
afterAll(async () => {
  await server?.close();
  await dropTestRedisKeys(url, prefix);
});

describe('系统监控 Redis with HCS_REDIS_URL', () => {
  it('shows the Redis the copies share: its version, keys, memory, clients, commands and hit rate', async () => {
    const answer = await server.get<MonitorCopies<RedisAnswer>>('/sys/monitor/redis', admin);
    expect(answer.status).toBe(200);
    const redis = answer.body.result.copies[0];
    if (!redis?.configured || !redis.reachable)
      throw new Error(`not shown as reachable: ${JSON.stringify(redis)}`);
    expect(redis.version).toMatch(/^\d+\.\d+/);
    expect(redis.uptimeSeconds).toBeGreaterThan(0);
    expect(redis.keys).toBeGreaterThanOrEqual(0);
    expect(redis.usedMemory).toBeGreaterThan(0);
    // This server's own connections at least: commands and the subscriber.
    expect(redis.connectedClients).toBeGreaterThanOrEqual(2);
    expect(redis.opsPerSecond).toBeGreaterThanOrEqual(0);
    if (redis.hitRate !== null) {
      expect(redis.hitRate).toBeGreaterThanOrEqual(0);
      expect(redis.hitRate).toBeLessThanOrEqual(1);
    }
    const info = await server.get<MonitorCopies<ServerInfo>>('/sys/monitor/server', admin);
    expect(info.body.result.copies[0]?.redisVersion).toBe(redis.version);
  });
});

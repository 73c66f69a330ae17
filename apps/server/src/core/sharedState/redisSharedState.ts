import type { Redis } from 'ioredis';
import { redisUnavailable } from '../redis/redisClient.ts';
import type { ClaimSpace, CounterSpace, Secret, SecretSpace, SharedState, StateKey } from './sharedState.ts';

// A secret is a hash {v: value, n: wrong tries} that expires; each script does its check and change at once.
const PUT = `redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'n', 0)
redis.call('PEXPIRE', KEYS[1], ARGV[2])`;
const READ = `local v = redis.call('HMGET', KEYS[1], 'v', 'n')
if not v[1] then return nil end
return {v[1], v[2], redis.call('PTTL', KEYS[1])}`;
const TAKE = `if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' and tonumber(redis.call('HGET', KEYS[1], 'n')) >= tonumber(ARGV[2]) then return 0 end
redis.call('DEL', KEYS[1])
return 1`;
const MISS = `if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
if n >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return n`;
// The window starts at its first count (and again if a count ever lost its expiry).
const COUNT = `local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
const UNCOUNT = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The reply of a script that Redis itself refused (a bug here), as opposed to Redis being out of reach. */
const isReplyError = (error: unknown) => error instanceof Error && error.name === 'ReplyError';

/**
 * Shared state in Redis (HCS_REDIS_URL) under `prefix`: SET NX PX for claims, INCR with PEXPIRE for
 * counters, Lua for check-and-delete. When Redis cannot be reached each call fails with the 503 of
 * redisClient.ts, and works again as soon as the connection is back.
 */
export class RedisSharedState implements SharedState {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async put(space: SecretSpace, key: StateKey, value: string, ttlMs: number): Promise<void> {
    await this.run(() => this.redis.eval(PUT, 1, this.name(space, key), value, String(ttlMs)));
  }

  async read(space: SecretSpace, key: StateKey): Promise<Secret | null> {
    const reply = await this.run(() => this.redis.eval(READ, 1, this.name(space, key)));
    if (!Array.isArray(reply)) return null;
    const [value, tries, ttl] = reply as [string, string, number];
    return { value, tries: Number(tries), expiresAt: Date.now() + Math.max(0, Number(ttl)) };
  }

  async take(space: SecretSpace, key: StateKey, value: string, maxTries?: number): Promise<boolean> {
    const taken = await this.run(() =>
      this.redis.eval(TAKE, 1, this.name(space, key), value, maxTries === undefined ? '' : String(maxTries)),
    );
    return Number(taken) === 1;
  }

  async miss(space: SecretSpace, key: StateKey, value: string, maxTries: number): Promise<void> {
    await this.run(() => this.redis.eval(MISS, 1, this.name(space, key), value, String(maxTries)));
  }

  async remove(space: SecretSpace | CounterSpace, key: StateKey): Promise<void> {
    await this.run(() => this.redis.del(this.name(space, key)));
  }

  async count(space: CounterSpace, key: StateKey, windowMs: number): Promise<number> {
    return Number(await this.run(() => this.redis.eval(COUNT, 1, this.name(space, key), String(windowMs))));
  }

  async uncount(space: CounterSpace, key: StateKey): Promise<void> {
    await this.run(() => this.redis.eval(UNCOUNT, 1, this.name(space, key)));
  }

  async claim(space: ClaimSpace, key: StateKey, ttlMs: number): Promise<boolean> {
    const set = await this.run(() => this.redis.set(this.name(space, key), '1', 'PX', ttlMs, 'NX'));
    return set === 'OK';
  }

  /** Key parts are escaped, so a client's text (a captcha key) can never reach into another key. */
  private name(space: string, key: StateKey): string {
    return `${this.prefix}${space}:${key.map(encodeURIComponent).join(':')}`;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (isReplyError(error)) throw error;
      throw redisUnavailable();
    }
  }
}

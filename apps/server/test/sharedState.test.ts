import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaStore } from '../src/modules/auth/captcha.ts';
import { LoginLockout, MAX_FAILURES } from '../src/modules/auth/lockout.ts';
import { claimFire } from '../src/modules/quartz/fireLock.ts';
import { consumeSmsCode, issueSmsCode, MAX_WRONG_TRIES, SmsMode } from '../src/modules/sms/codes.ts';
import { recordSmsSend, SEND_RATE_MESSAGE } from '../src/modules/sms/sendRate.ts';
import { latestCode } from './support/smsFlow.ts';
import { dropTestRedisKeys, testRedisPrefix, testRedisUrl } from './support/testRedis.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The consumers of the shared state, each written once, against both of its backends: the database's
 * tables, and Redis when the run has one (HCS_TEST_REDIS_URL).
 */
const redisUrl = testRedisUrl();
const backends: { name: string; env: () => Record<string, string> }[] = [
  { name: 'database', env: () => ({}) },
];
if (redisUrl)
  backends.push({
    name: 'redis',
    env: () => ({ HCS_REDIS_URL: redisUrl, HCS_REDIS_PREFIX: testRedisPrefix() }),
  });

describe.each(backends)('shared state in the $name', ({ env }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(env());
  });
  afterAll(async () => {
    const { redisUrl: url, redisPrefix } = server.ctx.config;
    await server.close();
    if (url) await dropTestRedisKeys(url, redisPrefix);
  });

  it('keeps, expires, takes once and counts tries of a secret', async () => {
    const { shared } = server.ctx;
    await shared.put('smsCode', ['13900000001', '1'], 'h1', 60_000);
    expect(await shared.read('smsCode', ['13900000001', '1'])).toMatchObject({ value: 'h1', tries: 0 });
    expect(await shared.read('smsCode', ['13900000001', '0'])).toBeNull();
    await shared.miss('smsCode', ['13900000001', '1'], 'other', 3);
    expect((await shared.read('smsCode', ['13900000001', '1']))?.tries).toBe(0);
    await shared.miss('smsCode', ['13900000001', '1'], 'h1', 3);
    expect((await shared.read('smsCode', ['13900000001', '1']))?.tries).toBe(1);
    expect(await shared.take('smsCode', ['13900000001', '1'], 'other')).toBe(false);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => shared.take('smsCode', ['13900000001', '1'], 'h1', 3)),
    );
    expect(racing.filter(Boolean)).toHaveLength(1);
    expect(await shared.read('smsCode', ['13900000001', '1'])).toBeNull();

    await shared.put('captcha', ['short'], 'abcd', 150);
    expect((await shared.read('captcha', ['short']))?.value).toBe('abcd');
    await sleep(300);
    expect(await shared.read('captcha', ['short'])).toBeNull();
    expect(await shared.take('captcha', ['short'], 'abcd')).toBe(false);
  });

  it('counts within a window, takes a count back and starts over after the window', async () => {
    const { shared } = server.ctx;
    expect(await shared.count('smsSendIp', ['10.9.0.1'], 300)).toBe(1);
    expect(await shared.count('smsSendIp', ['10.9.0.1'], 300)).toBe(2);
    expect(await shared.count('smsSendIp', ['10.9.0.2'], 300)).toBe(1);
    await shared.uncount('smsSendIp', ['10.9.0.1']);
    expect(await shared.count('smsSendIp', ['10.9.0.1'], 300)).toBe(2);
    await sleep(450);
    expect(await shared.count('smsSendIp', ['10.9.0.1'], 300)).toBe(1);
  });

  it('lets one claim of many win, on a key that may hold any text', async () => {
    const fire = Date.now();
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimFire(server.ctx.shared, 'job:x/1', fire)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimFire(server.ctx.shared, 'job:x/1', fire + 1000)).toBe(true);
    expect(await claimFire(server.ctx.shared, 'job:x', fire)).toBe(true);
  });

  it('captcha: a right answer once, a wrong one burns the code, racing answers get one ok', async () => {
    const captchas = new CaptchaStore(server.ctx.shared);
    const code = async (key: string) => (await server.ctx.shared.read('captcha', [key]))?.value ?? '';
    await captchas.issue('c1');
    const right = await code('c1');
    expect(right).toMatch(/^[a-z0-9]{4}$/);
    expect(await captchas.consume('c1', right.toUpperCase())).toBe('ok');
    expect(await captchas.consume('c1', right)).toBe('invalid');
    await captchas.issue('c2');
    expect(await captchas.consume('c2', 'zzzzz')).toBe('wrong');
    expect(await captchas.consume('c2', await code('c2'))).toBe('invalid');
    await captchas.issue('c3');
    const answer = await code('c3');
    const verdicts = await Promise.all(Array.from({ length: 4 }, () => captchas.consume('c3', answer)));
    expect(verdicts.sort()).toEqual(['invalid', 'invalid', 'invalid', 'ok']);
    expect(await captchas.consume('never-issued', 'abcd')).toBe('invalid');
  });

  it('SMS codes: used once, only for their purpose, killed by the fifth wrong try', async () => {
    const mobile = '13900000002';
    const fresh = async () => {
      await issueSmsCode(server.ctx, { mobile, mode: SmsMode.register });
      return String(await latestCode(server, mobile));
    };
    const check = (code: string, mode: SmsMode = SmsMode.register) =>
      consumeSmsCode(server.ctx, { mobile, mode, code });
    const other = (code: string) => (code === '000000' ? '000001' : '000000');

    const code = await fresh();
    expect(await check(code, SmsMode.login)).toBe('expired');
    expect(await check(other(code))).toBe('wrong');
    expect(await check(code)).toBe('ok');
    expect(await check(code)).toBe('expired');

    const killed = await fresh();
    for (let i = 0; i < MAX_WRONG_TRIES; i++) expect(await check(other(killed))).toBe('wrong');
    expect(await check(killed)).toBe('expired');

    const raced = await fresh();
    const verdicts = await Promise.all(Array.from({ length: 4 }, () => check(raced)));
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(1);
    // A new code replaces the old one and its tries.
    const first = await fresh();
    await check(other(first));
    const second = await fresh();
    expect(await check(first)).toBe(first === second ? 'ok' : 'wrong');
  });

  it('SMS send rate: 5 an hour per number and per address, refused requests not counted', async () => {
    for (let i = 0; i < 5; i++) await recordSmsSend(server.ctx, '13900000003', `10.8.0.${i}`);
    await expect(recordSmsSend(server.ctx, '13900000003', '10.8.1.1')).rejects.toThrow(SEND_RATE_MESSAGE);
    // The refused request counted against neither: 10.8.1.1 still has its five.
    for (let i = 0; i < 5; i++) await recordSmsSend(server.ctx, `1390000010${i}`, '10.8.1.1');
    await expect(recordSmsSend(server.ctx, '13900000199', '10.8.1.1')).rejects.toThrow(SEND_RATE_MESSAGE);
  });

  it('login lockout: the fifth failure locks the name, success clears it', async () => {
    const lockout = new LoginLockout(server.ctx.shared);
    for (let i = 1; i < MAX_FAILURES; i++) expect(await lockout.recordFailure('lockme')).toBe(false);
    expect(await lockout.lockedFor('lockme')).toBe(0);
    expect(await lockout.recordFailure('lockme')).toBe(true);
    const locked = await lockout.lockedFor('lockme');
    expect(locked).toBeGreaterThan(9 * 60_000);
    expect(locked).toBeLessThanOrEqual(10 * 60_000);
    expect(await lockout.lockedFor('other-name')).toBe(0);
    await lockout.clear('lockme');
    expect(await lockout.lockedFor('lockme')).toBe(0);
    expect(await lockout.recordFailure('lockme')).toBe(false);
  });
});

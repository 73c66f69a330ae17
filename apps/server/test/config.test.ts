import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { resolveJwtSecret } from '../src/core/auth/secret.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      basePath: '/hcs',
      dbUrl: 'sqlite:./data/hcs.db',
      dataDir: './data',
      jwtSecret: null,
      loginCaptcha: true,
      platformName: '温馨助残服务平台',
      centreName: '助残服务中心',
    });
  });

  it('reads every setting and puts the default database in the data dir', () => {
    const c = loadConfig({
      HCS_PORT: '9000',
      HCS_DATA_DIR: '/srv/hcs/',
      HCS_LOGIN_CAPTCHA: 'off',
      HCS_BASE_PATH: '/api/v1',
    });
    expect(c).toMatchObject({
      port: 9000,
      dbUrl: 'sqlite:/srv/hcs/hcs.db',
      loginCaptcha: false,
      basePath: '/api/v1',
    });
    expect(loadConfig({ HCS_DB_URL: 'postgres://u:p@db/hcs' }).dbUrl).toBe('postgres://u:p@db/hcs');
  });

  it('refuses bad values, naming each one', () => {
    expect(() =>
      loadConfig({
        HCS_PORT: 'eighty',
        HCS_BASE_PATH: 'hcs',
        HCS_DB_URL: 'mongodb://x',
        HCS_JWT_SECRET: 'short',
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ HCS_PORT: '70000', HCS_LOGIN_CAPTCHA: 'maybe' })).toThrow(
      /HCS_PORT[\s\S]*HCS_LOGIN_CAPTCHA/,
    );
  });

  it('takes Redis only from a redis:// or rediss:// address, with a key prefix', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisPrefix: 'hcs:' });
    expect(
      loadConfig({ HCS_REDIS_URL: 'redis://:secret@cache:6379/2', HCS_REDIS_PREFIX: 'centre-a:' }),
    ).toMatchObject({ redisUrl: 'redis://:secret@cache:6379/2', redisPrefix: 'centre-a:' });
    expect(loadConfig({ HCS_REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(() => loadConfig({ HCS_REDIS_URL: 'cache:6379' })).toThrow(/HCS_REDIS_URL: 必须是 redis:\/\//);
    expect(() => loadConfig({ HCS_REDIS_PREFIX: 'a b' })).toThrow(/HCS_REDIS_PREFIX/);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it private in the data dir, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcs-secret-'));
    const first = resolveJwtSecret(null, dir);
    const second = resolveJwtSecret(null, dir);
    expect(Buffer.from(first).toString()).toBe(Buffer.from(second).toString());
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(Buffer.from(first).toString());
    expect(Buffer.from(resolveJwtSecret('x'.repeat(40), dir)).toString()).toBe('x'.repeat(40));
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  token = await server.tokenFor('admin');
});
afterAll(() => server.close());

const getAs = (path: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url: `${BASE}${path}`,
    headers: { 'x-access-token': token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

const decoded = (res: Awaited<ReturnType<typeof getAs>>) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.payload;
};

/** The answer without its timestamp, which differs between two answers made at different times. */
const withoutTime = (json: string) => {
  const { timestamp: _, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
};

describe('JSON answers on the wire', () => {
  it('sends the permission payload compressed to a browser, the same JSON as uncompressed', async () => {
    const plain = await getAs('/sys/permission/getUserPermissionByToken');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(20_000);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await getAs('/sys/permission/getUserPermissionByToken', `gzip, deflate, ${encoding}`);
      const chosen = encoding === 'br' ? 'br' : 'gzip';
      expect(res.headers['content-encoding']).toBe(chosen);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.payload.length / 5);
      expect(withoutTime(decoded(res))).toEqual(withoutTime(plain.payload));
    }
  });

  it('compresses any JSON list of some size, and leaves small answers as they are', async () => {
    const list = await getAs('/sys/permission/list', 'gzip, deflate, br, zstd');
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(list)).success).toBe(true);
    const small = await getAs('/sys/user/getCurrentUserDeparts', 'gzip, deflate, br, zstd');
    expect(small.payload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().result.list.length).toBeGreaterThan(0);
  });

  it('answers an unknown encoding uncompressed', async () => {
    const res = await getAs('/sys/permission/getUserPermissionByToken', 'compress');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });
});

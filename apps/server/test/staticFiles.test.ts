import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let dir: string;
const script = `export const greeting = '${'欢迎使用温馨助残服务平台'.repeat(200)}';\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hcs-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="hcs-base-path" content="/hcs" /></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets/app-abc123.js'), script);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
  server = await startTestServer({ HCS_STATIC_DIR: dir, HCS_BASE_PATH: '/api' });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchAsset = (path: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url: path,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built app as it is sent', () => {
  it('sends the brotli copy made at build time to a browser that takes it', async () => {
    const res = await fetchAsset('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to one that takes only gzip, and the file as it is to one that takes neither', async () => {
    const gz = await fetchAsset('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await fetchAsset('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('caches hashed assets for good and the page never', async () => {
    const asset = await fetchAsset('/assets/app-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await fetchAsset('/dashboard/analysis', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.payload).toContain('content="/api"');
  });

  it('lets the page frame web pages of any address (embedded menu pages) while only itself may frame it', async () => {
    const page = await fetchAsset('/dashboard/analysis');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https: http:");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers with every API answer', async () => {
    const answer = await fetchAsset('/api/sys/publicConfig');
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
  });
});

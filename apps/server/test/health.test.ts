import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, spawnServer, waitUntilUp } from './support/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { ADMIN_PASSWORD, BASE, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  // With a built SPA present, so that its page fallback is shown not to take these paths.
  staticDir = mkdtempSync(join(tmpdir(), 'hcs-health-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><body>spa</body></html>');
  server = await startTestServer({ HCS_STATIC_DIR: staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('/health and /ready', () => {
  it('answers /health without a token, with nothing but the status', async () => {
    const res = await get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /ready when the database answers', async () => {
    const res = await get('/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not taken by the page fallback of the SPA', async () => {
    expect((await get('/dashboard/analysis')).payload).toContain('spa');
    for (const path of ['/health', '/ready']) {
      const res = await get(path);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ status: 'UP' });
    }
  });

  it('lives at the server root, not under the API base path', async () => {
    const res = await get(`${BASE}/health`);
    expect(res.statusCode).toBe(404);
  });
});

describe('/ready without its database', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startTestServer();
    // Ready first: starting up (the job scheduler) needs the database.
    await broken.app.ready();
  });
  afterAll(async () => {
    await broken.close();
  });

  it('answers 503 DOWN, and says nothing of why', async () => {
    await broken.ctx.db.close();
    const res = await broken.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'DOWN' });
    expect(res.headers['cache-control']).toBe('no-store');
    const alive = await broken.app.inject({ method: 'GET', url: '/health' });
    expect(alive.statusCode).toBe(200);
  });
});

describe('X-Request-Id', () => {
  it('is on every answer: an API answer, a refusal and a 404', async () => {
    const ok = await get(`${BASE}/sys/publicConfig`);
    const refused = await get(`${BASE}/sys/user/list`);
    const missing = await get(`${BASE}/no/such/path`);
    expect(refused.statusCode).toBe(401);
    expect(missing.statusCode).toBe(404);
    const ids = [ok, refused, missing].map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('echoes a safe incoming id', async () => {
    const res = await get(`${BASE}/sys/publicConfig`, { 'x-request-id': 'lb-2026.11_27-abc' });
    expect(res.headers['x-request-id']).toBe('lb-2026.11_27-abc');
  });

  it('replaces an unsafe one', async () => {
    for (const unsafe of ['x'.repeat(200), 'has space', 'a"b', '<script>', '']) {
      const res = await get(`${BASE}/sys/publicConfig`, { 'x-request-id': unsafe });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('shutdown on SIGTERM', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('finishes the request in flight, then exits 0 and frees the port', async () => {
    const [port] = await freePorts(1);
    if (port === undefined) throw new Error('no port');
    const proc = spawnServer(
      {
        HCS_DB_URL: database.url,
        HCS_DATA_DIR: database.dataDir,
        HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
        HCS_LOG_LEVEL: 'warn',
        HCS_LOGIN_CAPTCHA: 'off',
      },
      port,
    );
    try {
      await waitUntilUp(proc);
      // A login whose body is still arriving when the signal comes: the request is in flight.
      const login = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${BASE}/sys/login`,
        headers: { 'content-type': 'application/json' },
      });
      const answered = once(login, 'response');
      login.write('{"username":"admin",');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = once(proc.child, 'exit');
      const signalled = Date.now();
      proc.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(proc.exited()).toBeNull();
      login.end(JSON.stringify({ password: ADMIN_PASSWORD }).replace(/^\{/, ''));
      const [res] = (await answered) as [import('node:http').IncomingMessage];
      let body = '';
      for await (const chunk of res) body += String(chunk);
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ success: true });

      const [code] = (await exited) as [number | null];
      expect(code, proc.output()).toBe(0);
      // Not held open by the login's kept-alive connection (this client lets go of it after 5 s).
      expect(Date.now() - signalled).toBeLessThan(4000);
      const probe = netConnect(port, '127.0.0.1');
      const [error] = (await once(probe, 'error')) as [NodeJS.ErrnoException];
      expect(error.code).toBe('ECONNREFUSED');
    } finally {
      await proc.stop();
    }
  }, 60_000);
});

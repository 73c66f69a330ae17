import type { ApiResult, LoginResult } from '@hcs/shared';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export const ADMIN_PASSWORD = 'Admin-pass-2026';
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const BASE = '/hcs';

export interface TestServer extends BuiltApp {
  /** Logs in through the real captcha flow and returns the login result. */
  login(username: string, password: string): Promise<ApiResult<LoginResult>>;
  /** Logs in and returns the token, failing the test when login fails. */
  tokenFor(username: string, password?: string): Promise<string>;
  get<T = unknown>(path: string, token?: string | null, headers?: Record<string, string>): Promise<Answer<T>>;
  post<T = unknown>(path: string, body: unknown, token?: string | null): Promise<Answer<T>>;
  put<T = unknown>(path: string, body: unknown, token?: string | null): Promise<Answer<T>>;
  del<T = unknown>(path: string, token?: string | null): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface Answer<T> {
  status: number;
  body: ApiResult<T>;
}

/** A server on a fresh database, or on `database` (which `close` then drops). */
export async function startTestServer(
  env: Record<string, string> = {},
  given?: TestDatabase,
): Promise<TestServer> {
  const database = given ?? (await createTestDatabase());
  const config = loadConfig({
    HCS_DB_URL: database.url,
    HCS_DATA_DIR: database.dataDir,
    HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HCS_DEMO_PASSWORD: DEMO_PASSWORD,
    HCS_LOG_LEVEL: 'silent',
    ...env,
  });
  const built = await buildApp(config);
  // The test plays the human who reads the picture: it looks the live code up where it is kept.
  const readCaptcha = async (checkKey: string) => (await built.ctx.shared.read('captcha', [checkKey]))?.value;

  const request = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    token: string | null | undefined,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const res = await built.app.inject({
      method,
      url: `${BASE}${path}`,
      headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() as ApiResult<T> };
  };

  const server: TestServer = {
    ...built,
    async login(username, password) {
      const checkKey = `k${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
      let captcha: string | undefined;
      if (config.loginCaptcha) {
        const image = await request('GET', `/sys/randomImage/${checkKey}`, undefined, null);
        // A failed captcha request would otherwise show up later as 验证码无效.
        if (!image.body.success)
          throw new Error(`captcha for ${username}: ${image.status} ${image.body.message}`);
        captcha = await readCaptcha(checkKey);
        if (!captcha) throw new Error(`captcha for ${username}: issued but not found in the shared state`);
      }
      const answer = await request<LoginResult>(
        'POST',
        '/sys/login',
        { username, password, captcha, checkKey },
        null,
      );
      return answer.body;
    },
    async tokenFor(username, password) {
      const body = await server.login(
        username,
        password ?? (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD),
      );
      if (!body.success) throw new Error(`login of ${username} failed: ${body.message}`);
      return body.result.token;
    },
    get: (path, token, headers) => request('GET', path, undefined, token, headers),
    post: (path, body, token) => request('POST', path, body, token),
    put: (path, body, token) => request('PUT', path, body, token),
    del: (path, token) => request('DELETE', path, undefined, token),
    async close() {
      await built.app.close();
      await database.drop();
    },
  };
  return server;
}

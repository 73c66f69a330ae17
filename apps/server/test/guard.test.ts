import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  adminToken = await server.tokenFor('admin');
});
afterAll(() => server.close());

/** What a client of the family answers with its 登录已过期 dialog. */
const SESSION_ENDED = { success: false, code: 500, message: 'Token失效，请重新登录!' };

const guarded = () => server.routes.filter((r) => r.url.startsWith('/hcs/') && !r.public);
const concrete = (url: string) => url.replace(/:(\w+)/g, 'x1');

async function call(method: string, url: string, token?: string) {
  const res = await server.app.inject({
    method: method as 'GET',
    url,
    headers: token ? { 'x-access-token': token } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code: number; message: string } };
}

describe('the guard', () => {
  it('has guarded routes to check, and declares the public ones on purpose', () => {
    expect(guarded().length).toBeGreaterThan(5);
    const publicUrls = server.routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(publicUrls.sort()).toEqual(
      [
        // Uploaded files: an <img> cannot send the token; each stored name carries 128 random bits.
        'GET /hcs/sys/common/static/*',
        'GET /hcs/sys/publicConfig',
        'GET /hcs/sys/randomImage/:key',
        'POST /hcs/sys/login',
        'POST /hcs/sys/logout',
        // 第三方登录 and 统一认证: the trip to a provider and back, and its single-use tokens and tickets.
        'GET /hcs/sys/thirdLogin/render/:code',
        'GET /hcs/sys/thirdLogin/callback/:code',
        'GET /hcs/sys/thirdLogin/getLoginUser/:token/:thirdType',
        'POST /hcs/sys/thirdLogin/bindAccount',
        'POST /hcs/sys/cas/client/validateLogin',
        // Phone login, its codes, registration and recovery: the ways in of someone not signed in yet.
        'POST /hcs/sys/phoneLogin',
        'POST /hcs/sys/sms',
        'POST /hcs/sys/user/register',
        'POST /hcs/sys/user/alteration/verify',
        'POST /hcs/sys/user/alteration/reset',
      ].sort(),
    );
  });

  it('answers 401 in the envelope on every guarded route without a token', async () => {
    for (const route of guarded()) {
      const { status, body } = await call(route.method, concrete(route.url));
      expect({ route: `${route.method} ${route.url}`, status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录' });
    }
  });

  it('answers 401 with a forged or malformed token, and Token失效 (500) with an expired one of ours', async () => {
    const forged = await new SignJWT({ username: 'admin', uid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setIssuer('hcs')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an attacker guessed this secret value!!'));
    const forgedExpired = await new SignJWT({ username: 'admin', uid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setIssuer('hcs')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('an attacker guessed this secret value!!'));
    const user = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const session = await server.ctx.sessions.create(user.id, 'admin', null, null);
    const expired = await server.ctx.tokens.sign(
      { sessionId: session.id, userId: user.id, username: 'admin' },
      Date.now() - 1000,
    );
    for (const route of guarded()) {
      const name = `${route.method} ${route.url}`;
      for (const token of [forged, forgedExpired, 'not.a.token']) {
        const { status, body } = await call(route.method, concrete(route.url), token);
        expect({ name, status, code: body.code }).toEqual({ name, status: 401, code: 401 });
      }
      const { status, body } = await call(route.method, concrete(route.url), expired);
      expect({ name, status, body }).toMatchObject({ name, status: 500, body: SESSION_ENDED });
    }
  });

  it('answers Token失效 (500) once the session expired in the database, even with a valid signature', async () => {
    const token = await server.tokenFor('admin');
    await server.ctx.db.kysely
      .updateTable('sysSession')
      .set({ expiresAt: Date.now() - 1 })
      .execute();
    const { status, body } = await server.get('/sys/permission/getUserPermissionByToken', token);
    expect(status).toBe(500);
    expect(body).toMatchObject(SESSION_ENDED);
  });

  it('answers Token失效 (500) to a session ended by logout, and logging out again still succeeds', async () => {
    const token = await server.tokenFor('zhuguan');
    expect((await server.get('/sys/permission/getUserPermissionByToken', token)).status).toBe(200);
    expect((await server.post('/sys/logout', {}, token)).body.success).toBe(true);
    const { status, body } = await server.get('/sys/permission/getUserPermissionByToken', token);
    expect(status).toBe(500);
    expect(body).toMatchObject(SESSION_ENDED);
    // The client's 重新登录 logs out with the dead token: that must not fail in turn.
    const again = await server.post('/sys/logout', {}, token);
    expect(again).toMatchObject({ status: 200, body: { success: true } });
  });

  it('answers Token失效 (500) to a session ended by force logout (强退)', async () => {
    const token = await server.tokenFor('fuwu');
    const own = await server.ctx.db.kysely
      .selectFrom('sysSession')
      .select('id')
      .where('username', '=', 'fuwu')
      .where('revokedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const forced = await server.post(
      '/sys/online/forceLogout',
      { id: own.id },
      await server.tokenFor('admin'),
    );
    expect(forced.body.success).toBe(true);
    const { status, body } = await server.get('/sys/user/getCurrentUserDeparts', token);
    expect(status).toBe(500);
    expect(body).toMatchObject(SESSION_ENDED);
  });

  it('takes a token in the address only on a websocket handshake', async () => {
    const token = await server.tokenFor('admin');
    const inAddress = await call('GET', `/hcs/sys/user/getCurrentUserDeparts?token=${token}`);
    expect(inAddress.status).toBe(401);
    expect((await call('GET', '/hcs/sys/user/getCurrentUserDeparts', token)).status).toBe(200);
  });

  it('answers 403 when the user lacks the permission the route declares', async () => {
    const staff = await server.tokenFor('fuwu');
    const { status, body } = await server.get('/sys/loginfo', staff);
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
    expect((await server.get('/sys/loginfo', await server.tokenFor('admin'))).status).toBe(200);
  });

  it('refuses a tenant the user does not belong to', async () => {
    const token = await server.tokenFor('admin');
    expect((await server.get('/sys/user/getCurrentUserDeparts', token, { 'tenant-id': '0' })).status).toBe(
      200,
    );
    expect((await server.get('/sys/user/getCurrentUserDeparts', token, { 'tenant-id': '1' })).status).toBe(
      200,
    );
    const other = await server.get('/sys/user/getCurrentUserDeparts', token, { 'tenant-id': '7' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('无权访问该租户');
  });

  it('answers unknown API paths with a 404 envelope, with or without a token', async () => {
    for (const token of [undefined, adminToken]) {
      const { status, body } = await call('GET', '/hcs/sys/no-such-route', token);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, code: 404, message: '路径不存在，请检查请求地址' });
    }
  });
});

import type { LoginResult, PageResult, PublicConfig } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OAuthStub, startOAuthStub } from './support/oauthStub.ts';
import { BASE, DEMO_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';
import { addTestUser } from './support/testUsers.ts';

let server: TestServer;
let admin: string;
let stub: OAuthStub;

beforeAll(async () => {
  stub = await startOAuthStub();
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
});
afterAll(async () => {
  await server.close();
  await stub.close();
});

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addProvider(fields: Record<string, unknown> = {}): Promise<string> {
  const code = unique('p_');
  const res = await server.post(
    '/sys/thirdLogin/provider/add',
    {
      code,
      name: `测试登录${code}`,
      authorizeUrl: stub.authorizeUrl,
      tokenUrl: stub.tokenUrl,
      userinfoUrl: stub.userinfoUrl,
      clientId: stub.clientId,
      clientSecret: stub.clientSecret,
      scope: 'openid profile',
      userClaim: 'sub',
      nameClaim: 'name',
      loginMode: 'create',
      createRoleCode: 'staff',
      status: 1,
      ...fields,
    },
    admin,
  );
  expect(res.body).toMatchObject({ success: true });
  return code;
}

const addUser = (username: string) => addTestUser(server, username);

/** A redirect's location, as the browser would follow it. */
async function location(method: 'GET' | 'POST', url: string, token?: string): Promise<string> {
  const res = await server.app.inject({ method, url, headers: token ? { 'x-access-token': token } : {} });
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  return String(res.headers.location);
}

/** The provider's answer to an authorisation request: the callback address it sends the browser to. */
async function approve(authorizeUrl: string): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(String(res.headers.get('location')));
}

/** Signs in as `claims` from the login page's button up to the callback's redirect to the login page. */
async function signIn(code: string, claims: Record<string, unknown>): Promise<URLSearchParams> {
  stub.signInAs(claims);
  const callback = await approve(await location('GET', `${BASE}/sys/thirdLogin/render/${code}`));
  const landing = await location('GET', `${callback.pathname}${callback.search}`);
  const url = new URL(landing, 'http://localhost');
  expect(url.pathname).toBe('/user/login');
  return url.searchParams;
}

const loginUser = (token: string, code: string) =>
  server.get<LoginResult>(`/sys/thirdLogin/getLoginUser/${token}/${code}`);

describe('providers', () => {
  it('keeps the client secret sealed and never answers it', async () => {
    const code = await addProvider();
    const list = await server.get<PageResult<Record<string, unknown>>>(
      `/sys/thirdLogin/provider/list?code=${code}`,
      admin,
    );
    const record = list.body.result.records[0];
    expect(record).toMatchObject({ code, loginMode_dictText: '自动创建账号' });
    const byId = await server.get(`/sys/thirdLogin/provider/queryById?id=${String(record?.id)}`, admin);
    const config = await server.get<PublicConfig>('/sys/publicConfig');
    for (const answer of [list.body, byId.body, config.body]) {
      expect(JSON.stringify(answer)).not.toContain(stub.clientSecret);
      expect(JSON.stringify(answer)).not.toContain('clientSecret');
    }
    const stored = await server.ctx.db.kysely
      .selectFrom('sysThirdLoginProvider')
      .select('clientSecret')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(stored.clientSecret).not.toContain(stub.clientSecret);
    expect(config.body.result.thirdParty).toContainEqual({ code, name: `测试登录${code}` });
  });

  it('refuses bad input and people without the permission', async () => {
    const bad = await server.post(
      '/sys/thirdLogin/provider/add',
      {
        code: 'Bad-Code',
        name: 'x',
        authorizeUrl: 'ftp://x',
        tokenUrl: 'x',
        userinfoUrl: 'x',
        clientId: 'c',
      },
      admin,
    );
    expect(bad.body.success).toBe(false);
    const noRole = await server.post(
      '/sys/thirdLogin/provider/add',
      {
        code: unique('p_'),
        name: 'x',
        authorizeUrl: stub.authorizeUrl,
        tokenUrl: stub.tokenUrl,
        userinfoUrl: stub.userinfoUrl,
        clientId: 'c',
        clientSecret: 's',
        userClaim: 'sub',
        loginMode: 'create',
        status: 1,
      },
      admin,
    );
    expect(noRole.body).toMatchObject({ success: false, message: '自动创建账号时请选择新账号的角色' });
    const staff = await server.tokenFor('fuwu');
    expect((await server.get('/sys/thirdLogin/provider/list', staff)).status).toBe(403);
  });
});

describe('signing in with a provider', () => {
  it('creates an account at the first sign-in and signs the same person in later', async () => {
    const code = await addProvider();
    const authorize = new URL(await location('GET', `${BASE}/sys/thirdLogin/render/${code}`));
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: stub.clientId,
      code_challenge_method: 'S256',
      redirect_uri: `http://localhost:80${BASE}/sys/thirdLogin/callback/${code}`,
    });
    expect(authorize.searchParams.get('state')?.length).toBeGreaterThanOrEqual(40);

    const sub = unique('s');
    const first = await signIn(code, { sub, name: '王第三方' });
    const token = first.get('thirdToken') ?? '';
    expect(first.get('thirdType')).toBe(code);
    const login = await loginUser(token, code);
    expect(login.body).toMatchObject({ success: true, code: 200 });
    expect(login.body.result.userInfo.realname).toBe('王第三方');
    const roles = await server.ctx.db.kysely
      .selectFrom('sysUserRole')
      .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
      .select('sysRole.roleCode')
      .where('sysUserRole.userId', '=', login.body.result.userInfo.id)
      .execute();
    expect(roles).toEqual([{ roleCode: 'staff' }]);
    // The session works.
    const me = await server.get('/sys/permission/getUserPermissionByToken', login.body.result.token);
    expect(me.body.success).toBe(true);

    // The one-time token serves once.
    const again = await loginUser(token, code);
    expect(again.body).toMatchObject({ success: false, message: '登录凭证无效或已过期，请重新登录' });

    const later = await signIn(code, { sub, name: '王第三方' });
    const second = await loginUser(later.get('thirdToken') ?? '', code);
    expect(second.body.result.userInfo.id).toBe(login.body.result.userInfo.id);

    // The provider is this account's only way in until it has a phone for a code.
    const own = second.body.result.token;
    const unbind = () => server.del(`/sys/thirdLogin/bindings/${code}`, own);
    expect((await unbind()).body).toMatchObject({
      success: false,
      message: '该账号由此登录方式创建，还没有其他登录方式：请先在安全设置中绑定密保手机，再解绑',
    });
    await server.ctx.db.kysely
      .updateTable('sysUser')
      .set({ phone: `139${String(Date.now()).slice(-8)}` })
      .where('id', '=', login.body.result.userInfo.id)
      .execute();
    expect((await unbind()).body.success).toBe(true);
  });

  it('binds the first sign-in to an existing account by its password, counting wrong ones', async () => {
    const code = await addProvider({ loginMode: 'bind', createRoleCode: null });
    const username = unique('b');
    const userId = await addUser(username);
    const sub = unique('s');
    const first = await signIn(code, { sub });
    expect(first.get('thirdToken')).toBeNull();
    const ticket = first.get('thirdBind') ?? '';
    expect(ticket).not.toBe('');

    const wrong = await server.post('/sys/thirdLogin/bindAccount', {
      ticket,
      username,
      password: 'wrong-pass',
    });
    expect(wrong.body).toMatchObject({ success: false, message: '用户名或密码错误' });
    const guard = await server.ctx.db.kysely
      .selectFrom('sysLoginGuard')
      .select('failCount')
      .where('username', '=', username)
      .executeTakeFirst();
    expect(guard?.failCount).toBe(1);

    const bound = await server.post<LoginResult>('/sys/thirdLogin/bindAccount', {
      ticket,
      username,
      password: DEMO_PASSWORD,
    });
    expect(bound.body).toMatchObject({ success: true, result: { userInfo: { id: userId } } });
    // The ticket served.
    const replay = await server.post('/sys/thirdLogin/bindAccount', {
      ticket,
      username,
      password: DEMO_PASSWORD,
    });
    expect(replay.body.success).toBe(false);

    const later = await signIn(code, { sub });
    const login = await loginUser(later.get('thirdToken') ?? '', code);
    expect(login.body.result.userInfo.id).toBe(userId);
  });

  it('locks the name after five wrong passwords, for the password login too', async () => {
    const code = await addProvider({ loginMode: 'bind', createRoleCode: null });
    const username = unique('l');
    await addUser(username);
    const ticket = (await signIn(code, { sub: unique('s') })).get('thirdBind') ?? '';
    let last = '';
    for (let i = 0; i < 5; i++) {
      last = (await server.post('/sys/thirdLogin/bindAccount', { ticket, username, password: 'nope' })).body
        .message;
    }
    expect(last).toBe('密码错误次数过多，账号已锁定，请10分钟后再试');
    const right = await server.post('/sys/thirdLogin/bindAccount', {
      ticket,
      username,
      password: DEMO_PASSWORD,
    });
    expect(right.body.message).toMatch(/账号已锁定/);
    const passwordLogin = await server.login(username, DEMO_PASSWORD);
    expect(passwordLogin.message).toMatch(/账号已锁定/);
  });

  it('refuses a callback whose state is wrong or used', async () => {
    const code = await addProvider();
    stub.signInAs({ sub: unique('s') });
    const callback = await approve(await location('GET', `${BASE}/sys/thirdLogin/render/${code}`));
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const refused = new URL(await location('GET', `${forged.pathname}${forged.search}`), 'http://localhost');
    expect(refused.searchParams.get('thirdError')).toBe('登录请求已失效，请重新发起第三方登录');
    expect(refused.searchParams.get('thirdToken')).toBeNull();

    const ok = new URL(await location('GET', `${callback.pathname}${callback.search}`), 'http://localhost');
    expect(ok.searchParams.get('thirdToken')).not.toBeNull();
    const replayed = new URL(
      await location('GET', `${callback.pathname}${callback.search}`),
      'http://localhost',
    );
    expect(replayed.searchParams.get('thirdError')).toBe('登录请求已失效，请重新发起第三方登录');
    expect(replayed.searchParams.get('thirdToken')).toBeNull();
  });

  it('refuses a disabled provider at every step', async () => {
    const code = await addProvider();
    const sub = unique('s');
    const token = (await signIn(code, { sub })).get('thirdToken') ?? '';
    stub.signInAs({ sub });
    const callback = await approve(await location('GET', `${BASE}/sys/thirdLogin/render/${code}`));
    await server.ctx.db.kysely
      .updateTable('sysThirdLoginProvider')
      .set({ status: 0 })
      .where('code', '=', code)
      .execute();

    expect((await loginUser(token, code)).body).toMatchObject({
      success: false,
      message: '该登录方式不存在或未启用',
    });
    const late = new URL(await location('GET', `${callback.pathname}${callback.search}`), 'http://localhost');
    expect(late.searchParams.get('thirdError')).toBe('该登录方式不存在或未启用');
    const render = new URL(
      await location('GET', `${BASE}/sys/thirdLogin/render/${code}`),
      'http://localhost',
    );
    expect(render.searchParams.get('thirdError')).toBe('该登录方式不存在或未启用');
    const config = await server.get<PublicConfig>('/sys/publicConfig');
    expect(config.body.result.thirdParty.map((p) => p.code)).not.toContain(code);
  });
});

describe('bindings of the signed-in user', () => {
  it('binds from the account page, signs in with it, and unbinds', async () => {
    const code = await addProvider({ loginMode: 'bind', createRoleCode: null });
    const username = unique('a');
    const userId = await addUser(username);
    const token = await server.tokenFor(username);
    const before = await server.get<{ code: string; bound: boolean }[]>('/sys/thirdLogin/bindings', token);
    expect(before.body.result.find((b) => b.code === code)).toMatchObject({ bound: false });

    const start = await server.post<{ url: string }>(`/sys/thirdLogin/bindStart/${code}`, {}, token);
    const sub = unique('s');
    stub.signInAs({ sub, name: '绑定者' });
    const callback = await approve(start.body.result.url);
    const landing = new URL(
      await location('GET', `${callback.pathname}${callback.search}`),
      'http://localhost',
    );
    expect(landing.pathname).toBe('/account/settings/binding');
    expect(new URLSearchParams(landing.hash.slice(1)).get('thirdBound')).toBe(code);

    const after = await server.get<Record<string, unknown>[]>('/sys/thirdLogin/bindings', token);
    expect(after.body.result.find((b) => b.code === code)).toMatchObject({
      bound: true,
      externalName: '绑定者',
    });
    const login = await loginUser((await signIn(code, { sub })).get('thirdToken') ?? '', code);
    expect(login.body.result.userInfo.id).toBe(userId);

    const removed = await server.del(`/sys/thirdLogin/bindings/${code}`, token);
    expect(removed.body).toMatchObject({ success: true, message: '解绑成功' });
    expect((await server.del(`/sys/thirdLogin/bindings/${code}`, token)).body).toMatchObject({
      success: false,
      message: '未绑定该登录方式',
    });
    const unbound = await signIn(code, { sub });
    expect(unbound.get('thirdBind')).not.toBeNull();
    expect((await server.get('/sys/thirdLogin/bindings')).status).toBe(401);
  });

  it('refuses to bind an outside account another user holds', async () => {
    const code = await addProvider({ loginMode: 'bind', createRoleCode: null });
    const [first, second] = [unique('f'), unique('g')];
    await addUser(first);
    await addUser(second);
    const sub = unique('s');
    for (const [username, expected] of [
      [first, 'thirdBound'],
      [second, 'thirdError'],
    ] as const) {
      const token = await server.tokenFor(username);
      const start = await server.post<{ url: string }>(`/sys/thirdLogin/bindStart/${code}`, {}, token);
      stub.signInAs({ sub });
      const callback = await approve(start.body.result.url);
      const landing = new URL(
        await location('GET', `${callback.pathname}${callback.search}`),
        'http://localhost',
      );
      const outcome = new URLSearchParams(landing.hash.slice(1));
      expect(outcome.get(expected)).not.toBeNull();
      if (expected === 'thirdError') expect(outcome.get('thirdError')).toBe('该第三方账号已绑定其他用户');
    }
  });
});

import type { LoginResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';
import { addTestUser } from './support/testUsers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const addUser = (username: string, status: number, delFlag = 0) =>
  addTestUser(server, username, { status, delFlag });

const loginLogs = (username: string) =>
  server.ctx.db.kysely
    .selectFrom('sysLog')
    .select(['logContent', 'operateType', 'ip'])
    .where('logType', '=', 1)
    .where('username', '=', username)
    .orderBy('createTime')
    .orderBy('id')
    .execute();

describe('captcha', () => {
  it('answers a data URL image', async () => {
    const { status, body } = await server.get<string>('/sys/randomImage/1732000000000');
    expect(status).toBe(200);
    expect(body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.result.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  });

  it('refuses a login without a captcha, with a wrong one, and reuse of a used one', async () => {
    const none = await server.post('/sys/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(none.body).toMatchObject({ success: false, code: 500, message: '验证码无效' });

    await server.get('/sys/randomImage/wrong1');
    const wrong = await server.post('/sys/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'zzzz9',
      checkKey: 'wrong1',
    });
    expect(wrong.body.message).toBe('验证码错误');

    await server.get('/sys/randomImage/once1');
    const code = await server.ctx.db.kysely
      .selectFrom('sysCaptcha')
      .select('code')
      .where('checkKey', '=', 'once1')
      .executeTakeFirstOrThrow();
    const first = await server.post('/sys/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: code.code,
      checkKey: 'once1',
    });
    expect(first.body.success).toBe(true);
    const again = await server.post('/sys/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: code.code,
      checkKey: 'once1',
    });
    expect(again.body.message).toBe('验证码无效');
  });

  it('rejects a malformed captcha key', async () => {
    const { status, body } = await server.get('/sys/randomImage/..%2F..%2Fetc');
    expect(status).toBe(400);
    expect(body.message).toBe('验证码标识不合法');
  });
});

describe('login', () => {
  it('returns token, user info without password, dictionaries, departments and tenants', async () => {
    const body = await server.login('admin', ADMIN_PASSWORD);
    expect(body).toMatchObject({ success: true, code: 200 });
    const r: LoginResult = body.result;
    expect(r.token.split('.')).toHaveLength(3);
    expect(r.userInfo).toMatchObject({ username: 'admin', realname: '管理员', orgCode: 'A01' });
    expect(JSON.stringify(r.userInfo)).not.toContain('argon2');
    expect(r.userInfo).not.toHaveProperty('password');
    expect(r.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]);
    expect(Object.keys(r.sysAllDictItems)).toEqual(
      expect.arrayContaining(['sex', 'priority', 'valid_status']),
    );
    expect(r.departs.map((d) => d.orgCode)).toEqual(['A01']);
    expect(r.multi_depart).toBe(1);
    expect(r.tenantList?.map((t) => t.id)).toEqual([1]);
    const logs = await loginLogs('admin');
    expect(logs.at(-1)).toMatchObject({ logContent: '用户名: admin,登录成功！', operateType: 1 });
  });

  it('gives the same answer for a wrong password and an unknown user, and logs both', async () => {
    const wrong = await server.login('zhuguan', 'not-the-password');
    const unknown = await server.login('nobody-here', 'whatever');
    expect(wrong).toMatchObject({ success: false, message: '用户名或密码错误' });
    expect(unknown).toMatchObject({ success: false, message: '用户名或密码错误' });
    expect((await loginLogs('nobody-here')).at(-1)).toMatchObject({ operateType: 2 });
  });

  it('reports several departments as multi_depart 2', async () => {
    const user = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'zhuguan')
      .executeTakeFirstOrThrow();
    await server.ctx.db.kysely
      .insertInto('sysUserDepart')
      .values({ id: newId(), userId: user.id, depId: 'dep_west' })
      .execute();
    const body = await server.login('zhuguan', DEMO_PASSWORD);
    expect(body.result.multi_depart).toBe(2);
    expect(body.result.departs.map((d) => d.orgCode)).toEqual(['A01A01', 'A01A02']);
  });

  it('refuses a frozen user with a clear message, and treats a deleted one as unknown', async () => {
    await addUser('frozen1', 2);
    await addUser('deleted1', 1, 1);
    expect(await server.login('frozen1', DEMO_PASSWORD)).toMatchObject({
      success: false,
      message: '该用户已冻结',
    });
    expect(await server.login('deleted1', DEMO_PASSWORD)).toMatchObject({
      success: false,
      message: '用户名或密码错误',
    });
  });

  it('locks the account after 5 wrong passwords in 10 minutes, even for the right password', async () => {
    await addUser('locky', 1);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await server.login('locky', `wrong-${i}`)).message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('用户名或密码错误'));
    expect(messages[4]).toBe('密码错误次数过多，账号已锁定，请10分钟后再试');
    const right = await server.login('locky', DEMO_PASSWORD);
    expect(right).toMatchObject({ success: false, message: '密码错误次数过多，账号已锁定，请10分钟后再试' });
  });

  it('lets the account in again once the lock has run out', async () => {
    await addUser('relock', 1);
    for (let i = 0; i < 5; i++) await server.login('relock', 'bad');
    await server.ctx.db.kysely
      .updateTable('sysLoginGuard')
      .set({ lockedUntil: Date.now() - 1 })
      .where('username', '=', 'relock')
      .execute();
    expect((await server.login('relock', DEMO_PASSWORD)).success).toBe(true);
  });

  it('validates input with Chinese messages', async () => {
    const { status, body } = await server.post('/sys/login', { password: 'x' });
    expect(status).toBe(400);
    expect(body.message).toBe('请输入用户名');
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: '请求内容不是合法的 JSON' });
    expect(malformed.body).not.toMatch(/at .*\.ts|stack/i);
  });
});

describe('logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const token = await server.tokenFor('admin');
    expect((await server.get('/sys/user/getCurrentUserDeparts', token)).status).toBe(200);
    const out = await server.post('/sys/logout', {}, token);
    expect(out.body).toMatchObject({ success: true, message: '退出登录成功！' });
    const after = await server.get('/sys/user/getCurrentUserDeparts', token);
    expect(after.status).toBe(500);
    expect(after.body).toMatchObject({ success: false, code: 500, message: 'Token失效，请重新登录!' });
    expect((await loginLogs('admin')).at(-1)).toMatchObject({
      logContent: '用户名: admin,退出成功！',
      operateType: 3,
    });
  });
});

import type { LoginResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CasStub, startCasStub } from './support/casStub.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** The login page's address as the test server sees its requests (inject's Host is localhost:80). */
const SERVICE = 'http://localhost/user/login';

describe('统一认证 configured', () => {
  let server: TestServer;
  let cas: CasStub;

  beforeAll(async () => {
    cas = await startCasStub();
    server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off', HCS_CAS_URL: cas.url });
  });
  afterAll(async () => {
    await server.close();
    await cas.close();
  });

  const validate = (ticket: string, service = SERVICE) =>
    server.post<LoginResult>('/sys/cas/client/validateLogin', { ticket, service });

  it('offers the CAS login page', async () => {
    const config = await server.get<{ casLoginUrl: string | null }>('/sys/publicConfig');
    expect(config.body.result.casLoginUrl).toBe(`${cas.url}/login`);
  });

  it('signs in the user the CAS server vouches for, once per ticket', async () => {
    const ticket = cas.issue('admin', SERVICE);
    const first = await validate(ticket);
    expect(first.body).toMatchObject({ success: true, result: { userInfo: { username: 'admin' } } });
    const me = await server.get('/sys/permission/getUserPermissionByToken', first.body.result.token);
    expect(me.body.success).toBe(true);

    const replay = await validate(ticket);
    expect(replay.body).toMatchObject({ success: false, message: '该统一认证票据已使用，请重新登录' });
  });

  it('refuses a user unknown here, a ticket the CAS server refuses and another service', async () => {
    expect((await validate(cas.issue('nobody_here', SERVICE))).body).toMatchObject({
      success: false,
      message: '统一认证的用户在本系统中不存在或已删除',
    });
    expect((await validate('ST-made-up')).body).toMatchObject({
      success: false,
      message: '统一认证票据无效或已过期，请重新登录',
    });
    const elsewhere = 'https://evil.example.com/login';
    expect((await validate(cas.issue('admin', elsewhere), elsewhere)).body).toMatchObject({
      success: false,
      message: '统一认证的回调地址不正确',
    });
  });
});

describe('统一认证 not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  });
  afterAll(() => server.close());

  it('refuses the validation and offers no CAS login', async () => {
    const answer = await server.post('/sys/cas/client/validateLogin', { ticket: 'ST-1', service: SERVICE });
    expect(answer.body).toMatchObject({ success: false, message: '未配置统一认证' });
    const config = await server.get<{ casLoginUrl: string | null }>('/sys/publicConfig');
    expect(config.body.result.casLoginUrl).toBeNull();
  });
});

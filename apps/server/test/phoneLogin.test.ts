import type { LoginResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoneUser, latestCode, requestCode } from './support/smsFlow.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await addPhoneUser(server, 'phoneuser', '13700000001');
  await addPhoneUser(server, 'frozenphone', '13700000002', { status: 2 });
  await addPhoneUser(server, 'sharedlive', '13700000003');
});
afterAll(() => server.close());

const phoneLogin = (mobile: string, captcha: string) =>
  server.post<LoginResult>('/sys/phoneLogin', { mobile, captcha });

async function codeFor(mobile: string, ip = '10.9.0.1') {
  await requestCode(server, { mobile, smsmode: '0' }, ip);
  return String(await latestCode(server, mobile));
}

describe('POST /sys/phoneLogin', () => {
  it('signs the number’s user in with the texted code, once', async () => {
    const code = await codeFor('13700000001');
    const { body } = await phoneLogin('13700000001', code);
    expect(body).toMatchObject({ success: true, message: '登录成功' });
    expect(body.result.userInfo.username).toBe('phoneuser');
    const me = await server.get('/sys/permission/getUserPermissionByToken', body.result.token);
    expect(me.status).toBe(200);
    expect((await phoneLogin('13700000001', code)).body).toMatchObject({
      success: false,
      message: '短信验证码已失效，请重新获取',
    });
  });

  it('refuses a wrong code, and after 5 wrong ones even the right code', async () => {
    const code = await codeFor('13700000001', '10.9.0.2');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect((await phoneLogin('13700000001', wrong)).body.message).toBe('短信验证码错误');
    }
    expect((await phoneLogin('13700000001', code)).body).toMatchObject({ success: false });
  });

  it('gives an unknown number the same refusal as a known number with no code', async () => {
    const unknown = await phoneLogin('13700000999', '123456');
    const known = await phoneLogin('13700000001', '123456');
    expect(unknown.body.message).toBe('短信验证码已失效，请重新获取');
    expect(known.body.message).toBe(unknown.body.message);
  });

  it('refuses a frozen user through the common login end', async () => {
    const code = await codeFor('13700000002', '10.9.0.3');
    expect((await phoneLogin('13700000002', code)).body).toMatchObject({
      success: false,
      message: '该用户已冻结',
    });
  });

  it('refuses clearly a number two live users share', async () => {
    // The unique index allows no such pair; an older database might still hold one.
    const drop = server.ctx.db.kysely.schema.dropIndex('uk_sys_user_phone');
    // MySQL names the index's table; SQLite and PostgreSQL refuse it.
    await (server.ctx.db.dialect === 'mysql' ? drop.on('sys_user') : drop).execute();
    await addPhoneUser(server, 'sharedlive2', '13700000003');
    const code = await codeFor('13700000003', '10.9.0.4');
    expect((await phoneLogin('13700000003', code)).body).toMatchObject({
      success: false,
      message: '该手机号关联了多个账号，请使用账号密码登录',
    });
  });

  it('refuses a malformed number with the spec’s message', async () => {
    const { status, body } = await phoneLogin('1234', '123456');
    expect(status).toBe(400);
    expect(body.message).toBe('请输入正确手机号');
  });
});

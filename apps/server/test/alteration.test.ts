import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoneUser, latestCode, requestCode, textsTo } from './support/smsFlow.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await addPhoneUser(server, 'forgetful', '13500000001');
  await addPhoneUser(server, 'neighbour', '13500000002');
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Recovered-2026';
const NOT_VERIFIED = '账号、手机号或验证码不正确';

async function verify(username: string, phone: string, ip = '10.7.0.1') {
  await requestCode(server, { mobile: phone, smsmode: '2', username }, ip);
  const smscode = (await latestCode(server, phone)) ?? '000000';
  return server.post<{ ticket: string }>('/sys/user/alteration/verify', { username, phone, smscode });
}

const reset = (ticket: string, password = NEW_PASSWORD, confirmPassword = password) =>
  server.post('/sys/user/alteration/reset', { ticket, password, confirmPassword });

describe('找回密码', () => {
  it('sends the code only to the account’s own phone, answering the same otherwise', async () => {
    const before = await textsTo(server, '13500000002');
    const other = await requestCode(
      server,
      { mobile: '13500000002', smsmode: '2', username: 'forgetful' },
      '10.7.1.1',
    );
    const none = await requestCode(
      server,
      { mobile: '13500000009', smsmode: '2', username: 'nobody' },
      '10.7.1.1',
    );
    expect(other).toMatchObject({ success: true, message: '验证码已发送，10分钟内有效' });
    expect(none).toEqual({ ...other, timestamp: none.timestamp });
    expect(await textsTo(server, '13500000002')).toBe(before);
  });

  it('refuses an unknown account, a phone not its own and a wrong code alike', async () => {
    expect((await verify('nobody', '13500000001', '10.7.2.1')).body.message).toBe(NOT_VERIFIED);
    expect((await verify('forgetful', '13500000002', '10.7.2.2')).body.message).toBe(NOT_VERIFIED);
    const wrong = await server.post('/sys/user/alteration/verify', {
      username: 'forgetful',
      phone: '13500000001',
      smscode: '12345x',
    });
    expect(wrong.body.message).toBe(NOT_VERIFIED);
  });

  it('resets the password with a single-use ticket and ends every session', async () => {
    const oldToken = await server.tokenFor('forgetful', DEMO_PASSWORD);
    expect((await server.get('/sys/permission/getUserPermissionByToken', oldToken)).body.success).toBe(true);
    const { body } = await verify('forgetful', '13500000001', '10.7.3.1');
    expect(body.success).toBe(true);
    const ticket = body.result.ticket;

    expect((await reset(ticket, NEW_PASSWORD, 'Mismatch-2026')).body.message).toBe('两次输入的密码不一致');
    expect((await reset(ticket)).body).toMatchObject({ success: true });
    expect((await reset(ticket)).body).toMatchObject({ success: false, message: '验证已失效，请重新验证' });

    const after = await server.get('/sys/permission/getUserPermissionByToken', oldToken);
    expect(after.body.success).toBe(false);
    expect(after.body.message).toContain('Token失效');
    expect((await server.login('forgetful', DEMO_PASSWORD)).success).toBe(false);
    expect((await server.login('forgetful', NEW_PASSWORD)).success).toBe(true);
  });

  it('refuses a ticket older than 15 minutes', async () => {
    const { body } = await verify('neighbour', '13500000002', '10.7.4.1');
    await server.ctx.db.kysely
      .updateTable('sysRecoveryTicket')
      .set({ expiresAt: Date.now() - 1 })
      .execute();
    expect((await reset(body.result.ticket)).body.message).toBe('验证已失效，请重新验证');
    expect((await server.login('neighbour', DEMO_PASSWORD)).success).toBe(true);
  });
});

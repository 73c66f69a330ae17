import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeSmsCode, SmsMode } from '../src/modules/sms/codes.ts';
import { addPhoneUser, latestCode, requestCode, textsTo } from './support/smsFlow.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await addPhoneUser(server, 'smsuser', '13800000001');
  await openRegistration(true);
});

const openRegistration = (on: boolean) =>
  server.ctx.db.kysely
    .updateTable('sysLoginSetting')
    .set({ registerEnabled: on ? 1 : 0 })
    .execute();
afterAll(() => server.close());

const SENT = { success: true, message: '验证码已发送，10分钟内有效' };

describe('POST /sys/sms', () => {
  it('texts a code to a user’s number and logs it in 消息 without storing the code itself', async () => {
    expect(await requestCode(server, { mobile: '13800000001', smsmode: '0' }, '10.1.0.1')).toMatchObject(
      SENT,
    );
    const code = await latestCode(server, '13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const message = await server.ctx.db.kysely
      .selectFrom('sysSms')
      .selectAll()
      .where('esReceiver', '=', '13800000001')
      .executeTakeFirstOrThrow();
    expect(message.esContent).toBe(`您的验证码是 ${code}，10分钟内有效。`);
    expect(message.esSendStatus).toBe(1);
    const stored = await server.ctx.db.kysely.selectFrom('sysSmsCode').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(String(code));
  });

  it('answers an unknown number exactly like a known one, but sends nothing', async () => {
    const unknown = await requestCode(server, { mobile: '13800000999', smsmode: '0' }, '10.1.0.2');
    expect(unknown).toMatchObject(SENT);
    expect(await textsTo(server, '13800000999')).toBe(0);
    // Registration is the other way round: a taken number gets no code.
    await requestCode(server, { mobile: '13800000001', smsmode: '1' }, '10.1.0.2');
    const regCodes = await server.ctx.db.kysely
      .selectFrom('sysSmsCode')
      .select('mode')
      .where('mode', '=', '1')
      .execute();
    expect(regCodes).toHaveLength(0);
  });

  it('sends no registration code while registration is closed', async () => {
    await openRegistration(false);
    const closed = await requestCode(server, { mobile: '13800000444', smsmode: '1' }, '10.1.0.4');
    await openRegistration(true);
    expect(closed).toMatchObject({ success: false, message: '系统未开放注册' });
    expect(await textsTo(server, '13800000444')).toBe(0);
  });

  it('refuses a malformed number and an unknown mode, and needs a session for a phone change', async () => {
    expect(await requestCode(server, { mobile: '12345', smsmode: '0' })).toMatchObject({
      message: '请输入正确手机号',
    });
    expect(await requestCode(server, { mobile: '13800000001', smsmode: '9' })).toMatchObject({
      success: false,
    });
    const change = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/sms',
      payload: { mobile: '13800000555', smsmode: '3' },
    });
    expect(change.statusCode).toBe(401);
    const token = await server.tokenFor('smsuser');
    expect(
      await requestCode(server, { mobile: '13800000555', smsmode: '3' }, '10.1.0.3', token),
    ).toMatchObject(SENT);
    expect(await latestCode(server, '13800000555')).toMatch(/^\d{6}$/);
  });

  it('limits sends to 5 an hour per number, across addresses', async () => {
    const mobile = '13800000002';
    for (let i = 0; i < 5; i++) {
      expect(await requestCode(server, { mobile, smsmode: '1' }, `10.2.0.${i}`)).toMatchObject(SENT);
    }
    const sixth = await requestCode(server, { mobile, smsmode: '1' }, '10.2.0.9');
    expect(sixth).toMatchObject({ success: false, message: '发送过于频繁，请1小时后再试' });
    expect(await textsTo(server, mobile)).toBe(5);
    // An hour later the number may ask again.
    await server.ctx.db.kysely
      .updateTable('sysSmsSend')
      .set((eb) => ({ sentAt: eb('sentAt', '-', 3_600_000) }))
      .where('mobile', '=', mobile)
      .execute();
    expect(await requestCode(server, { mobile, smsmode: '1' }, '10.2.0.9')).toMatchObject(SENT);
  });

  it('limits sends to 5 an hour per address, counting numbers that get no code', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await requestCode(server, { mobile: `1390000000${i}`, smsmode: '0' }, '10.3.0.1')).toMatchObject(
        SENT,
      );
    }
    const sixth = await requestCode(server, { mobile: '13800000001', smsmode: '0' }, '10.3.0.1');
    expect(sixth).toMatchObject({ success: false, message: '发送过于频繁，请1小时后再试' });
    expect(await requestCode(server, { mobile: '13800000001', smsmode: '0' }, '10.3.0.2')).toMatchObject(
      SENT,
    );
  });

  it('does not let a client outside the trusted proxy pick its address with X-Forwarded-For', async () => {
    const ask = (i: number) =>
      requestCode(
        server,
        { mobile: `1370000000${i}`, smsmode: '0' },
        '203.0.113.7',
        undefined,
        `198.51.100.${i}`,
      );
    for (let i = 0; i < 5; i++) expect(await ask(i)).toMatchObject(SENT);
    expect(await ask(5)).toMatchObject({ success: false, message: '发送过于频繁，请1小时后再试' });
  });
});

describe('consumeSmsCode', () => {
  const mobile = '13800000003';
  const fresh = async () => {
    await requestCode(server, { mobile, smsmode: '1' }, '10.4.0.1');
    return String(await latestCode(server, mobile));
  };
  const check = (code: string, mode: SmsMode = SmsMode.register) =>
    consumeSmsCode(server.ctx, { mobile, mode, code });
  const other = (code: string) => (code === '000000' ? '000001' : '000000');

  it('accepts a code once, and only for its purpose', async () => {
    const code = await fresh();
    expect(await check(code, SmsMode.login)).toBe('expired');
    expect(await check(code)).toBe('ok');
    expect(await check(code)).toBe('expired');
  });

  it('replaces the live code with a new one', async () => {
    const first = await fresh();
    const second = await fresh();
    if (first !== second) expect(await check(first)).toBe('wrong');
    expect(await check(second)).toBe('ok');
  });

  it('kills a code after 5 wrong tries', async () => {
    const code = await fresh();
    for (let i = 0; i < 5; i++) expect(await check(other(code))).toBe('wrong');
    expect(await check(code)).toBe('expired');
  });

  it('refuses a code older than 10 minutes', async () => {
    const code = await fresh();
    await server.ctx.db.kysely
      .updateTable('sysSmsCode')
      .set({ expiresAt: Date.now() - 1 })
      .where('mobile', '=', mobile)
      .execute();
    expect(await check(code)).toBe('expired');
    expect(await check(code)).toBe('expired');
  });
});

import type { LoginSettingView, PublicConfig, RegisterResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoneUser, latestCode, requestCode } from './support/smsFlow.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('admin');
  await addPhoneUser(server, 'takenname', '13600000009');
});
afterAll(() => server.close());

const PASSWORD = 'Newpass-2026';

async function settings(body: Record<string, unknown>) {
  return server.put<LoginSettingView>('/sys/loginSetting', body, admin);
}

async function registerWithCode(username: string, phone: string, extra: Record<string, unknown> = {}) {
  await requestCode(server, { mobile: phone, smsmode: '1' }, `10.5.${phone.slice(-2)}.1`);
  const smscode = String(await latestCode(server, phone));
  return server.post<RegisterResult>('/sys/user/register', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone,
    smscode,
    ...extra,
  });
}

const roleIdOf = async (code: string) =>
  (
    await server.ctx.db.kysely
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

describe('登录与注册设置', () => {
  it('is closed by default, shown in publicConfig, and refuses registration', async () => {
    const config = await server.get<PublicConfig>('/sys/publicConfig');
    expect(config.body.result).toMatchObject({ registerEnabled: false, smsEnabled: true });
    const { body } = await registerWithCode('newbie1', '13600000001');
    expect(body).toMatchObject({ success: false, message: '系统未开放注册' });
  });

  it('needs the edit permission', async () => {
    const demo = await server.tokenFor('zhuguan', DEMO_PASSWORD);
    expect((await server.get('/sys/loginSetting', demo)).status).toBe(403);
    expect(
      (await server.put('/sys/loginSetting', { registerEnabled: true, registerApproval: false }, demo))
        .status,
    ).toBe(403);
    expect((await server.get('/sys/loginSetting')).status).toBe(401);
  });

  it('refuses an unknown role and saves a known one', async () => {
    const bad = await settings({
      registerEnabled: true,
      registerRoleId: 'no-such-role',
      registerApproval: false,
    });
    expect(bad.body).toMatchObject({ success: false, message: '所选角色不存在，请重新选择' });
    expect((await server.get<LoginSettingView>('/sys/loginSetting', admin)).body.result.registerEnabled).toBe(
      false,
    );
    const roleId = await roleIdOf('admin');
    const saved = await settings({ registerEnabled: true, registerRoleId: roleId, registerApproval: false });
    expect(saved.body.result).toMatchObject({
      registerEnabled: true,
      registerRoleId: roleId,
      registerApproval: false,
    });
    const read = await server.get<LoginSettingView>('/sys/loginSetting', admin);
    expect(read.body.result.roles.map((r) => r.id)).toContain(roleId);
    expect((await server.get<PublicConfig>('/sys/publicConfig')).body.result.registerEnabled).toBe(true);
  });
});

describe('POST /sys/user/register', () => {
  it('creates an active account with the settings’ role that can sign in', async () => {
    const roleId = await roleIdOf('admin');
    await settings({ registerEnabled: true, registerRoleId: roleId, registerApproval: false });
    const { body } = await registerWithCode('newbie2', '13600000002', { email: 'newbie2@example.com' });
    expect(body).toMatchObject({ success: true, result: { username: 'newbie2', status: 'active' } });
    const user = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .selectAll()
      .where('username', '=', 'newbie2')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ phone: '13600000002', status: 1, email: 'newbie2@example.com' });
    const roles = await server.ctx.db.kysely
      .selectFrom('sysUserRole')
      .select('roleId')
      .where('userId', '=', user.id)
      .execute();
    expect(roles.map((r) => r.roleId)).toEqual([roleId]);
    expect((await server.login('newbie2', PASSWORD)).success).toBe(true);
    const log = await server.ctx.db.kysely
      .selectFrom('sysLog')
      .select('logContent')
      .where('userid', '=', user.id)
      .where('logType', '=', 2)
      .execute();
    expect(log.map((l) => l.logContent)).toContain('用户注册: newbie2');
  });

  it('keeps the account frozen until approval when the settings ask for it', async () => {
    await settings({ registerEnabled: true, registerRoleId: null, registerApproval: true });
    const { body } = await registerWithCode('newbie3', '13600000003');
    expect(body).toMatchObject({
      success: true,
      message: '注册成功，请等待管理员审核',
      result: { status: 'pending' },
    });
    expect(await server.login('newbie3', PASSWORD)).toMatchObject({
      success: false,
      message: '该用户已冻结',
    });
  });

  it('refuses a taken username, a bad username, mismatched passwords, a weak password and a wrong code', async () => {
    await settings({ registerEnabled: true, registerRoleId: null, registerApproval: false });
    expect((await registerWithCode('takenname', '13600000004')).body.message).toBe('用户账号已存在');
    expect((await registerWithCode('ab', '13600000005')).body.message).toBe(
      '用户账号长度必须在4到18个字符之间',
    );
    expect((await registerWithCode('bad-name', '13600000005')).body.message).toBe('只允许字母、数字、下划线');
    expect(
      (await registerWithCode('newbie6', '13600000006', { confirmPassword: 'Other-2026x' })).body.message,
    ).toBe('两次输入的密码不一致');
    expect(
      (await registerWithCode('newbie7', '13600000007', { password: 'short', confirmPassword: 'short' })).body
        .message,
    ).toBe('密码至少8位，须同时包含字母和数字');
    expect((await registerWithCode('newbie8', '13600000008', { smscode: '000000x' })).body.success).toBe(
      false,
    );
    const made = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('username')
      .where('username', 'in', ['ab', 'bad-name', 'newbie6', 'newbie7', 'newbie8'])
      .execute();
    expect(made).toEqual([]);
  });

  it('sends no registration code to a taken number and refuses it', async () => {
    const { body } = await registerWithCode('newbie9', '13600000009');
    expect(body).toMatchObject({ success: false, message: '该手机号已注册' });
  });
});

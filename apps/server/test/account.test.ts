import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'false' });
});
afterAll(() => server.close());

describe('current user departments', () => {
  it('lists the departments and the current org code', async () => {
    const token = await server.tokenFor('fuwu');
    const { body } = await server.get<{ list: { orgCode: string; departName: string }[]; orgCode: string }>(
      '/sys/user/getCurrentUserDeparts',
      token,
    );
    expect(body.result.orgCode).toBe('A01A01');
    expect(body.result.list.map((d) => d.departName)).toEqual(['东城服务站']);
  });

  it('switches to a department the user belongs to, and refuses any other', async () => {
    const user = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'fuwu')
      .executeTakeFirstOrThrow();
    await server.ctx.db.kysely
      .insertInto('sysUserDepart')
      .values({ id: newId(), userId: user.id, depId: 'dep_south' })
      .execute();
    const token = await server.tokenFor('fuwu');
    const ok = await server.post<{ userInfo: { orgCode: string } }>(
      '/sys/selectDepart',
      { orgCode: 'A01A03', username: 'fuwu' },
      token,
    );
    expect(ok.body).toMatchObject({ success: true, result: { userInfo: { orgCode: 'A01A03' } } });
    const refused = await server.post('/sys/selectDepart', { orgCode: 'A01A02' }, token);
    expect(refused.body).toMatchObject({ success: false, message: '您不属于该部门，无法切换' });
    const missing = await server.post('/sys/selectDepart', {}, token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请选择部门');
  });
});

describe('updatePassword', () => {
  const change = (token: string, body: Record<string, string>) =>
    server.post('/sys/user/updatePassword', body, token);

  it('checks every field with the spec messages', async () => {
    const token = await server.tokenFor('zhuguan');
    const base = {
      username: 'zhuguan',
      oldpassword: DEMO_PASSWORD,
      password: 'NewPass2026',
      confirmpassword: 'NewPass2026',
    };
    expect((await change(token, { ...base, oldpassword: '' })).body.message).toBe('请输入旧密码!');
    expect((await change(token, { ...base, password: '' })).body.message).toBe('请输入新密码!');
    expect((await change(token, { ...base, confirmpassword: '' })).body.message).toBe('请确认新密码!');
    expect((await change(token, { ...base, confirmpassword: 'Other2026x' })).body.message).toBe(
      '两次输入的密码不一样！',
    );
    expect((await change(token, { ...base, password: 'short', confirmpassword: 'short' })).body.message).toBe(
      '新密码至少8位，须同时包含字母和数字',
    );
    expect((await change(token, { ...base, oldpassword: 'wrong-old-1' })).body).toMatchObject({
      success: false,
      message: '旧密码输入错误',
    });
    expect((await change(token, { ...base, username: 'admin' })).status).toBe(403);
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const other = await server.tokenFor('zhuguan');
    const token = await server.tokenFor('zhuguan');
    const res = await change(token, {
      username: 'zhuguan',
      oldpassword: DEMO_PASSWORD,
      password: 'Changed2026',
      confirmpassword: 'Changed2026',
    });
    expect(res.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect((await server.get('/sys/user/getCurrentUserDeparts', token)).status).toBe(200);
    const revoked = await server.get('/sys/user/getCurrentUserDeparts', other);
    expect(revoked.status).toBe(500);
    expect(revoked.body).toMatchObject({ success: false, code: 500, message: 'Token失效，请重新登录!' });
    expect((await server.login('zhuguan', DEMO_PASSWORD)).success).toBe(false);
    expect((await server.login('zhuguan', 'Changed2026')).success).toBe(true);
  });

  it('takes PUT as well, as the family’s client sends it, with the same checks', async () => {
    const token = await server.tokenFor('fuwu');
    const base = {
      username: 'fuwu',
      oldpassword: DEMO_PASSWORD,
      password: 'PutPass2026',
      confirmpassword: 'PutPass2026',
    };
    const put = (body: Record<string, string>) => server.put('/sys/user/updatePassword', body, token);
    expect((await put({ ...base, confirmpassword: 'Other2026x' })).body.message).toBe(
      '两次输入的密码不一样！',
    );
    expect((await put({ ...base, oldpassword: 'wrong-old-1' })).body.message).toBe('旧密码输入错误');
    expect((await put({ ...base, username: 'admin' })).status).toBe(403);
    expect((await put(base)).body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect((await server.login('fuwu', 'PutPass2026')).success).toBe(true);
  });
});

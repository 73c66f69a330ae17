import type { ApiResult } from '@hcs/shared';
import { hashPassword } from '../../src/core/auth/password.ts';
import { newId } from '../../src/core/ids.ts';
import { BASE, DEMO_PASSWORD, type TestServer } from './testServer.ts';

/** POST /sys/sms from a given client address (and, for smsmode 3, a session). */
export async function requestCode(
  server: TestServer,
  body: Record<string, unknown>,
  ip = '10.0.0.1',
  token?: string,
  forwardedFor?: string,
): Promise<ApiResult<unknown>> {
  const res = await server.app.inject({
    method: 'POST',
    url: `${BASE}/sys/sms`,
    payload: body,
    remoteAddress: ip,
    headers: {
      ...(token ? { 'x-access-token': token } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
  return res.json() as ApiResult<unknown>;
}

/** The code of the latest text to the number, read out of 系统管理 → 消息 as staff would. */
export async function latestCode(server: TestServer, mobile: string): Promise<string | null> {
  const row = await server.ctx.db.kysely
    .selectFrom('sysSms')
    .select('esContent')
    .where('esReceiver', '=', mobile)
    .where('esType', '=', '1')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.esContent.match(/\d{6}/)?.[0] ?? null;
}

export async function textsTo(server: TestServer, mobile: string): Promise<number> {
  const rows = await server.ctx.db.kysely
    .selectFrom('sysSms')
    .select('id')
    .where('esReceiver', '=', mobile)
    .execute();
  return rows.length;
}

/** A live user with a phone, able to sign in with DEMO_PASSWORD. */
export async function addPhoneUser(
  server: TestServer,
  username: string,
  phone: string,
  options: { status?: number; delFlag?: number } = {},
): Promise<string> {
  const id = newId();
  await server.ctx.db.kysely
    .insertInto('sysUser')
    .values({
      id,
      username,
      realname: username,
      password: await hashPassword(DEMO_PASSWORD),
      avatar: null,
      birthday: null,
      sex: null,
      email: null,
      phone,
      orgCode: null,
      status: options.status ?? 1,
      delFlag: options.delFlag ?? 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: null,
      departIds: null,
      relTenantIds: null,
      createBy: 'test',
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

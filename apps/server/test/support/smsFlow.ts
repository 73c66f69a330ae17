import type { ApiResult } from '@hcs/shared';
import { BASE, type TestServer } from './testServer.ts';
import { addTestUser } from './testUsers.ts';

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
export const addPhoneUser = (
  server: TestServer,
  username: string,
  phone: string,
  options: { status?: number; delFlag?: number } = {},
): Promise<string> => addTestUser(server, username, { ...options, phone });

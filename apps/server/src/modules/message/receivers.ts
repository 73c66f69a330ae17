import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { MessageType } from './channels.ts';

const MAX_RECEIVERS = 50;
/** The spec's mobile preset: 11 digits starting 13/14/15/17/18. */
const MOBILE = /^1[34578]\d{9}$/;
const email = z.email();

function split(receiver: string): string[] {
  const list = [...new Set(receiver.split(/[,，;；\s]+/).filter((r) => r !== ''))];
  if (list.length === 0) throw new BusinessError('请输入消息接收方');
  if (list.length > MAX_RECEIVERS) throw new BusinessError(`一次最多发送给${MAX_RECEIVERS}个接收方`);
  return list;
}

/**
 * The receivers of a message, one per sys_sms row: mobile numbers (SMS), e-mail addresses (e-mail), or
 * usernames (in-app; user ids are accepted and turned into usernames). Any bad one refuses them all.
 */
export async function resolveReceivers(
  ctx: AppContext,
  type: MessageType,
  receiver: string,
): Promise<string[]> {
  const list = split(receiver);
  if (type === MessageType.sms) {
    const bad = list.find((r) => !MOBILE.test(r));
    if (bad) throw new BusinessError(`请输入正确手机号: ${bad}`);
    return list;
  }
  if (type === MessageType.email) {
    const bad = list.find((r) => !email.safeParse(r).success || r.length > 100);
    if (bad) throw new BusinessError(`邮箱格式不正确: ${bad}`);
    return list;
  }
  const users = await ctx.db.kysely
    .selectFrom('sysUser')
    .select(['id', 'username'])
    .where('delFlag', '=', 0)
    .where((eb) => eb.or([eb('username', 'in', list), eb('id', 'in', list)]))
    .execute();
  const usernames = list.map((r) => users.find((u) => u.username === r || u.id === r)?.username);
  const unknown = list.find((_r, i) => usernames[i] === undefined);
  if (unknown !== undefined) throw new BusinessError(`接收用户不存在: ${unknown}`);
  return [...new Set(usernames as string[])];
}

/** The id of the live user an in-app message goes to. */
export async function userIdOf(ctx: AppContext, username: string): Promise<string> {
  const user = await ctx.db.kysely
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!user) throw new Error(`接收用户不存在: ${username}`);
  return user.id;
}

import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../core/auth/password.ts';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { consumeSmsCode, SmsMode } from '../sms/codes.ts';
import { secretHash } from '../sms/secretHash.ts';
import { findLiveUserByName } from '../user/profile.ts';
import { writeAccountLog } from './accountLog.ts';
import type { AlterationResetInput, AlterationVerifyInput } from './schema.ts';

export const TICKET_LIFETIME_MS = 15 * 60_000;

export const RecoveryMessages = {
  // One answer for an unknown account, a number not its own and a wrong code.
  notVerified: '账号、手机号或验证码不正确',
  badTicket: '验证已失效，请重新验证',
} as const;

const ticketHash = (ctx: AppContext, ticket: string) => secretHash(ctx.config, 'recovery', ticket);

/**
 * 找回密码, step 验证: the account, its phone and the code sent to it (smsmode 2) give a single-use
 * ticket for 15 minutes to set a new password with.
 */
export async function verifyRecovery(ctx: AppContext, input: AlterationVerifyInput, now = Date.now()) {
  // The code is checked first whatever the account, so its 5 tries bound every guess.
  const verdict = await consumeSmsCode(ctx, {
    mobile: input.phone,
    mode: SmsMode.forgotPassword,
    code: input.smscode,
  });
  const user = await findLiveUserByName(ctx.db.kysely, input.username);
  if (verdict !== 'ok' || !user || user.phone !== input.phone) {
    throw new BusinessError(RecoveryMessages.notVerified);
  }
  const ticket = randomBytes(32).toString('base64url');
  const db = ctx.db.kysely;
  await db
    .deleteFrom('sysRecoveryTicket')
    .where((eb) => eb.or([eb('userId', '=', user.id), eb('expiresAt', '<=', now)]))
    .execute();
  await db
    .insertInto('sysRecoveryTicket')
    .values({ ticketHash: ticketHash(ctx, ticket), userId: user.id, expiresAt: now + TICKET_LIFETIME_MS })
    .execute();
  return { ticket };
}

/** Step 新密码: spends the ticket, sets the password and ends every session of the account. */
export async function resetPassword(
  ctx: AppContext,
  input: AlterationResetInput,
  ip: string,
  now = Date.now(),
) {
  const db = ctx.db.kysely;
  const hash = ticketHash(ctx, input.ticket);
  const row = await db
    .selectFrom('sysRecoveryTicket')
    .selectAll()
    .where('ticketHash', '=', hash)
    .executeTakeFirst();
  // Deleting the row read makes the ticket single-use even when two resets race.
  const spent = await db.deleteFrom('sysRecoveryTicket').where('ticketHash', '=', hash).executeTakeFirst();
  if (!row || Number(spent.numDeletedRows) !== 1 || Number(row.expiresAt) <= now) {
    throw new BusinessError(RecoveryMessages.badTicket);
  }
  const user = await db
    .selectFrom('sysUser')
    .select(['id', 'username'])
    .where('id', '=', row.userId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!user) throw new BusinessError(RecoveryMessages.badTicket);

  await db
    .updateTable('sysUser')
    .set({
      password: await hashPassword(input.password),
      updateBy: user.username,
      updateTime: formatDateTime(),
    })
    .where('id', '=', user.id)
    .execute();
  const live = await db
    .selectFrom('sysSession')
    .select('id')
    .where('userId', '=', user.id)
    .where('revokedAt', 'is', null)
    .execute();
  await ctx.sessions.revokeAll(user.id);
  for (const session of live) ctx.realtime.closeSession(session.id);
  await writeAccountLog(ctx, {
    content: `找回密码: ${user.username} 通过手机验证码重置了密码`,
    userId: user.id,
    username: user.username,
    ip,
    path: '/sys/user/alteration/reset',
    edit: true,
  });
}

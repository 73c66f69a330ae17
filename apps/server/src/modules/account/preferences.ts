import type { AccountLayoutPreferences, NotifyChannels } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import { formatDateTime } from '../../core/time.ts';
import { preferencesBody } from './schema.ts';

const DEFAULT_CHANNELS: NotifyChannels = { sms: true, email: true };

function row(ctx: AppContext, userId: string) {
  return ctx.db.kysely
    .selectFrom('sysUserPreference')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Writes some of a user's settings, creating their row on the first write. */
async function save(
  ctx: AppContext,
  userId: string,
  values: { layoutJson?: string; notifySms?: number; notifyEmail?: number },
) {
  const updateTime = formatDateTime();
  await ctx.db.kysely
    .insertInto('sysUserPreference')
    .values({ userId, layoutJson: null, notifySms: 1, notifyEmail: 1, ...values, updateTime })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updateTime }))
    .execute();
}

/** 个性化: the saved layout preferences, or null when none were saved (the browser keeps its own). */
export async function readLayout(ctx: AppContext, userId: string): Promise<AccountLayoutPreferences | null> {
  const json = (await row(ctx, userId))?.layoutJson;
  if (!json) return null;
  // What was stored passed the schema; one that no longer does (an older shape) counts as none.
  const parsed = preferencesBody.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

export function saveLayout(ctx: AppContext, userId: string, layout: AccountLayoutPreferences) {
  return save(ctx, userId, { layoutJson: JSON.stringify(layout) });
}

/** 新消息通知: the channels the user takes messages on (system messages always). */
export async function readChannels(ctx: AppContext, userId: string): Promise<NotifyChannels> {
  const r = await row(ctx, userId);
  return r ? { sms: r.notifySms === 1, email: r.notifyEmail === 1 } : DEFAULT_CHANNELS;
}

export function saveChannels(ctx: AppContext, userId: string, channels: NotifyChannels) {
  return save(ctx, userId, { notifySms: channels.sms ? 1 : 0, notifyEmail: channels.email ? 1 : 0 });
}

/**
 * Why a message to this mobile number or e-mail address must not be sent, or null: a live user with it
 * turned that channel off in 新消息通知. Receivers no user has are sent to as before.
 */
export async function optedOutReason(
  ctx: AppContext,
  channel: 'sms' | 'email',
  receiver: string,
): Promise<string | null> {
  const column = channel === 'sms' ? 'u.phone' : 'u.email';
  const off = await ctx.db.kysely
    .selectFrom('sysUser as u')
    .innerJoin('sysUserPreference as p', 'p.userId', 'u.id')
    .select('u.username')
    .where(column, '=', receiver)
    .where('u.delFlag', '=', 0)
    .where(channel === 'sms' ? 'p.notifySms' : 'p.notifyEmail', '=', 0)
    .executeTakeFirst();
  if (!off) return null;
  return `接收人（${off.username}）已在新消息通知中关闭${channel === 'sms' ? '短信' : '邮件'}通知，未发送`;
}

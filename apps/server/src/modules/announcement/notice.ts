import { sql } from 'kysely';
import { realnameOf } from '../../core/auth/realname.ts';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { holdersAmong } from '../../core/permission/grants.ts';
import { inTenant } from '../../core/tenant.ts';
import { sendSystemMessage } from './systemMessage.ts';

/** What a state change tells the people who must act on it (DOMAIN.md "Who uses it"). */
export interface Notice {
  title: string;
  /** One sentence of plain text; it is escaped into the message's rich text. */
  text: string;
  /** The record's page, opened by 前往处理; null when the recipient may no longer open it. */
  openPage: string | null;
  busType: string;
  busId: string;
  priority?: 'L' | 'M' | 'H';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Tells `userIds` of a change `auth` made — in their bell and over the websocket. Call it after the write
 * committed: a refused or rolled-back write tells no one. The actor is not told of their own change, and
 * nobody is told twice.
 */
export async function notifyUsers(
  ctx: AppContext,
  auth: AuthContext,
  userIds: readonly (string | null | undefined)[],
  notice: Notice,
): Promise<void> {
  const recipients = [...new Set(userIds)].filter((id): id is string => !!id && id !== auth.userId);
  if (recipients.length === 0) return;
  await sendSystemMessage(ctx, {
    title: notice.title,
    content: `<p>${escapeHtml(notice.text)}</p>`,
    userIds: recipients,
    sender: await realnameOf(ctx.db.kysely, auth),
    ...(notice.openPage ? { openPage: notice.openPage } : {}),
    busType: notice.busType,
    busId: notice.busId,
    priority: notice.priority ?? 'M',
  });
}

/**
 * Who acts on a record of department `orgCode` with `permission` (reviews its order, approves its report):
 * the active holders of the permission in the record's department, or, when it has none, in the nearest
 * department above it that has (a station without a manager is reviewed by the centre).
 */
export async function nearestHolders(
  ctx: AppContext,
  tenantId: number,
  orgCode: string | null,
  permission: string,
): Promise<string[]> {
  if (!orgCode) return [];
  const db = ctx.db.kysely;
  const members = await db
    .selectFrom('sysUser as u')
    .innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
    .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
    .select(['u.id', 'd.orgCode'])
    .where('u.delFlag', '=', 0)
    .where('u.status', '=', 1)
    .where('d.delFlag', '=', 0)
    .where(inTenant('u.relTenantIds', tenantId))
    .where(sql<boolean>`${orgCode} like ${sql.ref('d.orgCode')} || '%'`)
    .execute();
  const holders = await holdersAmong(db, [...new Set(members.map((m) => m.id))], permission);
  const byDepth = new Map<number, Set<string>>();
  for (const member of members) {
    if (!member.orgCode || !holders.has(member.id)) continue;
    const depth = member.orgCode.length;
    byDepth.set(depth, (byDepth.get(depth) ?? new Set()).add(member.id));
  }
  const nearest = Math.max(-1, ...byDepth.keys());
  return [...(byDepth.get(nearest) ?? [])];
}

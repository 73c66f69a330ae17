import type { MySession } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { describeUserAgent } from './userAgent.ts';

/** 我的登录会话: the caller's live sessions, the current one first, then the newest. */
export async function mySessions(ctx: AppContext, auth: AuthContext): Promise<MySession[]> {
  const rows = await ctx.db.kysely
    .selectFrom('sysSession')
    .select(['id', 'ip', 'userAgent', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', auth.userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', Date.now())
    .orderBy('createdAt', 'desc')
    .limit(100)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      ip: r.ip,
      device: describeUserAgent(r.userAgent),
      loginTime: formatDateTime(new Date(Number(r.createdAt))),
      lastSeenTime: r.lastSeenAt === null ? null : formatDateTime(new Date(Number(r.lastSeenAt))),
      current: r.id === auth.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** 下线: ends one of the caller's own other sessions at once (its socket too). */
export async function endMySession(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
  if (id === auth.sessionId) throw new BusinessError('当前会话请使用退出登录');
  const session = await ctx.db.kysely
    .selectFrom('sysSession')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', auth.userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (!session) throw new BusinessError('会话不存在或已退出');
  await ctx.sessions.revoke(id);
  ctx.realtime.closeSession(id);
}

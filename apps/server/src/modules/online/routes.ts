import { sql } from 'kysely';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { containsPattern, likeEscaped, offsetOf, pagingSchema } from '../../core/query/paging.ts';
import { BusinessError, ok, page } from '../../core/result.ts';
import { inTenant } from '../../core/tenant.ts';
import { formatDateTime } from '../../core/time.ts';

const listQuery = pagingSchema.extend({ username: z.string().max(100).optional() });
const forceQuery = z.object({ id: z.string({ message: '请选择会话' }).min(1, '请选择会话').max(32) });

/**
 * 在线用户: the live sessions of the caller's tenant. Sessions are listed by their id, never by token;
 * the caller's own session is listed first; force logout revokes one, which takes effect on that
 * session's next request.
 */
export function onlineRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/sys/online/list',
    { config: { permission: 'system:online:list' }, schema: { querystring: listQuery } },
    async (request) => {
      const q = request.query;
      const auth = currentUser(request);
      let base = ctx.db.kysely
        .selectFrom('sysSession as s')
        .innerJoin('sysUser as u', 'u.id', 's.userId')
        .where('s.revokedAt', 'is', null)
        .where('s.expiresAt', '>', Date.now())
        .where('u.delFlag', '=', 0)
        .where(inTenant('u.relTenantIds', auth.tenantId));
      if (q.username) base = base.where(likeEscaped('u.username', containsPattern(q.username)));
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select([
          's.id',
          's.createdAt',
          's.ip',
          'u.username',
          'u.realname',
          'u.avatar',
          'u.sex',
          'u.phone',
          'u.birthday',
        ])
        // The caller's own session comes first, however many sessions there are.
        .orderBy(sql`case when ${sql.ref('s.id')} = ${auth.sessionId} then 0 else 1 end`)
        .orderBy('s.createdAt', 'desc')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute();
      const records = rows.map((r) => ({
        ...r,
        current: r.id === auth.sessionId,
        loginTime: formatDateTime(new Date(r.createdAt)),
      }));
      return ok(page(records, Number(total.n), q.pageNo, q.pageSize));
    },
  );

  app.post(
    '/sys/online/forceLogout',
    { config: { permission: 'system:online:forceLogout' }, schema: { body: forceQuery } },
    async (request) => {
      const { id } = request.body;
      const auth = currentUser(request);
      if (id === auth.sessionId) throw new BusinessError('不能强制退出自己');
      const session = await ctx.db.kysely
        .selectFrom('sysSession as s')
        .innerJoin('sysUser as u', 'u.id', 's.userId')
        .select(['s.id', 'u.username'])
        .where('s.id', '=', id)
        .where(inTenant('u.relTenantIds', auth.tenantId))
        .executeTakeFirst();
      if (!session) throw new BusinessError('会话不存在或已退出');
      await ctx.sessions.revoke(id);
      ctx.realtime.closeSession(id);
      return ok(null, `强制退出成功: ${session.username}`);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import { PreparedResult } from '../../core/http/preparedResult.ts';
import { GRANT_TABLES } from '../../core/permission/grantCache.ts';
import { userPermissions } from './service.ts';

export function permissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Every page load asks for it; it changes only with grants and menus, which are written through
  // GRANT_TABLES (here at once; through another copy within the 3 s that grants are trusted for).
  const payloads = new VersionedCache<PreparedResult>(ctx.db.writes, GRANT_TABLES, 3_000, 10_000);
  app.get(
    '/sys/permission/getUserPermissionByToken',
    { config: { summary: '当前用户的菜单与权限' } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const payload = await payloads.get(
        userId,
        async () => new PreparedResult(await userPermissions(ctx.db.kysely, userId)),
      );
      return payload.send(request, reply);
    },
  );
}

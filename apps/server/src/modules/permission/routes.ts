import type { PermissionResult } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import { GRANT_TABLES } from '../../core/permission/grantCache.ts';
import { ok } from '../../core/result.ts';
import { userPermissions } from './service.ts';

export function permissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Every page load asks for it; it changes only with grants and menus, which are written through
  // GRANT_TABLES (here at once; through another copy within the 3 s that grants are trusted for).
  const payloads = new VersionedCache<PermissionResult>(ctx.db.writes, GRANT_TABLES, 3_000, 10_000);
  app.get('/sys/permission/getUserPermissionByToken', async (request) => {
    const { userId } = currentUser(request);
    return ok(await payloads.get(userId, () => userPermissions(ctx.db.kysely, userId)));
  });
}

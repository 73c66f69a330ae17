import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/result.ts';
import { userPermissions } from './service.ts';

export function permissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sys/permission/getUserPermissionByToken', async (request) => {
    return ok(await userPermissions(ctx.db.kysely, currentUser(request).userId));
  });
}

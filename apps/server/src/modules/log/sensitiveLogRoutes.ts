import { sensitiveLogResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';

/**
 * 系统管理 → 敏感信息查看日志: the reveals (查看完整) of the caller's tenant, written by each resource's
 * reveal endpoint (core/resource/masking.ts); read and exported here, never written.
 */
export function sensitiveLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  resourceRoutes(app, ctx, {
    resource: sensitiveLogResource,
    table: 'sysSensitiveLog',
    base: (db: Kysely<Database> | Transaction<Database>, auth: AuthContext) =>
      db.selectFrom('sysSensitiveLog').where('tenantId', '=', auth.tenantId),
  });
}

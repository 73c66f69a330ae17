import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/result.ts';
import { sensitiveLogRoutes } from './sensitiveLogRoutes.ts';
import { sysLogRoutes } from './sysLogRoutes.ts';
import { loginInfo, visitInfo } from './visitStats.ts';

const VISIT_STATS = 'dashboard:analysis:visitStats';

export function logRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sys/loginfo', { config: { permission: VISIT_STATS } }, async () =>
    ok(await loginInfo(ctx.db.kysely)),
  );
  app.get('/sys/visitInfo', { config: { permission: VISIT_STATS } }, async () =>
    ok(await visitInfo(ctx.db.kysely)),
  );
  sysLogRoutes(app, ctx);
  sensitiveLogRoutes(app, ctx);
}

import { MONITOR_PERMISSIONS as P } from '@hcs/shared';
import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import {
  databaseFigures,
  diskFigures,
  httpFigures,
  runtimeFigures,
  serverFigures,
  traceFigures,
} from './figures.ts';
import type { Monitor } from './monitor.ts';
import { traceMatcher } from './requestRecorder.ts';

const traceFilter = z.object({
  statusClass: z
    .enum(['1xx', '2xx', '3xx', '4xx', '5xx'], { message: '状态类别只能是 1xx 到 5xx' })
    .optional(),
  path: z.string().max(200, '路径最多 200 个字符').optional(),
  user: z.string().max(100, '用户名最多 100 个字符').optional(),
});

/** 系统监控: GET /sys/monitor/*, each behind its page's permission. */
export function monitorRoutes(app: Api, ctx: AppContext, monitor: Monitor): void {
  const { copies } = monitor;

  app.get('/sys/monitor/server', { config: { permission: P.server } }, async () =>
    ok(await copies.answer(await serverFigures(ctx, monitor), (s) => s.server)),
  );

  app.get('/sys/monitor/disk', { config: { permission: P.disk } }, async () =>
    ok(await copies.answer(await diskFigures(ctx), (s) => s.disk)),
  );

  app.get(
    '/sys/monitor/trace',
    { config: { permission: P.trace }, schema: { querystring: traceFilter } },
    async (request) => {
      const query = request.query;
      const filter = {
        statusClass: query.statusClass,
        path: query.path || undefined,
        user: query.user || undefined,
      };
      const matches = traceMatcher(filter);
      return ok(
        await copies.answer(traceFigures(monitor, filter), (s) => ({
          ...s.trace,
          records: s.trace.records.filter(matches),
        })),
      );
    },
  );

  app.get('/sys/monitor/runtime', { config: { permission: P.runtime } }, async () =>
    ok(await copies.answer(runtimeFigures(monitor), (s) => s.runtime)),
  );

  app.get('/sys/monitor/http', { config: { permission: P.http } }, async () =>
    ok(await copies.answer(await httpFigures(monitor), (s) => s.http)),
  );

  app.get('/sys/monitor/redis', { config: { permission: P.redis } }, async () =>
    ok(await copies.answer(await monitor.redis(), (s) => s.redis)),
  );

  // Size and row counts are the one database's; pool and statements are each copy's.
  app.get('/sys/monitor/database', { config: { permission: P.database } }, async () => {
    const live = await databaseFigures(monitor);
    return ok(await copies.answer(live, (s) => ({ ...live, ...s.database })));
  });
}

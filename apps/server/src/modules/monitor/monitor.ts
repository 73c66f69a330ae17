import { type HttpSample, MONITOR_REFRESH_MS, type RedisAnswer, type RuntimeSample } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { CopyBoard } from './copyBoard.ts';
import { newCopyId } from './copyId.ts';
import { DatabaseStats } from './databaseStats.ts';
import { snapshotFigures } from './figures.ts';
import { RequestRecorder } from './requestRecorder.ts';
import { RuntimeStats } from './runtimeStats.ts';

/** How many samples the live charts show: five minutes. */
const HISTORY = 60;

/** This copy's figures for the 系统监控 pages. */
export interface Monitor {
  /** This copy's figures and the other copies' published ones. */
  copies: CopyBoard;
  /** null when HCS_REQUEST_TRACE turns recording off. */
  recorder: RequestRecorder | null;
  runtime: RuntimeStats;
  database: DatabaseStats;
  runtimeHistory: RuntimeSample[];
  httpHistory: HttpSample[];
  /** Redis as the page shows it: the same one for every copy. */
  redis(): Promise<RedisAnswer>;
  openConnections(): Promise<number>;
  websocketConnections(): number;
  /** Samples the figures for the charts and, while a 系统监控 page is open on any copy, publishes them. */
  tick(): Promise<void>;
}

function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > HISTORY) list.shift();
}

/**
 * Starts this copy's monitoring: the request recorder as an onResponse hook (before any route is
 * registered, so that every route has it; Fastify's reply.elapsedTime is the duration since onRequest),
 * and every {@link MONITOR_REFRESH_MS} a sample of the runtime and HTTP figures for the live charts and,
 * while a 系统监控 page is open on any copy, the publication of this copy's figures for the others.
 */
export function registerMonitor(
  app: FastifyInstance,
  ctx: AppContext,
  redis: () => Promise<RedisAnswer>,
): Monitor {
  const recorder = ctx.config.requestTrace ? new RequestRecorder(`${ctx.config.basePath}/`) : null;
  if (recorder) {
    app.addHook('onResponse', (request, reply, done) => {
      recorder.record(
        request.method,
        request.url,
        request.is404 ? undefined : request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime,
        request.auth?.username ?? null,
      );
      done();
    });
  }
  // Samples, then publishes for the other copies; a tick still running when the next is due is not doubled.
  let running: Promise<void> | null = null;
  const tick = (publish: () => Promise<boolean>) => {
    running ??= (async () => {
      await sample();
      if (await publish()) await monitor.copies.publish(await snapshotFigures(ctx, monitor));
    })()
      .catch((err: unknown) => app.log.warn({ err }, '系统监控数据发布失败'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const monitor: Monitor = {
    copies: new CopyBoard(ctx.db.kysely, newCopyId()),
    recorder,
    runtime: new RuntimeStats(),
    database: new DatabaseStats(ctx.db),
    runtimeHistory: [],
    httpHistory: [],
    redis,
    openConnections: () =>
      new Promise((resolve) => {
        if (!app.server.listening) {
          resolve(0);
          return;
        }
        app.server.getConnections((error, count) => resolve(error ? 0 : count));
      }),
    websocketConnections: () => ctx.realtime.connectionCount(),
    tick: () => tick(() => monitor.copies.watched()),
  };
  const sample = async () => {
    push(monitor.runtimeHistory, monitor.runtime.sample());
    push(monitor.httpHistory, {
      at: Date.now(),
      requestsPerSecond: recorder?.requestsPerSecond() ?? 0,
      openConnections: await monitor.openConnections(),
      websocketConnections: monitor.websocketConnections(),
    });
  };
  let timer: NodeJS.Timeout | null = null;
  // Published once as the copy starts, so the others list it at once, then while someone looks.
  app.addHook('onReady', async () => {
    await tick(async () => true);
    timer = setInterval(() => void monitor.tick(), MONITOR_REFRESH_MS);
    timer.unref();
  });
  // Before the database closes (onClose): the last write finishes, then the copy's row goes.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
    await monitor.copies
      .withdraw()
      .catch((err: unknown) => app.log.warn({ err }, '系统监控副本记录删除失败'));
  });
  app.addHook('onClose', async () => {
    monitor.runtime.stop();
  });
  return monitor;
}

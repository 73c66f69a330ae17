import {
  type DatabaseAnswer,
  type DiskInfo,
  type HttpAnswer,
  MONITOR_PUBLISHED_TRACE,
  type RuntimeAnswer,
  type ServerInfo,
  type TraceAnswer,
} from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import { type CopySnapshot, SNAPSHOT_VERSION } from './copyBoard.ts';
import { diskUsage } from './diskUsage.ts';
import type { Monitor } from './monitor.ts';
import type { TraceFilter } from './requestRecorder.ts';
import { systemInfo } from './systemInfo.ts';

const SLOWEST_ROUTES = 20;

/** This copy's figures for each 系统监控 page: what it answers live and what it publishes. */
export async function serverFigures(ctx: AppContext, monitor: Monitor): Promise<ServerInfo> {
  const redis = await monitor.redis();
  return systemInfo({
    db: { dialect: ctx.db.dialect, version: await monitor.database.versionText() },
    redis: redis.configured && redis.reachable ? redis.version : null,
  });
}

export async function diskFigures(ctx: AppContext): Promise<{ disks: DiskInfo[] }> {
  // Uploads take this copy's disk only when they are kept on it, not in an S3 bucket.
  const uploads = ctx.storage.type === 'local' ? [{ label: '上传目录', path: ctx.config.uploadDir }] : [];
  return { disks: await diskUsage([{ label: '数据目录', path: ctx.config.dataDir }, ...uploads]) };
}

export function traceFigures(monitor: Monitor, filter: TraceFilter, limit?: number): TraceAnswer {
  const trace = monitor.recorder?.trace(filter, limit);
  return { recording: monitor.recorder !== null, records: trace?.records ?? [], kept: trace?.kept ?? 0 };
}

export function runtimeFigures(monitor: Monitor): RuntimeAnswer {
  return monitor.runtime.current(monitor.runtimeHistory);
}

export async function httpFigures(monitor: Monitor): Promise<HttpAnswer> {
  const recorder = monitor.recorder;
  return {
    recording: recorder !== null,
    requestsPerSecond: recorder?.requestsPerSecond() ?? 0,
    totalRequests: recorder?.totalRequests() ?? 0,
    statusClasses: recorder?.statusClasses() ?? { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    openConnections: await monitor.openConnections(),
    websocketConnections: monitor.websocketConnections(),
    slowestRoutes: recorder?.slowestRoutes(SLOWEST_ROUTES) ?? [],
    history: monitor.httpHistory,
  };
}

export function databaseFigures(monitor: Monitor): Promise<DatabaseAnswer> {
  return monitor.database.current();
}

/**
 * Everything this copy publishes for the others: each page's figures, the trace cut to its newest
 * {@link MONITOR_PUBLISHED_TRACE} (unfiltered: the reader filters), the database's per-copy part only.
 */
export async function snapshotFigures(ctx: AppContext, monitor: Monitor): Promise<CopySnapshot> {
  const trace = traceFigures(monitor, {}, MONITOR_PUBLISHED_TRACE);
  const [server, disk, http] = await Promise.all([
    serverFigures(ctx, monitor),
    diskFigures(ctx),
    httpFigures(monitor),
  ]);
  return {
    version: SNAPSHOT_VERSION,
    server,
    disk,
    trace: { ...trace, kept: trace.records.length },
    runtime: runtimeFigures(monitor),
    http,
    redis: await monitor.redis(),
    database: monitor.database.perCopy(),
  };
}

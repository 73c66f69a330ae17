/** The permission each 系统监控 page and its endpoint need. */
export const MONITOR_PERMISSIONS = {
  server: 'monitor:server:view',
  disk: 'monitor:disk:view',
  trace: 'monitor:trace:view',
  runtime: 'monitor:runtime:view',
  http: 'monitor:http:view',
  redis: 'monitor:redis:view',
  database: 'monitor:database:view',
} as const;

/** How often the monitor pages ask again, and how often the server samples its figures for the charts. */
export const MONITOR_REFRESH_MS = 5000;

/** The disk use above which a file system is shown as nearly full. */
export const DISK_WARNING_PERCENT = 85;

/** A copy not heard from for this long is shown as 已离线 with its last figures. */
export const MONITOR_COPY_OFFLINE_MS = 30_000;
/** A copy not heard from for this long is dropped from the list (and its row from the table). */
export const MONITOR_COPY_DROP_MS = 5 * 60_000;
/** How many of its newest trace entries a copy publishes for the others (it keeps 1,000 itself). */
export const MONITOR_PUBLISHED_TRACE = 200;

/** Which server copy a set of figures is from, and how fresh they are. */
export interface MonitorCopyMeta {
  /** `hostname:pid`. */
  id: string;
  /** When the figures were taken (epoch ms): now for the answering copy, its last publication for the others. */
  takenAt: number;
  /** The copy that answered this request: its figures are live. */
  answering: boolean;
  /** Not heard from for {@link MONITOR_COPY_OFFLINE_MS}: these are its last figures. */
  offline: boolean;
}

/**
 * Every monitor answer: the figures of each server copy, sorted by id. The answering copy's are live;
 * every copy publishes its own into the shared database every 5 s, and the others' come from there.
 */
export interface MonitorCopies<T> {
  copies: (T & MonitorCopyMeta)[];
}

export interface ServerInfo {
  hostname: string;
  platform: string;
  release: string;
  arch: string;
  cpuModel: string;
  cpuCount: number;
  /** 1, 5 and 15 minute load averages. */
  loadavg: [number, number, number];
  totalMemory: number;
  freeMemory: number;
  /** Seconds since the host started. */
  hostUptime: number;
  /** Seconds since this process started. */
  processUptime: number;
  nodeVersion: string;
  dbDialect: string;
  dbVersion: string;
  /** null: no Redis configured. */
  redisVersion: string | null;
  platformVersion: string;
  /** When this copy started, `yyyy-MM-dd HH:mm:ss`. */
  startTime: string;
}

export interface DiskInfo {
  mount: string;
  device: string;
  fsType: string;
  size: number;
  used: number;
  free: number;
  /** 0..100, one decimal. */
  usedPercent: number;
  /** What of the platform lives there: 数据目录, 上传目录. */
  holds: string[];
}

export interface TraceEntry {
  /** The request's number on this copy since it started. */
  seq: number;
  /** `yyyy-MM-dd HH:mm:ss.SSS`. */
  time: string;
  method: string;
  /** The path without its query string. */
  path: string;
  status: number;
  durationMs: number;
  username: string | null;
}

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';
export const STATUS_CLASSES: readonly StatusClass[] = ['1xx', '2xx', '3xx', '4xx', '5xx'];

export interface TraceAnswer {
  /** Whether requests are being recorded (HCS_REQUEST_TRACE). */
  recording: boolean;
  /** The newest first, after the filters. */
  records: TraceEntry[];
  /** How many the buffer holds before filtering. */
  kept: number;
}

export interface RuntimeSample {
  /** Epoch ms. */
  at: number;
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  eventLoopP50Ms: number;
  eventLoopP99Ms: number;
  gcCount: number;
  gcPauseMs: number;
}

export interface RuntimeAnswer {
  heapUsed: number;
  heapTotal: number;
  heapLimit: number;
  rss: number;
  external: number;
  arrayBuffers: number;
  eventLoopP50Ms: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  /** Since the process started. */
  gcCount: number;
  gcPauseMs: number;
  gcByKind: { kind: string; count: number; pauseMs: number }[];
  /** process.getActiveResourcesInfo(), counted by kind. */
  activeResources: { kind: string; count: number }[];
  /** The last few minutes, one sample every MONITOR_REFRESH_MS. */
  history: RuntimeSample[];
}

export interface RouteLatency {
  method: string;
  /** The route pattern, e.g. `/hcs/sys/user/list`. */
  route: string;
  count: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface HttpSample {
  at: number;
  requestsPerSecond: number;
  openConnections: number;
  websocketConnections: number;
}

export interface HttpAnswer {
  recording: boolean;
  /** Over the last minute. */
  requestsPerSecond: number;
  totalRequests: number;
  statusClasses: Record<StatusClass, number>;
  openConnections: number;
  websocketConnections: number;
  /** The slowest 20 routes by p99. */
  slowestRoutes: RouteLatency[];
  history: HttpSample[];
}

/** Redis as 系统监控 shows it: one for every copy (HCS_REDIS_URL), or none. */
export type RedisAnswer =
  | { configured: false }
  | { configured: true; reachable: false }
  | {
      configured: true;
      reachable: true;
      version: string;
      uptimeSeconds: number;
      /** Keys in the whole database (other applications' too, when they share it). */
      keys: number;
      /** Bytes. */
      usedMemory: number;
      connectedClients: number;
      opsPerSecond: number;
      /** Reads that found their key, of all reads since Redis started (0–1); null before any read. */
      hitRate: number | null;
    };

export interface SlowQuery {
  /** The statement with `?`/`$n` placeholders; literals are replaced by `?` too. */
  sql: string;
  durationMs: number;
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string;
}

export interface PoolState {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseAnswer {
  dialect: string;
  version: string;
  /** Bytes. */
  size: number;
  /** null: one embedded connection (SQLite), no pool. */
  pool: PoolState | null;
  slowQueries: SlowQuery[];
  tables: { name: string; rows: number }[];
  /** Whether the row counts are estimates (PostgreSQL statistics). */
  rowsEstimated: boolean;
}

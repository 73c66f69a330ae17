import {
  type DatabaseAnswer,
  type DiskInfo,
  type HttpAnswer,
  MONITOR_COPY_DROP_MS,
  MONITOR_COPY_OFFLINE_MS,
  MONITOR_REFRESH_MS,
  type MonitorCopies,
  type RedisAnswer,
  type RuntimeAnswer,
  type ServerInfo,
  type TraceAnswer,
} from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

/** Raised when the snapshot's shape changes: a copy still on the old shape is left out until it upgrades. */
export const SNAPSHOT_VERSION = 1;

/** What a copy publishes: each 系统监控 page's figures as the page shows them. */
export interface CopySnapshot {
  version: number;
  server: ServerInfo;
  disk: { disks: DiskInfo[] };
  /** The newest MONITOR_PUBLISHED_TRACE requests, unfiltered; `kept` is how many that is. */
  trace: TraceAnswer;
  runtime: RuntimeAnswer;
  http: HttpAnswer;
  redis: RedisAnswer;
  /** The copy's own part: the database's size and row counts are the same for every copy. */
  database: Pick<DatabaseAnswer, 'pool' | 'slowQueries'>;
}

/**
 * The row that says someone is looking: every monitor answer writes it (`hostname:pid` ids cannot collide
 * with it), and copies publish only while it is fresh. Its snapshot holds when the looking began.
 */
const VIEWER_ROW = '(viewer)';
/** Copies keep publishing this long after the last page asked (a page asks every MONITOR_REFRESH_MS). */
export const MONITOR_WATCH_MS = 60_000;
/** Once someone looks, each live copy publishes within one refresh: until then silence means nothing. */
const WAKE_MS = 2 * MONITOR_REFRESH_MS;

interface Viewer {
  /** The last monitor answer, on any copy. */
  lastAt: number;
  /** When the current spell of looking began. */
  since: number;
}

interface PublishedCopy {
  id: string;
  updatedAt: number;
  snapshot: CopySnapshot;
}

/**
 * The server copies' figures, shared through the database every copy uses: while someone looks, each copy
 * writes its row (`sys_monitor_copy`: id, updated_at, JSON snapshot) and reads the others'. A copy not heard
 * from for {@link MONITOR_COPY_OFFLINE_MS} is listed as offline, after {@link MONITOR_COPY_DROP_MS} not at all.
 */
export class CopyBoard {
  constructor(
    private readonly db: Kysely<Database>,
    readonly copyId: string,
  ) {}

  /** Writes this copy's figures and deletes the rows of copies gone too long. */
  async publish(snapshot: CopySnapshot, now = Date.now()): Promise<void> {
    const text = JSON.stringify(snapshot);
    await this.db
      .insertInto('sysMonitorCopy')
      .values({ id: this.copyId, updatedAt: now, snapshot: text })
      .onConflict((oc) => oc.column('id').doUpdateSet({ updatedAt: now, snapshot: text }))
      .execute();
    await this.db
      .deleteFrom('sysMonitorCopy')
      .where('updatedAt', '<', now - MONITOR_COPY_DROP_MS)
      .execute();
  }

  private async viewer(): Promise<Viewer | null> {
    const row = await this.db
      .selectFrom('sysMonitorCopy')
      .select(['updatedAt', 'snapshot'])
      .where('id', '=', VIEWER_ROW)
      .executeTakeFirst();
    if (!row) return null;
    const since = Number(row.snapshot);
    const lastAt = Number(row.updatedAt);
    return { lastAt, since: Number.isFinite(since) && since > 0 ? since : lastAt };
  }

  /** Whether a 系统监控 page asked, on any copy, within {@link MONITOR_WATCH_MS}: then copies publish. */
  async watched(now = Date.now()): Promise<boolean> {
    const viewer = await this.viewer();
    return viewer !== null && now - viewer.lastAt <= MONITOR_WATCH_MS;
  }

  /** Records that a page asked now, and returns when this spell of looking began. */
  private async noteViewer(now: number): Promise<number> {
    const viewer = await this.viewer();
    const since = viewer && now - viewer.lastAt <= MONITOR_WATCH_MS ? viewer.since : now;
    await this.db
      .insertInto('sysMonitorCopy')
      .values({ id: VIEWER_ROW, updatedAt: now, snapshot: String(since) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ updatedAt: now, snapshot: String(since) }))
      .execute();
    return since;
  }

  /** A copy shutting down takes its row with it: it is stopped, not offline. */
  async withdraw(): Promise<void> {
    await this.db.deleteFrom('sysMonitorCopy').where('id', '=', this.copyId).execute();
  }

  private async others(now: number): Promise<PublishedCopy[]> {
    const rows = await this.db
      .selectFrom('sysMonitorCopy')
      .select(['id', 'updatedAt', 'snapshot'])
      .where('id', 'not in', [this.copyId, VIEWER_ROW])
      .where('updatedAt', '>=', now - MONITOR_COPY_DROP_MS)
      .execute();
    const copies: PublishedCopy[] = [];
    for (const row of rows) {
      const snapshot = parseSnapshot(row.snapshot);
      if (snapshot) copies.push({ id: row.id, updatedAt: Number(row.updatedAt), snapshot });
    }
    return copies;
  }

  /**
   * One page's answer: this copy's live figures and the other copies' published ones, sorted by id (so
   * that the order does not change with the copy a load balancer picks). Asking wakes the other copies'
   * publishing; a copy is offline when it stayed silent although someone has been looking for a while.
   */
  async answer<T extends object>(
    live: T,
    published: (snapshot: CopySnapshot) => T,
    now = Date.now(),
  ): Promise<MonitorCopies<T>> {
    const lookingSince = await this.noteViewer(now);
    const awake = now - lookingSince > WAKE_MS;
    const others = (await this.others(now)).map((copy) => ({
      ...published(copy.snapshot),
      id: copy.id,
      takenAt: copy.updatedAt,
      answering: false,
      offline: awake && now - copy.updatedAt > MONITOR_COPY_OFFLINE_MS,
    }));
    const self = { ...live, id: this.copyId, takenAt: now, answering: true, offline: false };
    return { copies: [self, ...others].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) };
  }
}

function parseSnapshot(text: string): CopySnapshot | null {
  try {
    const value = JSON.parse(text) as Partial<CopySnapshot> | null;
    return value?.version === SNAPSHOT_VERSION ? (value as CopySnapshot) : null;
  } catch {
    return null;
  }
}

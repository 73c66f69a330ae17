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
import { isMysql } from '../../core/db/connect.ts';
import type { Database } from '../../core/db/schema.ts';

/** Raised when the snapshot's shape changes: a copy still on the old shape is left out until it upgrades. */
export const SNAPSHOT_VERSION = 2;

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

/** The one row of `sys_monitor_viewer`: when a page last asked (on any copy) and since when someone has been looking. */
const VIEWER_ID = 'page';
/** Copies keep publishing this long after the last page asked (a page asks every MONITOR_REFRESH_MS). */
export const MONITOR_WATCH_MS = 60_000;
/** Once someone looks, each live copy publishes within one refresh: until then silence means nothing. */
const WAKE_MS = 2 * MONITOR_REFRESH_MS;

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

  /** Whether a 系统监控 page asked, on any copy, within {@link MONITOR_WATCH_MS}: then copies publish. */
  async watched(now = Date.now()): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysMonitorViewer')
      .select('lastAskedAt')
      .where('id', '=', VIEWER_ID)
      .executeTakeFirst();
    return row !== undefined && now - Number(row.lastAskedAt) <= MONITOR_WATCH_MS;
  }

  /**
   * Records that a page asked now, and returns when this spell of looking began: one upsert, which keeps
   * `since` while the last ask is within {@link MONITOR_WATCH_MS} (`since` is set before `last_asked_at`,
   * so a dialect that applies assignments in order still compares with the previous ask).
   */
  private async noteViewer(now: number): Promise<number> {
    const note = (db: Kysely<Database>) =>
      db
        .insertInto('sysMonitorViewer')
        .values({ id: VIEWER_ID, since: now, lastAskedAt: now })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            since: eb
              .case()
              .when('sysMonitorViewer.lastAskedAt', '>=', now - MONITOR_WATCH_MS)
              .then(eb.ref('sysMonitorViewer.since'))
              .else(now)
              .end(),
            lastAskedAt: now,
          })),
        );
    if (!isMysql(this.db))
      return Number((await note(this.db).returning('since').executeTakeFirstOrThrow()).since);
    // MySQL has no RETURNING: the transaction reads back the row its upsert locked.
    return this.db.transaction().execute(async (trx) => {
      await note(trx).execute();
      const row = await trx
        .selectFrom('sysMonitorViewer')
        .select('since')
        .where('id', '=', VIEWER_ID)
        .executeTakeFirstOrThrow();
      return Number(row.since);
    });
  }

  /** A copy shutting down takes its row with it: it is stopped, not offline. */
  async withdraw(): Promise<void> {
    await this.db.deleteFrom('sysMonitorCopy').where('id', '=', this.copyId).execute();
  }

  private async others(now: number): Promise<PublishedCopy[]> {
    const rows = await this.db
      .selectFrom('sysMonitorCopy')
      .select(['id', 'updatedAt', 'snapshot'])
      .where('id', '!=', this.copyId)
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

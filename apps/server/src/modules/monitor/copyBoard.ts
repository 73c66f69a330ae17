import {
  type DatabaseAnswer,
  type DiskInfo,
  type HttpAnswer,
  MONITOR_COPY_DROP_MS,
  MONITOR_COPY_OFFLINE_MS,
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

interface PublishedCopy {
  id: string;
  updatedAt: number;
  snapshot: CopySnapshot;
}

/**
 * The server copies' figures, shared through the database every copy uses: each copy writes its row
 * (`sys_monitor_copy`: id, updated_at, JSON snapshot) and reads the others'. A copy not heard from for
 * {@link MONITOR_COPY_OFFLINE_MS} is listed as offline, after {@link MONITOR_COPY_DROP_MS} not at all.
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

  /** A copy shutting down takes its row with it: it is stopped, not offline. */
  async withdraw(): Promise<void> {
    await this.db.deleteFrom('sysMonitorCopy').where('id', '=', this.copyId).execute();
  }

  private async others(now: number): Promise<PublishedCopy[]> {
    const rows = await this.db
      .selectFrom('sysMonitorCopy')
      .select(['id', 'updatedAt', 'snapshot'])
      .where('id', '<>', this.copyId)
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
   * that the order does not change with the copy a load balancer picks).
   */
  async answer<T extends object>(
    live: T,
    published: (snapshot: CopySnapshot) => T,
    now = Date.now(),
  ): Promise<MonitorCopies<T>> {
    const others = (await this.others(now)).map((copy) => ({
      ...published(copy.snapshot),
      id: copy.id,
      takenAt: copy.updatedAt,
      answering: false,
      offline: now - copy.updatedAt > MONITOR_COPY_OFFLINE_MS,
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

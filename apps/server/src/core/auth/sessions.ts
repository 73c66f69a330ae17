import { SESSION_LIFETIME_MS } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { InvalidationBus } from '../cache/invalidationBus.ts';
import { TtlCache } from '../cache/ttlCache.ts';
import type { Database } from '../db/schema.ts';
import { newId } from '../ids.ts';

const LIVE_CACHE_MS = 3000;
const LAST_SEEN_PRECISION_MS = 60_000;

export interface LiveSession {
  sessionId: string;
  userId: string;
  username: string;
  /** The tenants the user belongs to (sys_user.rel_tenant_ids), in their order. */
  tenantIds: number[];
}

/** Sessions ended together: one, or every one of a user but `keep`. */
export type Revocation = { sessionId: string } | { userId: string; keep: string | null };

const REVOKED = 'sessions.revoked';

/** Server-side session records: 7 days, revocable by logout, password change or force logout. */
export class SessionStore {
  /**
   * Live sessions seen in the last few seconds. It spares the database a query on nearly every request.
   * A revocation on any copy evicts at once on every copy (the invalidation bus); while the bus is down
   * the cache is not used, so a revoked session never outlives its database row.
   */
  private readonly live = new TtlCache<string, LiveSession>(LIVE_CACHE_MS, 10_000);
  private readonly revokedListeners: ((revocation: Revocation) => void)[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: InvalidationBus,
  ) {
    bus.on<Revocation>(REVOKED, (revocation) => this.ended(revocation));
    bus.onMissed(() => this.live.deleteWhere(() => true));
  }

  /** Hears every revocation, made on this copy or announced by another (e.g. to close its sockets). */
  onRevoked(listener: (revocation: Revocation) => void): void {
    this.revokedListeners.push(listener);
  }

  async create(userId: string, username: string, ip: string | null, userAgent: string | null) {
    const now = Date.now();
    const session = { id: newId(), expiresAt: now + SESSION_LIFETIME_MS };
    await this.db
      .insertInto('sysSession')
      .values({
        id: session.id,
        userId,
        username,
        createdAt: now,
        expiresAt: session.expiresAt,
        revokedAt: null,
        ip,
        userAgent: userAgent?.slice(0, 500) ?? null,
      })
      .execute();
    return session;
  }

  /** The session if it is live and its user may still sign in (not deleted, not frozen). */
  async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
    const cached = this.bus.connected() ? this.live.get(sessionId) : undefined;
    if (cached) return cached.userId === userId ? cached : null;
    const row = await this.db
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .select(['s.id', 's.userId', 's.expiresAt', 's.lastSeenAt', 'u.username', 'u.relTenantIds'])
      .where('s.id', '=', sessionId)
      .where('s.userId', '=', userId)
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', Date.now())
      .where('u.status', '=', 1)
      .where('u.delFlag', '=', 0)
      .executeTakeFirst();
    if (!row) return null;
    await this.touch(row.id, row.lastSeenAt === null ? null : Number(row.lastSeenAt));
    const live = {
      sessionId: row.id,
      userId: row.userId,
      username: row.username,
      tenantIds: (row.relTenantIds ?? '')
        .split(',')
        .map((t) => Number.parseInt(t, 10))
        .filter((t) => Number.isInteger(t)),
    };
    this.live.set(sessionId, live, Number(row.expiresAt));
    return live;
  }

  /** Records the session's last request for 我的登录会话, at most once a minute (a cache miss at most every few seconds). */
  private async touch(sessionId: string, lastSeenAt: number | null): Promise<void> {
    const now = Date.now();
    if (lastSeenAt !== null && now - lastSeenAt < LAST_SEEN_PRECISION_MS) return;
    await this.db.updateTable('sysSession').set({ lastSeenAt: now }).where('id', '=', sessionId).execute();
  }

  async revoke(sessionId: string): Promise<void> {
    this.live.delete(sessionId);
    await this.db
      .updateTable('sysSession')
      .set({ revokedAt: Date.now() })
      .where('id', '=', sessionId)
      .execute();
    await this.announce({ sessionId });
  }

  /** Ends every session of a user (frozen, deleted, password reset by an administrator). */
  revokeAll(userId: string): Promise<void> {
    return this.revokeOthers(userId, null);
  }

  /** Revokes every live session of a user except `keep` (e.g. after a password change). */
  async revokeOthers(userId: string, keep: string | null): Promise<void> {
    let q = this.db
      .updateTable('sysSession')
      .set({ revokedAt: Date.now() })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (keep) q = q.where('id', '!=', keep);
    await q.execute();
    await this.announce({ userId, keep });
  }

  /** Ends the sessions here, then tells the other copies. */
  private async announce(revocation: Revocation): Promise<void> {
    this.ended(revocation);
    await this.bus.announce(REVOKED, revocation);
  }

  private ended(revocation: Revocation): void {
    if ('sessionId' in revocation) this.live.delete(revocation.sessionId);
    else this.live.deleteWhere((s) => s.userId === revocation.userId && s.sessionId !== revocation.keep);
    for (const listener of this.revokedListeners) listener(revocation);
  }
}

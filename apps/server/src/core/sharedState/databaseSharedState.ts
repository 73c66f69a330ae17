import { type Kysely, sql } from 'kysely';
import { retryingDeadlocks } from '../db/deadlock.ts';
import type { Database } from '../db/schema.ts';
import { newId } from '../ids.ts';
import type { ClaimSpace, CounterSpace, Secret, SecretSpace, SharedState, StateKey } from './sharedState.ts';

const part = (key: StateKey, index: number): string => {
  const value = key[index];
  if (value === undefined) throw new Error(`shared state key needs part ${index}`);
  return value;
};

/**
 * Shared state in the database's own tables (one per kind, as they were before Redis), so copies on one
 * database share it without anything else. Each method handles the spaces the interface allows it.
 */
export class DatabaseSharedState implements SharedState {
  constructor(private readonly db: Kysely<Database>) {}

  async put(space: SecretSpace, key: StateKey, value: string, ttlMs: number): Promise<void> {
    const now = Date.now();
    const expiresAt = now + ttlMs;
    if (space === 'captcha') {
      const checkKey = part(key, 0);
      await retryingDeadlocks(() =>
        this.db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('sysCaptcha')
            .where((eb) => eb.or([eb('checkKey', '=', checkKey), eb('expiresAt', '<', now)]))
            .execute();
          await trx.insertInto('sysCaptcha').values({ checkKey, code: value, expiresAt }).execute();
        }),
      );
    } else if (space === 'smsCode') {
      const [mobile, mode] = [part(key, 0), part(key, 1)];
      await retryingDeadlocks(() =>
        this.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('sysSmsCode').where('mobile', '=', mobile).where('mode', '=', mode).execute();
          await trx
            .insertInto('sysSmsCode')
            .values({ mobile, mode, codeHash: value, tries: 0, expiresAt })
            .execute();
        }),
      );
    } else {
      const username = part(key, 0);
      const locked = await this.db
        .updateTable('sysLoginGuard')
        .set({ lockedUntil: expiresAt })
        .where('username', '=', username)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) {
        await this.db
          .insertInto('sysLoginGuard')
          .values({ username, failCount: 0, firstFailAt: now, lockedUntil: expiresAt })
          .execute();
      }
    }
  }

  async read(space: SecretSpace, key: StateKey): Promise<Secret | null> {
    const now = Date.now();
    if (space === 'captcha') {
      const row = await this.db
        .selectFrom('sysCaptcha')
        .select(['code', 'expiresAt'])
        .where('checkKey', '=', part(key, 0))
        .executeTakeFirst();
      return row && Number(row.expiresAt) >= now
        ? { value: row.code, tries: 0, expiresAt: Number(row.expiresAt) }
        : null;
    }
    if (space === 'smsCode') {
      const row = await this.db
        .selectFrom('sysSmsCode')
        .select(['codeHash', 'tries', 'expiresAt'])
        .where('mobile', '=', part(key, 0))
        .where('mode', '=', part(key, 1))
        .executeTakeFirst();
      if (!row) return null;
      if (Number(row.expiresAt) <= now) {
        await this.smsCode(key).where('codeHash', '=', row.codeHash).execute();
        return null;
      }
      return { value: row.codeHash, tries: row.tries, expiresAt: Number(row.expiresAt) };
    }
    const row = await this.db
      .selectFrom('sysLoginGuard')
      .select('lockedUntil')
      .where('username', '=', part(key, 0))
      .executeTakeFirst();
    const until = row?.lockedUntil == null ? 0 : Number(row.lockedUntil);
    return until > now ? { value: '1', tries: 0, expiresAt: until } : null;
  }

  async take(space: SecretSpace, key: StateKey, value: string, maxTries?: number): Promise<boolean> {
    const now = Date.now();
    if (space === 'captcha') {
      const taken = await this.db
        .deleteFrom('sysCaptcha')
        .where('checkKey', '=', part(key, 0))
        .where('code', '=', value)
        .where('expiresAt', '>=', now)
        .executeTakeFirst();
      return Number(taken.numDeletedRows) === 1;
    }
    if (space === 'smsCode') {
      let q = this.smsCode(key).where('codeHash', '=', value).where('expiresAt', '>', now);
      if (maxTries !== undefined) q = q.where('tries', '<', maxTries);
      return Number((await q.executeTakeFirst()).numDeletedRows) === 1;
    }
    const ended = await this.db
      .updateTable('sysLoginGuard')
      .set({ lockedUntil: null })
      .where('username', '=', part(key, 0))
      .where('lockedUntil', '>', now)
      .executeTakeFirst();
    return Number(ended.numUpdatedRows) === 1;
  }

  async miss(space: SecretSpace, key: StateKey, value: string, maxTries: number): Promise<void> {
    if (space !== 'smsCode') throw new Error(`${space} counts no tries`);
    await this.db
      .updateTable('sysSmsCode')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('mobile', '=', part(key, 0))
      .where('mode', '=', part(key, 1))
      .where('codeHash', '=', value)
      .execute();
    await this.smsCode(key).where('tries', '>=', maxTries).execute();
  }

  async remove(space: SecretSpace | CounterSpace, key: StateKey): Promise<void> {
    if (space === 'captcha') {
      await this.db.deleteFrom('sysCaptcha').where('checkKey', '=', part(key, 0)).execute();
    } else if (space === 'smsCode') {
      await this.smsCode(key).execute();
    } else if (space === 'smsSendMobile' || space === 'smsSendIp') {
      await this.db.deleteFrom('sysSmsSend').where(this.sendColumn(space), '=', part(key, 0)).execute();
    } else {
      // A name's failures and its lock share one row, which goes once both are gone.
      const username = part(key, 0);
      await this.db
        .updateTable('sysLoginGuard')
        .set(space === 'loginLock' ? { lockedUntil: null } : { failCount: 0 })
        .where('username', '=', username)
        .execute();
      await this.db
        .deleteFrom('sysLoginGuard')
        .where('username', '=', username)
        .where('failCount', '=', 0)
        .where('lockedUntil', 'is', null)
        .execute();
    }
  }

  async count(space: CounterSpace, key: StateKey, windowMs: number): Promise<number> {
    const now = Date.now();
    if (space === 'loginFailure') return this.countFailure(part(key, 0), windowMs, now);
    const column = this.sendColumn(space);
    const value = part(key, 0);
    // Recorded first, then counted: two requests at once each see the other.
    await this.db
      .insertInto('sysSmsSend')
      .values({
        id: newId(),
        mobile: column === 'mobile' ? value : '',
        ip: column === 'ip' ? value : '',
        sentAt: now,
      })
      .execute();
    const row = await this.db
      .selectFrom('sysSmsSend')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('sentAt', '>', now - windowMs)
      .executeTakeFirstOrThrow();
    await this.db
      .deleteFrom('sysSmsSend')
      .where('sentAt', '<=', now - 2 * windowMs)
      .execute();
    return Number(row.n);
  }

  async uncount(space: CounterSpace, key: StateKey): Promise<void> {
    if (space === 'loginFailure') {
      await this.db
        .updateTable('sysLoginGuard')
        .set({ failCount: sql<number>`case when fail_count > 0 then fail_count - 1 else 0 end` })
        .where('username', '=', part(key, 0))
        .execute();
      return;
    }
    const column = this.sendColumn(space);
    const last = await this.db
      .selectFrom('sysSmsSend')
      .select('id')
      .where(column, '=', part(key, 0))
      .orderBy('sentAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (last) await this.db.deleteFrom('sysSmsSend').where('id', '=', last.id).execute();
  }

  async claim(_space: ClaimSpace, key: StateKey, ttlMs: number): Promise<boolean> {
    const jobId = part(key, 0);
    const fireTime = Number(part(key, 1));
    const result = await this.db
      .insertInto('sysQuartzJobLock')
      .values({ jobId, fireTime, lockedAt: Date.now() })
      .onConflict((oc) => oc.columns(['jobId', 'fireTime']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await this.db
      .deleteFrom('sysQuartzJobLock')
      .where('jobId', '=', jobId)
      .where('fireTime', '<', fireTime - ttlMs)
      .execute();
    return true;
  }

  /** 5 failures within the window from the first; a failure after a lock has run out starts anew. */
  private countFailure(username: string, windowMs: number, now: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sysLoginGuard')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      const lockEnded = row?.lockedUntil != null && Number(row.lockedUntil) <= now;
      const inWindow = row !== undefined && now - Number(row.firstFailAt) < windowMs && !lockEnded;
      const failCount = inWindow ? row.failCount + 1 : 1;
      const firstFailAt = inWindow ? Number(row.firstFailAt) : now;
      if (row) {
        await trx
          .updateTable('sysLoginGuard')
          .set({ failCount, firstFailAt, ...(lockEnded ? { lockedUntil: null } : {}) })
          .where('username', '=', username)
          .execute();
      } else {
        await trx
          .insertInto('sysLoginGuard')
          .values({ username, failCount, firstFailAt, lockedUntil: null })
          .execute();
      }
      return failCount;
    });
  }

  private smsCode(key: StateKey) {
    return this.db
      .deleteFrom('sysSmsCode')
      .where('mobile', '=', part(key, 0))
      .where('mode', '=', part(key, 1));
  }

  private sendColumn(space: 'smsSendMobile' | 'smsSendIp'): 'mobile' | 'ip' {
    return space === 'smsSendMobile' ? 'mobile' : 'ip';
  }
}

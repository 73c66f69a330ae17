import type {
  DatabaseAnswer,
  HttpAnswer,
  MonitorCopies,
  MonitorCopyMeta,
  RuntimeAnswer,
  ServerInfo,
  TraceAnswer,
} from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { MONITOR_WATCH_MS } from '../src/modules/monitor/copyBoard.ts';
import { BASE, type TestServer } from './support/testServer.ts';
import { startTwoCopies, type TwoCopies } from './support/twoCopies.ts';

const ENDPOINTS = ['server', 'disk', 'trace', 'runtime', 'http', 'redis', 'database'] as const;

let twoCopies: TwoCopies;
let copyA: TestServer;
let copyB: BuiltApp;
let token: string;

beforeAll(async () => {
  twoCopies = await startTwoCopies();
  ({ a: copyA, b: copyB } = twoCopies);
  token = await copyA.tokenFor('admin');
});
afterAll(() => twoCopies?.close());

type Copy<T> = T & MonitorCopyMeta;

const askA = async <T>(endpoint: string): Promise<Copy<T>[]> => {
  const { status, body } = await copyA.get<MonitorCopies<T>>(`/sys/monitor/${endpoint}`, token);
  expect(status, endpoint).toBe(200);
  return body.result.copies;
};

/** Reads until `check` holds or 15 s pass: a copy publishes every 5 s. */
async function readUntil<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const onB = (path: string) =>
  copyB.app.inject({ method: 'GET', url: `${BASE}${path}`, headers: { 'x-access-token': token } });

describe('系统监控 with two server copies on one database', () => {
  it('lists both copies on every page, the answering one live, sorted by id', async () => {
    for (const endpoint of ENDPOINTS) {
      const copies = await askA<object>(endpoint);
      expect(copies, endpoint).toHaveLength(2);
      const ids = copies.map((c) => c.id);
      expect(ids, endpoint).toEqual([...ids].sort());
      expect(
        copies.filter((c) => c.answering),
        endpoint,
      ).toHaveLength(1);
      expect(
        copies.every((c) => !c.offline),
        endpoint,
      ).toBe(true);
    }
    const [a, b] = await askA<ServerInfo>('server');
    expect(a?.id).not.toBe(b?.id);
  });

  it('shows on copy A the requests copy B answered, under B and not under A', async () => {
    const secret = 'qtok-b-copy-5521';
    for (let i = 0; i < 3; i++) expect((await onB('/sys/position/list?pageNo=1')).statusCode).toBe(200);
    await onB(`/sys/user/list?token=${secret}`);
    const route = '/hcs/sys/position/list';
    const http = await readUntil(
      () => askA<HttpAnswer>('http'),
      (copies) =>
        copies.some((c) => !c.answering && (c.slowestRoutes.find((r) => r.route === route)?.count ?? 0) >= 3),
    );
    const self = http.find((c) => c.answering);
    const other = http.find((c) => !c.answering);
    expect(other?.slowestRoutes.find((r) => r.route === route)?.count).toBe(3);
    expect(self?.slowestRoutes.some((r) => r.route === route)).toBe(false);
    expect(other?.takenAt).toBeLessThanOrEqual(Date.now());

    const trace = await askA<TraceAnswer>('trace?path=position&user=admin');
    expect(trace.find((c) => c.answering)?.records).toEqual([]);
    const published = trace.find((c) => !c.answering);
    expect(published?.records.map((r) => r.path)).toEqual([route, route, route]);
    expect(published?.kept).toBeLessThanOrEqual(200);

    const everything = await Promise.all(ENDPOINTS.map((e) => askA<object>(e)));
    expect(JSON.stringify(everything)).not.toContain(secret);
  });

  it('gives each copy its own runtime and pool, and the one database’s size and tables', async () => {
    const runtime = await askA<RuntimeAnswer>('runtime');
    expect(runtime.every((c) => c.heapLimit > 0 && c.history.length > 0)).toBe(true);
    const [first, second] = await askA<DatabaseAnswer>('database');
    expect(second?.size).toBe(first?.size);
    expect(second?.tables).toEqual(first?.tables);
    if (copyA.ctx.db.dialect === 'postgres') {
      expect(first?.pool?.max).toBe(10);
      expect(second?.pool?.max).toBe(10);
      expect(first?.rowsEstimated).toBe(true);
      expect(first?.version).toMatch(/^PostgreSQL \d/);
    } else if (copyA.ctx.db.dialect === 'mysql') {
      expect(first?.pool?.max).toBe(10);
      expect(second?.pool?.max).toBe(10);
      expect(first?.rowsEstimated).toBe(false);
      expect(first?.version).toMatch(/^(MariaDB|MySQL) \d/);
    } else {
      expect(first?.pool).toBeNull();
    }
  });

  it('publishes only while a page is open on some copy', async () => {
    const rowOfB = async () =>
      Number(
        (
          await copyA.ctx.db.kysely
            .selectFrom('sysMonitorCopy')
            .select('updatedAt')
            .where('id', '=', copyB.monitor.copies.copyId)
            .executeTakeFirstOrThrow()
        ).updatedAt,
      );
    // Nobody has looked for longer than the watch lasts; a tick already under way finishes first.
    await copyA.ctx.db.kysely
      .updateTable('sysMonitorViewer')
      .set({ lastAskedAt: Date.now() - MONITOR_WATCH_MS - 1000 })
      .execute();
    await copyB.monitor.tick();
    const before = Date.now() - 20_000;
    await copyA.ctx.db.kysely
      .updateTable('sysMonitorCopy')
      .set({ updatedAt: before })
      .where('id', '=', copyB.monitor.copies.copyId)
      .execute();
    await copyB.monitor.tick();
    expect(await rowOfB()).toBe(before);

    const asked = Date.now();
    await askA<ServerInfo>('server');
    await copyB.monitor.tick();
    expect(await rowOfB()).toBeGreaterThan(before);
    // A page asking after the watch lapsed begins a new spell of looking.
    const viewer = await copyA.ctx.db.kysely
      .selectFrom('sysMonitorViewer')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Number(viewer.since)).toBeGreaterThanOrEqual(asked);
  });

  it('marks a copy silent for 30 s as offline and leaves out one silent for 5 minutes', async () => {
    const { snapshot } = await copyA.ctx.db.kysely
      .selectFrom('sysMonitorCopy')
      .select('snapshot')
      .where('id', '=', copyB.monitor.copies.copyId)
      .executeTakeFirstOrThrow();
    // Rows left by copies that stopped without closing (a crash, a killed container).
    await copyA.ctx.db.kysely
      .insertInto('sysMonitorCopy')
      .values([
        { id: 'crashed-host:41', updatedAt: Date.now() - 31_000, snapshot },
        { id: 'crashed-host:42', updatedAt: Date.now() - 6 * 60_000, snapshot },
      ])
      .execute();
    const lookingSince = (since: number) =>
      copyA.ctx.db.kysely.updateTable('sysMonitorViewer').set({ lastAskedAt: Date.now(), since }).execute();
    // Someone has only just opened a page: the other copies have not had their turn to publish yet.
    await lookingSince(Date.now());
    const waking = await askA<ServerInfo>('server');
    expect(waking.find((c) => c.id === 'crashed-host:41')).toMatchObject({ offline: false });
    // Someone has been looking for a minute: a live copy would have published by now.
    await lookingSince(Date.now() - 60_000);
    const copies = await askA<ServerInfo>('server');
    expect(copies.find((c) => c.id === 'crashed-host:41')).toMatchObject({ offline: true, answering: false });
    expect(copies.some((c) => c.id === 'crashed-host:42')).toBe(false);
    expect(copies.filter((c) => !c.offline)).toHaveLength(2);

    // The next publication, on either copy, deletes the long-silent row.
    const left = await readUntil(
      async () =>
        (await copyA.ctx.db.kysely.selectFrom('sysMonitorCopy').select('id').execute()).map((r) => r.id),
      (ids) => !ids.includes('crashed-host:42'),
    );
    expect(left).not.toContain('crashed-host:42');
    expect(left).toContain('crashed-host:41');
    await copyA.ctx.db.kysely.deleteFrom('sysMonitorCopy').where('id', '=', 'crashed-host:41').execute();
  });

  it('drops a copy that shuts down at once', async () => {
    await twoCopies.closeB();
    const copies = await askA<ServerInfo>('server');
    expect(copies.map((c) => c.answering)).toEqual([true]);
  });
});

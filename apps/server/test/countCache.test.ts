import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/core/db/connect.ts';
import { migrateToLatest } from '../src/core/db/migrate.ts';
import { CountCache } from '../src/core/query/countCache.ts';

let db: Db;

beforeAll(async () => {
  db = connect('sqlite::memory:');
  await migrateToLatest(db.kysely);
});
afterAll(() => db.close());

describe('CountCache', () => {
  it('reuses a total until the table it reads is written', async () => {
    const counts = new CountCache(db.writes);
    const query = db.kysely.selectFrom('sysPosition').select((eb) => eb.fn.countAll<number>().as('n'));
    const { sql, parameters } = query.compile();
    let computed = 0;
    const total = () =>
      counts.get(sql, parameters, async () => {
        computed++;
        return Number((await query.executeTakeFirstOrThrow()).n);
      });
    expect(await total()).toBe(0);
    expect(await total()).toBe(0);
    expect(computed).toBe(1);

    await db.kysely
      .insertInto('sysLog')
      .values({
        id: 'l1',
        logType: 1,
        logContent: 'x',
        createTime: '2026-01-01 00:00:00',
        operateType: null,
        userid: null,
        username: null,
        ip: null,
        method: null,
        requestUrl: null,
        requestParam: null,
        requestType: null,
        costTime: null,
        createBy: null,
      })
      .execute();
    expect(await total()).toBe(0);
    expect(computed).toBe(1);

    await db.kysely
      .insertInto('sysPosition')
      .values({
        id: 'p1',
        code: 'A',
        name: 'a',
        postRank: '1',
        companyId: null,
        sysOrgCode: null,
        createBy: null,
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    expect(await total()).toBe(1);
    expect(computed).toBe(2);
    await db.kysely.deleteFrom('sysPosition').execute();
    expect(await total()).toBe(0);
  });
});

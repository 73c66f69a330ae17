import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/core/db/connect.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let database: TestDatabase;
let db: Db;
/** The tables each write announcement named, in order (what another copy is told). */
const heard: string[][] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = connect(database.url);
  await sql`create table commit_probe (id varchar(32) primary key, name varchar(50))`.execute(db.kysely);
  db.writes.onWrite(async (tables) => {
    heard.push(tables);
  });
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const probe = 'commit_probe' as never;

describe('writes inside a transaction', () => {
  it('count again, and are announced again, once the transaction commits', async () => {
    let duringTransaction = 0;
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto(probe)
        .values({ id: 'a', name: '甲' } as never)
        .execute();
      // What a read on another connection would cache now: the old rows under this version.
      duringTransaction = db.writes.version('commit_probe');
      heard.length = 0;
    });
    expect(db.writes.version('commit_probe')).toBeGreaterThan(duringTransaction);
    expect(heard).toEqual([['commit_probe']]);
  });

  it('are not announced again when the transaction rolls back', async () => {
    heard.length = 0;
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto(probe)
          .values({ id: 'b', name: '乙' } as never)
          .execute();
        throw new Error('回滚');
      }),
    ).rejects.toThrow('回滚');
    expect(heard).toEqual([['commit_probe']]);
    const rows = await db.kysely.selectFrom(probe).selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('outside a transaction, a write is announced once', async () => {
    heard.length = 0;
    await db.kysely
      .updateTable(probe)
      .set({ name: '丙' } as never)
      .execute();
    expect(heard).toEqual([['commit_probe']]);
  });
});

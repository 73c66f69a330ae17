import { positionResource } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySort, parseListRequest } from '../src/core/query/listQuery.ts';
import { listBatches, runList } from '../src/core/query/runList.ts';
import { resourceEntity } from '../src/core/resource/entity.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
const positionEntity = resourceEntity(positionResource);
/** More than one export batch (2,000 rows), every row tying on the sort. */
const ROWS = 2_345;
const PREFIX = `TIE${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  const rows = Array.from({ length: ROWS }, (_, n) => ({
    id: `${PREFIX}_${String(n).padStart(5, '0')}`,
    code: `${PREFIX}_${n}`,
    name: '并列职务',
    postRank: '2',
    companyId: null,
    sysOrgCode: null,
    createBy: 'test',
    createTime: '2020-01-01 00:00:00',
    updateBy: null,
    updateTime: null,
  }));
  for (let start = 0; start < ROWS; start += 500) {
    await server.ctx.db.kysely
      .insertInto('sysPosition')
      .values(rows.slice(start, start + 500))
      .execute();
  }
});
afterAll(() => server.close());

describe('an export read in batches', () => {
  for (const query of [{ column: 'postRank', order: 'desc' }, { column: 'createTime', order: 'asc' }, {}]) {
    it(`gives every row once when all of them tie on the sort (${JSON.stringify(query)})`, async () => {
      const request = parseListRequest(positionEntity, { ...query, code: `${PREFIX}_*` }, null);
      const ids: string[] = [];
      let batches = 0;
      for await (const batch of listBatches(
        positionEntity,
        request,
        server.ctx.db.kysely.selectFrom('sysPosition'),
        (qb) => qb.select(['id']),
      )) {
        batches++;
        ids.push(...batch.map((row) => String(row.id)));
      }
      expect(batches).toBe(2);
      expect(ids).toHaveLength(ROWS);
      expect(new Set(ids).size).toBe(ROWS);
    });
  }

  // Which order a database gives tied rows depends on its plan; the id after the sort makes it one.
  it("orders by the listed table's id after the sort, and by it alone without a sort", () => {
    const base = server.ctx.db.kysely.selectFrom('sysPosition').select(['id']);
    const sorted = applySort(
      base,
      positionEntity,
      parseListRequest(positionEntity, { column: 'postRank', order: 'desc' }, null),
    );
    expect(sorted.compile().sql).toMatch(
      /order by \W?post_rank\W? desc, \W?sys_position\W?\.\W?id\W? desc$/i,
    );
    const unsorted = applySort(base, positionEntity, {
      ...parseListRequest(positionEntity, {}, null),
      sort: [],
    });
    expect(unsorted.compile().sql).toMatch(/order by \W?sys_position\W?\.\W?id\W? asc$/i);
  });
});

describe('a list read page by page', () => {
  it('gives every row once when all of them tie on the sort', async () => {
    const request = (pageNo: number) =>
      parseListRequest(
        positionEntity,
        { column: 'postRank', order: 'desc', code: `${PREFIX}_*`, pageNo: String(pageNo), pageSize: '500' },
        null,
      );
    const ids: string[] = [];
    for (let pageNo = 1; ids.length < ROWS; pageNo++) {
      const page = await runList(
        server.ctx,
        positionEntity,
        request(pageNo),
        server.ctx.db.kysely.selectFrom('sysPosition'),
        (qb) => qb.select(['id']),
      );
      expect(page.total).toBe(ROWS);
      if (page.records.length === 0) break;
      ids.push(...page.records.map((row) => row.id));
    }
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids).size).toBe(ROWS);
  });
});

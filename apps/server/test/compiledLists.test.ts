import { positionResource } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListRequest } from '../src/core/query/listQuery.ts';
import { runList } from '../src/core/query/runList.ts';
import { resourceEntity } from '../src/core/resource/entity.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
const positionEntity = resourceEntity(positionResource);

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
});
afterAll(() => server.close());

describe('compiled list statements', () => {
  it('builds a list asked again only once, and still reads the rows of now', async () => {
    const ctx = server.ctx;
    let built = 0;
    const list = (key: string, query: Record<string, string>) =>
      runList(
        ctx,
        positionEntity,
        parseListRequest(positionEntity, query, null),
        ctx.db.kysely.selectFrom('sysPosition'),
        (qb) => {
          built++;
          return qb.select(['id', 'code', 'name']);
        },
        key,
      );
    const first = await list('k1', { name: '*师*' });
    expect(built).toBe(1);
    await ctx.db.kysely
      .insertInto('sysPosition')
      .values({
        id: 'pos_cached_sql',
        code: 'CACHED',
        name: '缓存测试师',
        postRank: '1',
        companyId: null,
        sysOrgCode: null,
        createBy: 'test',
        createTime: '2999-01-01 00:00:00',
        updateBy: null,
        updateTime: null,
      })
      .execute();
    const again = await list('k1', { name: '*师*' });
    expect(built).toBe(1);
    expect(again.total).toBe(first.total + 1);
    expect(again.records.map((r) => r.code)).toContain('CACHED');
    await list('k2', { name: '*员*' });
    expect(built).toBe(2);
  });
});

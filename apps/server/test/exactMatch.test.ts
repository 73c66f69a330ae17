import { defineResource, maskValue, type PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSeededUsers } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, idCardNo } from './support/woFixtures.ts';

interface Audience {
  id: string;
  name: string;
  idCardNo: string;
}

let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  const seeded = await loginSeededUsers(server);
  ({ admin, zhuguan: manager } = seeded.tokens);
});
afterAll(() => server.close());

const PHONE = '13955554444';
const CERT_TAIL = '37';

const list = (query: string, token = manager) =>
  server.get<PageResult<Audience>>(`/wo/audience/list?${query}`, token);

const superQuery = (field: string, rule: string, val: string) =>
  `superQueryParams=${encodeURIComponent(JSON.stringify([{ field, rule, val }]))}`;

describe('masked fields are searched by their whole value only', () => {
  it('finds the person by the whole ID number, and nothing by a part of it', async () => {
    const idCard = idCardNo('19720412');
    const added = await server.post<string>(
      '/wo/audience/add',
      audienceBody({
        name: '精确查询',
        idCardNo: idCard,
        disabilityCertNo: `${idCard}${CERT_TAIL}`,
        phone: PHONE,
      }),
      admin,
    );
    expect(added.body.success).toBe(true);

    // The whole number finds the person (shown masked); as the query form sends it, and as 等于.
    for (const query of [`idCardNo=${idCard}`, superQuery('idCardNo', 'eq', idCard)]) {
      const found = await list(query);
      expect(found.body.result.records.map((a) => [a.id, a.idCardNo])).toEqual([
        [added.body.result, maskValue('idCard', idCard)],
      ]);
    }
    // A part of it, sent bare, is compared whole: nobody has that number.
    for (const part of [idCard.slice(0, 6), idCard.slice(0, 17), idCard.slice(6, 14), idCard.slice(-4)]) {
      const found = await list(`idCardNo=${part}`);
      expect({ part, records: found.body.result.records }).toEqual({ part, records: [] });
    }
  });

  it('refuses every other way of comparing a masked field, so no digit can be probed', async () => {
    const idCard = idCardNo('19720413');
    await server.post('/wo/audience/add', audienceBody({ name: '探测号码', idCardNo: idCard }), admin);
    const digits = idCard.slice(0, 7);
    const refusals: [string, string][] = [
      [`idCardNo=*${digits}*`, '身份证号只能按完整的值查询'],
      [`idCardNo=${digits}*`, '身份证号只能按完整的值查询'],
      [`idCardNo=*${idCard.slice(-5)}`, '身份证号只能按完整的值查询'],
      [`idCardNo=${encodeURIComponent(`>=${digits}`)}`, '身份证号只能按完整的值查询'],
      [`idCardNo=!${idCard}`, '身份证号只能按完整的值查询'],
      [`idCardNo=${idCard},${digits}`, '身份证号只能按完整的值查询'],
      [`idCardNo_begin=${digits}`, '身份证号只能按完整的值查询'],
      [`idCardNo_MultiString=${idCard}`, '身份证号只能按完整的值查询'],
      [superQuery('idCardNo', 'like', digits), '身份证号只能按完整的值查询'],
      [superQuery('idCardNo', 'right_like', digits), '身份证号只能按完整的值查询'],
      [superQuery('idCardNo', 'gt', digits), '身份证号只能按完整的值查询'],
      [superQuery('disabilityCertNo', 'left_like', CERT_TAIL), '残疾证号只能按完整的值查询'],
      [superQuery('phone', 'like', '5555'), '联系电话只能按完整的值查询'],
      // A field masked but not on the screens' queries is held to the same.
      [`guardianPhone=*1380*`, '监护人电话只能按完整的值查询'],
      // Sorting would place a masked value between known ones.
      ['column=idCardNo&order=asc', '身份证号不支持排序'],
      ['column=phone', '联系电话不支持排序'],
    ];
    for (const [query, message] of refusals) {
      const res = await list(query, admin);
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    // The other fields keep their contains search.
    const byName = await list(`name=${encodeURIComponent('*探测*')}`, admin);
    expect(byName.body.result.records.map((a) => a.name)).toEqual(['探测号码']);
  });

  it('exports nothing for a partial number either', async () => {
    const idCard = idCardNo('19720414');
    await server.post('/wo/audience/add', audienceBody({ name: '导出探测', idCardNo: idCard }), admin);
    const partial = await server.app.inject({
      method: 'GET',
      url: `/hcs/wo/audience/exportXls?idCardNo=*${idCard.slice(0, 8)}*`,
      headers: { 'x-access-token': admin },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ success: false, message: '身份证号只能按完整的值查询' });
  });

  it('will not declare a masked field that is searched otherwise', () => {
    expect(() =>
      defineResource({
        title: '试验',
        table: 't',
        path: '/t',
        permissionPrefix: 't',
        defaultSort: 'idCardNo',
        fields: { idCardNo: { label: '身份证号', type: 'string', masked: 'idCard', search: true } },
      }),
    ).toThrow('试验.idCardNo: a masked field is searched by its whole value only');
  });
});

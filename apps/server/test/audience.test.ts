import * as XLSX from '@e965/xlsx';
import { idCardCheckChar, type PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { loginSeededUsers } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, idCardNo } from './support/woFixtures.ts';

interface Audience {
  id: string;
  name: string;
  idCardNo: string;
  departName: string;
  disabilityType_dictText: string;
  sysOrgCode: string;
}

let server: TestServer;
let admin: string;
let manager: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  ({ admin, zhuguan: manager, fuwu: staff } = (await loginSeededUsers(server)).tokens);
});
afterAll(() => server.close());

const list = async (token: string, query = '') =>
  (await server.get<PageResult<Audience>>(`/wo/audience/list${query}`, token)).body;

describe('服务对象', () => {
  it('refuses a wrong ID number, a duplicate and a missing field with clear messages, and changes nothing', async () => {
    const before = (await list(admin)).result.total;
    const wrongChecksum = audienceBody({ idCardNo: '110101199003071230' });
    const bad = await server.post('/wo/audience/add', wrongChecksum, admin);
    expect(bad.status).toBe(400);
    // Only the check character is wrong: the message names the one it should be.
    expect(bad.body.message).toBe(`请输入正确的身份证号，校验位应为 ${idCardCheckChar('11010119900307123')}`);

    const noName = await server.post('/wo/audience/add', audienceBody({ name: '' }), admin);
    expect(noName.body.message).toBe('请输入姓名');
    const noLevel = await server.post('/wo/audience/add', audienceBody({ disabilityLevel: '9' }), admin);
    expect(noLevel.body.message).toBe('请选择残疾等级');

    const body = audienceBody();
    expect((await server.post('/wo/audience/add', body, admin)).body.success).toBe(true);
    const again = await server.post('/wo/audience/add', audienceBody({ idCardNo: body.idCardNo }), admin);
    expect(again.body.success).toBe(false);
    expect(again.body.message).toBe('该身份证号的服务对象已存在');
    expect((await list(admin)).result.total).toBe(before + 1);
  });

  it('checks every field by its definition: lengths, choices, several needs, a default status', async () => {
    const refusal = async (overrides: Record<string, unknown>) =>
      (await server.post('/wo/audience/add', audienceBody(overrides), admin)).body.message;
    expect(await refusal({ name: '王' })).toBe('姓名长度必须在2到20个字符之间');
    expect(await refusal({ name: '王'.repeat(21) })).toBe('姓名长度必须在2到20个字符之间');
    expect(await refusal({ sex: undefined })).toBe('请选择性别');
    expect(await refusal({ sex: 3 })).toBe('请选择性别');
    expect(await refusal({ serviceNeeds: '1,99' })).toBe('请选择服务需求');
    expect(await refusal({ phone: '12345' })).toBe('请输入正确手机号或带区号的座机号码');
    expect(await refusal({ departId: '' })).toBe('请选择责任站点');

    // Needs sent as a list are kept once each, comma-joined; a status left out is 在册.
    const number = idCardNo('19930303');
    const added = await server.post<string>(
      '/wo/audience/add',
      audienceBody({ name: '多项需求', idCardNo: number, serviceNeeds: ['3', '1', '3'], status: undefined }),
      admin,
    );
    expect(added.body.success).toBe(true);
    const [row] = (await list(admin, `?name=${encodeURIComponent('多项需求')}`)).result
      .records as unknown as {
      serviceNeeds: string;
      serviceNeeds_dictText: string;
      status: string;
    }[];
    expect(row).toMatchObject({ serviceNeeds: '3,1', serviceNeeds_dictText: '助餐,上门探访', status: '1' });
  });

  it("takes a date picker's ISO birthday as the day on the centre's clock, and refuses what is no date", async () => {
    const birthdayOf = async (id: string) =>
      (
        await server.ctx.db.kysely
          .selectFrom('woAudience')
          .select('birthday')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).birthday;
    // A picker at +08:00 (the centre's default zone, Asia/Shanghai) that chose 2000-01-01.
    const added = await server.post<string>(
      '/wo/audience/add',
      audienceBody({ birthday: '1999-12-31T16:00:00.000Z' }),
      admin,
    );
    expect(added.body.success).toBe(true);
    expect(await birthdayOf(added.body.result)).toBe('2000-01-01');

    const before = (await list(admin)).result.total;
    for (const birthday of ['2000-13-45', 'abc', '2000-02-30', '2000-01-01T25:00Z']) {
      const refused = await server.post('/wo/audience/add', audienceBody({ birthday }), admin);
      expect({ birthday, status: refused.status, message: refused.body.message }).toEqual({
        birthday,
        status: 400,
        message: '出生日期格式应为 YYYY-MM-DD',
      });
    }
    expect((await list(admin)).result.total).toBe(before);
  });

  it('masks ID numbers for everyone in the list and the detail (sensitiveData.test.ts reveals them)', async () => {
    const number = idCardNo('19851120');
    const added = await server.post<string>(
      '/wo/audience/add',
      audienceBody({ name: '遮挡测试', idCardNo: number }),
      admin,
    );
    const id = added.body.result;
    const find = `?name=${encodeURIComponent('遮挡测试')}`;
    const masked = `${number.slice(0, 3)}***********${number.slice(-4)}`;
    expect((await list(admin, find)).result.records[0]?.idCardNo).toBe(masked);
    expect((await list(manager, find)).result.records[0]?.idCardNo).toBe(masked);
    expect((await list(staff, find)).result.records[0]?.idCardNo).toBe(masked);
    const detail = await server.get<Audience>(`/wo/audience/queryById?id=${id}`, staff);
    expect(detail.body.result.idCardNo).toBe(masked);
    const exported = await server.app.inject({
      method: 'GET',
      url: `/hcs/wo/audience/exportXls${find}`,
      headers: { 'x-access-token': staff },
    });
    // Staff may not export at all; the manager's export carries the full number (they may reveal).
    expect(exported.statusCode).toBe(403);
  });

  it('keeps the stored ID number when an edit sends the mask back', async () => {
    const number = idCardNo('19700101');
    const id = (
      await server.post<string>(
        '/wo/audience/add',
        audienceBody({ name: '编辑遮挡', idCardNo: number }),
        admin,
      )
    ).body.result;
    const masked = `${number.slice(0, 3)}***********${number.slice(-4)}`;
    const edit = await server.put(
      '/wo/audience/edit',
      audienceBody({ id, name: '编辑遮挡二', idCardNo: masked }),
      manager,
    );
    expect(edit.body.success).toBe(true);
    const row = await server.ctx.db.kysely
      .selectFrom('woAudience')
      .select(['idCardNo', 'name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ idCardNo: number, name: '编辑遮挡二' });
  });

  it('lets a centre manager work only in their department subtree', async () => {
    const west = await server.post<string>(
      '/wo/audience/add',
      audienceBody({ name: '西城对象', departId: DepartIds.west }),
      admin,
    );
    expect(west.body.success).toBe(true);
    // The manager of 东城服务站 cannot see it, open it, or put someone there.
    expect((await list(manager, `?name=${encodeURIComponent('西城对象')}`)).result.total).toBe(0);
    expect((await server.get(`/wo/audience/queryById?id=${west.body.result}`, manager)).body.message).toBe(
      '未找到对应的服务对象',
    );
    const refused = await server.post(
      '/wo/audience/add',
      audienceBody({ departId: DepartIds.west }),
      manager,
    );
    expect(refused.body.message).toBe('只能管理本部门及下级部门的服务对象');
    // What the manager sees is all within 东城 (A01A01…).
    const seen = (await list(manager, '?pageSize=100')).result.records;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a) => a.sysOrgCode.startsWith('A01A01'))).toBe(true);
    // Staff read but do not add.
    expect((await server.post('/wo/audience/add', audienceBody(), staff)).status).toBe(403);
    // Nor delete it, not even together with one of their own; nothing is deleted.
    const own = await server.post<string>('/wo/audience/add', audienceBody({ name: '东城对象' }), manager);
    const both = await server.del(
      `/wo/audience/deleteBatch?ids=${own.body.result},${west.body.result}`,
      manager,
    );
    expect(both.body.message).toBe('只能删除本部门及下级部门的服务对象');
    const still = await server.ctx.db.kysely
      .selectFrom('woAudience')
      .select('id')
      .where('id', 'in', [own.body.result, west.body.result])
      .where('delFlag', '=', 0)
      .execute();
    expect(still).toHaveLength(2);
    expect((await server.del('/wo/audience/deleteBatch?ids=', manager)).body.message).toBe(
      '请选择一条记录！',
    );
  });

  it('imports what it exported once the audience was deleted: its ID number is free again, the station found by name', async () => {
    const number = idCardNo('19661010');
    const body = audienceBody({ name: '导入往返', idCardNo: number, serviceNeeds: '2,5' });
    const id = (await server.post<string>('/wo/audience/add', body, admin)).body.result;
    const exported = await server.app.inject({
      method: 'GET',
      url: `/hcs/wo/audience/exportXls?name=${encodeURIComponent('导入往返')}`,
      headers: { 'x-access-token': admin },
    });
    const book = XLSX.read(exported.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[3]).toEqual(expect.arrayContaining(['导入往返', number, '康复训练,助洁', '东城服务站']));
    expect((await server.del(`/wo/audience/delete?id=${id}`, admin)).body.success).toBe(true);

    // The exported row comes back; a row naming a station that does not exist is refused by name.
    const header = rows[2] ?? [];
    const unknown = [...(rows[3] ?? [])];
    unknown[header.indexOf('身份证号')] = idCardNo('19661011');
    unknown[header.indexOf('责任站点')] = '无此站点';
    const sheet = XLSX.utils.aoa_to_sheet([header, rows[3] ?? [], unknown]);
    const upload = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(upload, sheet, 'x');
    const data = XLSX.write(upload, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
    const boundary = 'audience-boundary';
    const imported = await server.app.inject({
      method: 'POST',
      url: '/hcs/wo/audience/importExcel',
      headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(imported.json()).toMatchObject({ code: 201, result: { successCount: 1, errorCount: 1 } });
    const back = await server.ctx.db.kysely
      .selectFrom('woAudience')
      .select(['departId', 'serviceNeeds', 'idCardNo'])
      .where('name', '=', '导入往返')
      .where('delFlag', '=', 0)
      .execute();
    expect(back).toEqual([{ departId: DepartIds.east, serviceNeeds: '2,5', idCardNo: number }]);
  });

  it("finds audiences by id, as a record picker looks its values' labels up", async () => {
    const ids = (await list(admin, '?pageSize=3')).result.records.map((a) => a.id);
    expect(ids.length).toBeGreaterThan(1);
    const [first, second] = ids;
    const found = await list(admin, `?id=${first},${second}`);
    expect(found.result.records.map((a) => a.id).sort()).toEqual([first, second].sort());
  });

  it('shows dictionary texts and the responsible department', async () => {
    const { records } = (await list(admin, `?name=${encodeURIComponent('王小明')}`)).result;
    expect(records[0]?.disabilityType_dictText).toBe('肢体');
    expect(records[0]?.departName).toBe('东城服务站');
  });
});

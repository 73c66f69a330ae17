import * as XLSX from '@e965/xlsx';
import { AUDIENCE_SENSITIVE_PERMISSION, maskValue, type PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { loginSeededUsers } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, idCardNo } from './support/woFixtures.ts';

interface Audience {
  id: string;
  name: string;
  idCardNo: string;
  disabilityCertNo: string | null;
  phone: string | null;
  guardianPhone: string | null;
}

interface RevealLog {
  createBy: string;
  createName: string;
  dataTitle: string;
  dataId: string;
  dataName: string;
  fieldLabel: string;
  createTime: string;
}

interface Compared {
  fields: { field: string; left: unknown; right: unknown }[];
}

let server: TestServer;
let admin: string;
let manager: string;
let staff: string;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  const seeded = await loginSeededUsers(server);
  ({ admin, zhuguan: manager, fuwu: staff } = seeded.tokens);
  adminId = seeded.ids.admin;
});
afterAll(() => server.close());

const PHONE = '13912345678';
const GUARDIAN = '13787654321';

/** An audience of 东城服务站 with every masked field filled: its id and its values as stored. */
async function addPerson(name: string, departId: string = DepartIds.east) {
  const idCard = idCardNo('19660606');
  const certNo = `${idCard}42`;
  const body = audienceBody({
    name,
    idCardNo: idCard,
    disabilityCertNo: certNo,
    phone: PHONE,
    guardianName: '李监护',
    guardianPhone: GUARDIAN,
    departId,
  });
  const added = await server.post<string>('/wo/audience/add', body, admin);
  expect(added.body.success).toBe(true);
  return { id: added.body.result, idCard, certNo };
}

const listed = async (token: string, name: string) =>
  (await server.get<PageResult<Audience>>(`/wo/audience/list?name=${encodeURIComponent(name)}`, token)).body
    .result.records;

async function exported(token: string, name: string): Promise<string[][]> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/hcs/wo/audience/exportXls?name=${encodeURIComponent(name)}`,
    headers: { 'x-access-token': token },
  });
  expect(response.statusCode).toBe(200);
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

const reveal = (token: string, id: string, field: string) =>
  server.get<string | null>(`/wo/audience/reveal?id=${id}&field=${field}`, token);

const revealLog = async (token: string, query = '') =>
  server.get<PageResult<RevealLog>>(`/sys/sensitiveLog/list${query}`, token);

/** The admin role without the reveal permission (the test's own database), and back. */
async function adminMayReveal(may: boolean) {
  const db = server.ctx.db.kysely;
  const permission = await db
    .selectFrom('sysPermission')
    .select('id')
    .where('perms', '=', AUDIENCE_SENSITIVE_PERMISSION)
    .executeTakeFirstOrThrow();
  if (may) {
    await server.ctx.db.kysely
      .insertInto('sysRolePermission')
      .values({
        id: `test_reveal_${Date.now()}`,
        roleId: 'role_admin',
        permissionId: permission.id,
        dataRuleIds: null,
        operateDate: null,
        operateIp: null,
      })
      .execute();
  } else {
    await db
      .deleteFrom('sysRolePermission')
      .where('roleId', '=', 'role_admin')
      .where('permissionId', '=', permission.id)
      .execute();
  }
}

describe('sensitive personal data', () => {
  it('masks ID numbers, 残疾证号 and phones for everyone, the admin too, in the list, the picker and the detail', async () => {
    const { id, idCard, certNo } = await addPerson('遮挡所有人');
    const masked = {
      idCardNo: maskValue('idCard', idCard),
      disabilityCertNo: maskValue('certNo', certNo),
      phone: maskValue('phone', PHONE),
      guardianPhone: maskValue('phone', GUARDIAN),
    };
    expect(masked.idCardNo).toBe(`${idCard.slice(0, 3)}***********${idCard.slice(-4)}`);
    // The 残疾证号 shows no more of the ID number than the ID's own mask: its last two digits are its own.
    expect(masked.disabilityCertNo).toBe(`${idCard.slice(0, 3)}***************42`);
    expect(masked.disabilityCertNo).not.toContain(idCard.slice(3, -4));
    expect(masked.phone).toBe('139****5678');

    for (const token of [admin, manager, staff]) {
      expect((await listed(token, '遮挡所有人'))[0]).toMatchObject(masked);
      expect(
        (await server.get<Audience>(`/wo/audience/queryById?id=${id}`, token)).body.result,
      ).toMatchObject(masked);
    }
    // The work order's picker searches a whole ID number and shows it masked.
    const picked = await server.get<PageResult<Audience>>(
      `/wo/audience/list?idCardNo=${idCard}&status=1`,
      manager,
    );
    expect(picked.body.result.records.map((a) => [a.id, a.idCardNo])).toEqual([[id, masked.idCardNo]]);
    // Nothing the API answers about the record holds the whole number or any of its hidden digits.
    const everything = JSON.stringify((await server.get(`/wo/audience/queryById?id=${id}`, admin)).body);
    expect(everything).not.toContain(idCard.slice(3, -4));
    expect(everything).not.toContain(PHONE);
  });

  it('masks them in the data log comparison, and a work order shows its audience ID masked', async () => {
    const { id, idCard } = await addPerson('版本遮挡');
    const edited = await server.put(
      '/wo/audience/edit',
      audienceBody({
        id,
        name: '版本遮挡',
        idCardNo: maskValue('idCard', idCard),
        phone: '13600001111',
        departId: DepartIds.east,
      }),
      admin,
    );
    expect(edited.body.success).toBe(true);
    const versions = (
      await server.get<{ id: string }[]>(
        `/sys/dataLog/queryDataVerList?dataTable=wo_audience&dataId=${id}`,
        admin,
      )
    ).body.result;
    const compared = await server.get<Compared>(
      `/sys/dataLog/queryCompareList?dataId1=${versions[0]?.id}&dataId2=${versions[1]?.id}`,
      admin,
    );
    const field = (name: string) => compared.body.result.fields.find((f) => f.field === name);
    expect(field('idCardNo')).toMatchObject({
      left: maskValue('idCard', idCard),
      right: maskValue('idCard', idCard),
    });
    expect(field('phone')).toMatchObject({ left: '139****5678', right: '136****1111' });
    expect(JSON.stringify(compared.body)).not.toContain(idCard);

    const order = await server.post<{ id: string }>(
      '/wo/workOrder/add',
      { title: '遮挡工单', audienceId: id, serviceType: '1', priority: 'M', departId: DepartIds.east },
      admin,
    );
    const detail = await server.get<{ audienceIdCardNo: string }>(
      `/wo/workOrder/queryById?id=${order.body.result.id}`,
      admin,
    );
    expect(detail.body.result.audienceIdCardNo).toBe(maskValue('idCard', idCard));
  });

  it('keeps every stored value when an edit sends the masks back', async () => {
    const { id, idCard, certNo } = await addPerson('回传遮挡');
    const [shown] = await listed(manager, '回传遮挡');
    const edit = await server.put(
      '/wo/audience/edit',
      audienceBody({
        id,
        name: '回传遮挡',
        idCardNo: shown?.idCardNo,
        disabilityCertNo: shown?.disabilityCertNo,
        phone: shown?.phone,
        guardianName: '李监护',
        guardianPhone: shown?.guardianPhone,
        remark: '改了备注',
      }),
      manager,
    );
    expect(edit.body.success).toBe(true);
    const row = await server.ctx.db.kysely
      .selectFrom('woAudience')
      .select(['idCardNo', 'disabilityCertNo', 'phone', 'guardianPhone', 'remark'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      idCardNo: idCard,
      disabilityCertNo: certNo,
      phone: PHONE,
      guardianPhone: GUARDIAN,
      remark: '改了备注',
    });
  });

  it('exports whole for holders of the permission and masked for an exporter without it', async () => {
    const { idCard, certNo } = await addPerson('导出遮挡');
    const column = (rows: string[][], title: string) => rows[3]?.[(rows[2] ?? []).indexOf(title)];
    const whole = await exported(admin, '导出遮挡');
    expect([column(whole, '身份证号'), column(whole, '残疾证号'), column(whole, '联系电话')]).toEqual([
      idCard,
      certNo,
      PHONE,
    ]);
    await adminMayReveal(false);
    try {
      const masked = await exported(admin, '导出遮挡');
      expect([column(masked, '身份证号'), column(masked, '残疾证号'), column(masked, '联系电话')]).toEqual([
        maskValue('idCard', idCard),
        maskValue('certNo', certNo),
        maskValue('phone', PHONE),
      ]);
      expect((await listed(admin, '导出遮挡'))[0]?.idCardNo).toBe(maskValue('idCard', idCard));
    } finally {
      await adminMayReveal(true);
    }
  });

  it('reveals one value to a holder of the permission within their data scope, and logs who, whose, which, when', async () => {
    const { id, idCard, certNo } = await addPerson('查看完整');
    const before = (await revealLog(admin)).body.result.total;

    const shown = await reveal(manager, id, 'idCardNo');
    expect(shown.body).toMatchObject({ success: true, result: idCard });
    expect((await reveal(admin, id, 'disabilityCertNo')).body.result).toBe(certNo);
    expect((await reveal(admin, id, 'guardianPhone')).body.result).toBe(GUARDIAN);

    const log = (await revealLog(admin, '?column=createTime&order=desc')).body.result;
    expect(log.total).toBe(before + 3);
    const newest = log.records.slice(0, 3);
    expect(newest.map((r) => [r.createBy, r.dataName, r.fieldLabel])).toEqual([
      ['admin', '查看完整', '监护人电话'],
      ['admin', '查看完整', '残疾证号'],
      ['zhuguan', '查看完整', '身份证号'],
    ]);
    expect(newest[2]).toMatchObject({ dataTitle: '服务对象', dataId: id });
    expect(newest[2]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The log answers only its own records: no revealed value in it.
    expect(JSON.stringify(log)).not.toContain(idCard);
  });

  it('refuses a reveal without the permission, outside the data scope or of a field that is not masked, logging nothing', async () => {
    const east = await addPerson('拒绝查看');
    const west = await addPerson('西城查看', DepartIds.west);
    const before = (await revealLog(admin)).body.result.total;

    // Staff list audiences but may not reveal.
    expect((await reveal(staff, east.id, 'idCardNo')).status).toBe(403);
    // The manager of 东城服务站 may reveal, but not a 西城 audience they cannot see.
    const outside = await reveal(manager, west.id, 'idCardNo');
    expect(outside.body.success).toBe(false);
    expect(outside.body.message).toBe('未找到对应的服务对象');
    expect(JSON.stringify(outside.body)).not.toContain(west.idCard);
    expect((await reveal(admin, east.id, 'name')).body.message).toBe('该字段无需查看完整');
    await adminMayReveal(false);
    try {
      expect((await reveal(admin, east.id, 'idCardNo')).status).toBe(403);
    } finally {
      await adminMayReveal(true);
    }
    expect((await revealLog(admin)).body.result.total).toBe(before);
  });

  it('shows the reveal log to the admin only, in 系统管理', async () => {
    expect((await revealLog(manager)).status).toBe(403);
    expect((await revealLog(staff)).status).toBe(403);
    const menu = await server.ctx.db.kysely
      .selectFrom('sysPermission')
      .select(['name', 'url', 'component'])
      .where('id', '=', 'menu_system_sensitive_log')
      .executeTakeFirstOrThrow();
    expect(menu).toEqual({
      name: '敏感信息查看日志',
      url: '/system/sensitiveLog',
      component: 'system/SensitiveLogList',
    });
    expect(adminId).not.toBe('');
  });
});

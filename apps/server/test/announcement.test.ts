import * as XLSX from '@e965/xlsx';
import type { PageResult } from '@hcs/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let manager: string;
let staff: string;
let managerId: string;

interface Row {
  id: string;
  titile: string;
  sendStatus: string;
  sendStatus_dictText: string;
  priority_dictText: string;
  msgType: string;
  userIds: string | null;
  sender: string | null;
}
interface Inbox {
  anntMsgList: { id: string; titile: string }[];
  anntMsgTotal: number;
  sysMsgList: { id: string; titile: string }[];
  sysMsgTotal: number;
}

const base = {
  msgContent: '<p>请各站点做好<strong>防寒</strong>准备</p>',
  priority: 'H',
  msgCategory: '1',
  msgType: 'ALL',
};

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, manager, staff] = await Promise.all([
    server.tokenFor('admin'),
    server.tokenFor('zhuguan'),
    server.tokenFor('fuwu'),
  ]);
  const row = await server.ctx.db.kysely
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', 'zhuguan')
    .executeTakeFirstOrThrow();
  managerId = row.id;
});
afterAll(() => server.close());

async function create(fields: Record<string, unknown>): Promise<Row> {
  const added = await server.post('/sys/annountCement/add', { ...base, ...fields }, admin);
  expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
  const list = await server.get<PageResult<Row>>(
    `/sys/annountCement/list?titile=${encodeURIComponent(String(fields.titile))}`,
    admin,
  );
  const row = list.body.result.records.find((r) => r.titile === fields.titile);
  if (!row) throw new Error('created announcement not listed');
  return row;
}
const inbox = async (token: string) =>
  (await server.get<Inbox>('/sys/annountCement/listByUser', token)).body.result;

describe('management', () => {
  it('validates input with Chinese messages and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ titile: '' }, '请输入标题'],
      [{ titile: '通知', msgContent: '' }, '请输入内容'],
      [{ titile: '通知', priority: 'X' }, '请选择优先级'],
      [{ titile: '通知', msgType: 'USER', userIds: '' }, '请选择接收用户'],
      [
        { titile: '通知', openType: 'url', openPage: 'javascript:alert(1)' },
        '链接必须以 / 或 http(s):// 开头',
      ],
      [{ titile: '通知', openType: 'url' }, '请输入打开页面'],
      [
        { titile: '通知', startTime: '2026-12-02 00:00:00', endTime: '2026-12-01 00:00:00' },
        '结束时间不能早于开始时间',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await server.post('/sys/annountCement/add', { ...base, ...fields }, admin);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const unknownUser = await server.post(
      '/sys/annountCement/add',
      { ...base, titile: '通知', msgType: 'USER', userIds: 'nobody,' },
      admin,
    );
    expect(unknownUser.body).toMatchObject({ success: false, message: '接收用户不存在或已删除' });
    const list = await server.get<PageResult<Row>>('/sys/annountCement/list', admin);
    expect(list.body.result.total).toBe(0);
  });

  it('is refused to users without the permissions', async () => {
    expect((await server.get('/sys/annountCement/list', staff)).status).toBe(403);
    expect((await server.post('/sys/annountCement/add', { ...base, titile: 'x' }, manager)).status).toBe(403);
  });

  it('lists with filters, dictionary texts, paging and a safe sort', async () => {
    await create({ titile: '100%完成率表彰' });
    await create({ titile: '系统升级通知', msgCategory: '2', priority: 'L' });
    const all = await server.get<PageResult<Row>>(
      '/sys/annountCement/list?pageSize=1&pageNo=2&column=titile&order=asc',
      admin,
    );
    expect(all.body.result).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
    expect(all.body.result.records[0]?.titile).toBe('系统升级通知');
    const percent = await server.get<PageResult<Row>>(
      `/sys/annountCement/list?titile=${encodeURIComponent('*%完成*')}`,
      admin,
    );
    expect(percent.body.result.records.map((r) => r.titile)).toEqual(['100%完成率表彰']);
    const underscore = await server.get<PageResult<Row>>('/sys/annountCement/list?titile=_', admin);
    expect(underscore.body.result.total).toBe(0);
    const low = await server.get<PageResult<Row>>('/sys/annountCement/list?priority=L', admin);
    expect(
      low.body.result.records.map((r) => [r.titile, r.priority_dictText, r.sendStatus_dictText]),
    ).toEqual([['系统升级通知', '一般', '未发布']]);
    const hostileSort = await server.get(
      '/sys/annountCement/list?column=titile;drop table sys_user&order=asc',
      admin,
    );
    expect(hostileSort).toMatchObject({
      status: 400,
      body: { message: '不支持的排序字段: titile;drop table sys_user' },
    });
    const hostileField = await server.get(`/sys/annountCement/list?${encodeURIComponent('1=1;--')}=x`, admin);
    expect(hostileField).toMatchObject({ status: 400, body: { message: '不支持的查询字段: 1=1;--' } });
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'msgContent', rule: 'like', val: 'x' }]));
    const hostileSuper = await server.get(`/sys/annountCement/list?superQueryParams=${superQuery}`, admin);
    expect(hostileSuper).toMatchObject({
      status: 400,
      body: { message: '不支持的高级查询字段: msgContent' },
    });
    const bySuper = encodeURIComponent(
      JSON.stringify([
        { field: 'priority', rule: 'eq', val: 'L' },
        { field: 'titile', rule: 'right_like', val: '100%' },
      ]),
    );
    const or = await server.get<PageResult<Row>>(
      `/sys/annountCement/list?superQueryParams=${bySuper}&superQueryMatchType=or`,
      admin,
    );
    expect(or.body.result.total).toBe(2);
    const and = await server.get<PageResult<Row>>(
      `/sys/annountCement/list?superQueryParams=${bySuper}&superQueryMatchType=and`,
      admin,
    );
    expect(and.body.result.total).toBe(0);
    const badOrder = await server.get('/sys/annountCement/list?order=sideways', admin);
    expect(badOrder.status).toBe(400);
  });
});

describe('export (the family’s client offers it on 系统通告)', () => {
  it('exports the announcements the list finds, with dictionary texts, for holders of the export right', async () => {
    await create({ titile: '导出通告甲', priority: 'L' });
    await create({ titile: '导出通告乙', priority: 'H' });
    await create({ titile: '不导出的通告' });
    const exported = await server.app.inject({
      method: 'GET',
      url: `/hcs/sys/annountCement/exportXls?titile=${encodeURIComponent('导出通告*')}`,
      headers: { 'x-access-token': admin },
    });
    expect(exported.statusCode).toBe(200);
    const book = XLSX.read(exported.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[2]?.slice(0, 2)).toEqual(['标题', '摘要']);
    const titles = rows.slice(3).map((r) => r[0]);
    expect(titles.sort()).toEqual(['导出通告乙', '导出通告甲']);
    expect(rows.find((r) => r[0] === '导出通告甲')).toContain('一般');
    const asStaff = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/annountCement/exportXls',
      headers: { 'x-access-token': staff },
    });
    expect(asStaff.statusCode).toBe(403);
  });
});

describe('lifecycle and read state', () => {
  it('releases to everyone, tracks each reader, and revokes', async () => {
    const row = await create({ titile: '冬季防寒提醒' });
    expect((await inbox(staff)).anntMsgList.map((a) => a.titile)).not.toContain('冬季防寒提醒');
    expect((await server.get(`/sys/annountCement/queryById?id=${row.id}`, staff)).body).toMatchObject({
      success: false,
      message: '该通告不存在或您无权查看',
    });

    const released = await server.get(`/sys/annountCement/doReleaseData?id=${row.id}`, admin);
    expect(released.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    const listed = await server.get<PageResult<Row>>(`/sys/annountCement/list?sendStatus=1`, admin);
    expect(listed.body.result.records.find((r) => r.id === row.id)).toMatchObject({
      sender: '管理员',
      sendStatus_dictText: '已发布',
    });

    const before = await inbox(staff);
    expect(before.anntMsgList.map((a) => a.titile)).toContain('冬季防寒提醒');
    expect(before.anntMsgTotal).toBe(1);
    expect((await inbox(manager)).anntMsgTotal).toBe(1);
    const detail = await server.get<{ msgContent: string; priority_dictText: string }>(
      `/sys/annountCement/queryById?id=${row.id}`,
      staff,
    );
    expect(detail.body.result).toMatchObject({ msgContent: base.msgContent, priority_dictText: '紧急' });

    expect(
      (await server.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: row.id }, staff)).body
        .success,
    ).toBe(true);
    expect((await inbox(staff)).anntMsgTotal).toBe(0);
    expect((await inbox(manager)).anntMsgTotal).toBe(1);
    const mine = await server.get<PageResult<{ anntId: string; readFlag: string }>>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      staff,
    );
    expect(mine.body.result.records.find((r) => r.anntId === row.id)?.readFlag).toBe('1');

    expect(
      (await server.put('/sys/annountCement/edit', { ...base, id: row.id, titile: '改' }, admin)).body,
    ).toMatchObject({
      success: false,
      message: '已发布的通告不能编辑，请先撤销',
    });
    expect((await server.get(`/sys/annountCement/doReovkeData?id=${row.id}`, admin)).body.message).toBe(
      '该系统通知撤销成功',
    );
    expect((await inbox(manager)).anntMsgTotal).toBe(0);
    expect(
      (
        await server.put(
          '/sys/annountCement/edit',
          { ...base, id: row.id, titile: '冬季防寒提醒（修订）' },
          admin,
        )
      ).body.message,
    ).toBe('编辑成功!');
  });

  it('delivers a targeted announcement only to the chosen user', async () => {
    const row = await create({
      titile: '请主管复核工单',
      msgType: 'USER',
      userIds: `${managerId},`,
      msgCategory: '2',
    });
    await server.get(`/sys/annountCement/doReleaseData?id=${row.id}`, admin);
    const managerInbox = await inbox(manager);
    expect(managerInbox.sysMsgList.map((a) => a.titile)).toContain('请主管复核工单');
    expect(managerInbox.sysMsgTotal).toBe(1);
    expect((await inbox(staff)).sysMsgTotal).toBe(0);
    expect((await server.get(`/sys/annountCement/queryById?id=${row.id}`, manager)).body.success).toBe(true);
    expect((await server.get(`/sys/annountCement/queryById?id=${row.id}`, staff)).body).toMatchObject({
      success: false,
      message: '该通告不存在或您无权查看',
    });
    const staffMarks = await server.put(
      '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      { anntId: row.id },
      staff,
    );
    expect(staffMarks.body.success).toBe(false);
    const staffList = await server.get<PageResult<{ anntId: string }>>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      staff,
    );
    expect(staffList.body.result.records.map((r) => r.anntId)).not.toContain(row.id);
  });

  it('marks everything read at once', async () => {
    const row = await create({ titile: '全员培训通知' });
    await server.get(`/sys/annountCement/doReleaseData?id=${row.id}`, admin);
    expect((await inbox(manager)).anntMsgTotal + (await inbox(manager)).sysMsgTotal).toBeGreaterThan(0);
    expect((await server.put('/sys/sysAnnouncementSend/readAll', {}, manager)).body.message).toBe('全部已读');
    const after = await inbox(manager);
    expect(after.anntMsgTotal + after.sysMsgTotal).toBe(0);
    const unread = await server.get<PageResult<unknown>>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=0',
      manager,
    );
    expect(unread.body.result.total).toBe(0);
  });

  it('answers the bell from memory until its data changes, here or announced from another copy', async () => {
    const row = await create({ titile: '另一副本的通知', msgType: 'USER', userIds: `${managerId},` });
    await server.get(`/sys/annountCement/doReleaseData?id=${row.id}`, admin);
    const before = await inbox(manager);
    expect(before.anntMsgList.map((a) => a.titile)).toContain('另一副本的通知');
    // Another server copy marks it read: a write this copy's tracker does not see.
    const otherCopy = server.ctx.db.kysely.withoutPlugins();
    await sql`update sys_announcement_send set read_flag = '1' where annt_id = ${row.id}`.execute(otherCopy);
    expect(await inbox(manager)).toEqual(before);
    // A notification for this user reaching this copy (from whichever copy) makes the answer fresh.
    await server.ctx.realtime.sendToUsers([managerId], { cmd: 'user', msgTxt: '新消息' });
    const after = await inbox(manager);
    expect(after.anntMsgList.map((a) => a.titile)).not.toContain('另一副本的通知');
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1);
  });

  it('deletes one or many, and a deleted one is gone for everybody', async () => {
    const one = await create({ titile: '待删除一' });
    const two = await create({ titile: '待删除二' });
    await server.get(`/sys/annountCement/doReleaseData?id=${two.id}`, admin);
    expect((await server.del(`/sys/annountCement/delete?id=${one.id}`, admin)).body.message).toBe(
      '删除成功!',
    );
    expect((await server.get(`/sys/annountCement/deleteBatch?ids=${two.id},`, admin)).body.message).toBe(
      '批量删除成功!',
    );
    const list = await server.get<PageResult<Row>>('/sys/annountCement/list?titile=*待删除*', admin);
    expect(list.body.result.total).toBe(0);
    expect((await inbox(staff)).anntMsgList.map((a) => a.titile)).not.toContain('待删除二');
    expect((await server.get(`/sys/annountCement/deleteBatch?ids=`, admin)).status).toBe(400);
  });
});

describe('user picker data', () => {
  it('lists users with their departments, filtered by name and department', async () => {
    const all = await server.get<PageResult<{ username: string; orgCodeTxt: string }>>(
      '/sys/user/queryUserComponentData',
      staff,
    );
    expect(all.body.result.records.map((u) => u.username)).toEqual(['admin', 'zhuguan', 'fuwu']);
    expect(all.body.result.records[1]?.orgCodeTxt).toBe('东城服务站');
    const byName = await server.get<PageResult<{ username: string }>>(
      `/sys/user/queryUserComponentData?realname=${encodeURIComponent('主管')}`,
      staff,
    );
    expect(byName.body.result.records.map((u) => u.username)).toEqual(['zhuguan']);
    const byDepart = await server.get<PageResult<{ username: string }>>(
      '/sys/user/queryUserComponentData?departId=dep_centre',
      staff,
    );
    expect(byDepart.body.result.records.map((u) => u.username)).toEqual(['admin']);
    expect(JSON.stringify(all.body.result)).not.toMatch(/password|argon2/);
    const ids = all.body.result.records.map((u) => (u as unknown as { id: string }).id);
    const labelled = await server.get<PageResult<{ username: string }>>(
      `/sys/user/queryUserComponentData?id=${ids[2]},${ids[0]}&pageNo=1&pageSize=2`,
      staff,
    );
    expect(labelled.body.result.records.map((u) => u.username).sort()).toEqual(['admin', 'fuwu']);
  });
});

describe('data rules (数据规则) on 系统通告', () => {
  it('lets a manager read, change, release, revoke and delete only what their rule lets through', async () => {
    const db = server.ctx.db.kysely;
    await server.post('/sys/role/add', { roleName: '站内通告管理', roleCode: 'annt_scope' }, admin);
    const role = await db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'annt_scope')
      .executeTakeFirstOrThrow();
    const buttons = ['list', 'add', 'edit', 'delete', 'release', 'revoke'].map(
      (b) => `btn_announcement_${b}`,
    );
    const granted = await server.post(
      '/sys/permission/saveRolePermission',
      { roleId: role.id, permissionIds: ['menu_system', 'menu_system_announcement', ...buttons].join(',') },
      admin,
    );
    expect(granted.body.success).toBe(true);
    await db
      .insertInto('sysPermissionDataRule')
      .values({
        id: 'rule_annt_scope',
        permissionId: 'menu_system_announcement',
        ruleName: '站内通告',
        ruleColumn: 'titile',
        ruleConditions: 'RIGHT_LIKE',
        ruleValue: '站内',
        status: '1',
        createBy: 'admin',
        createTime: '2026-11-27 10:00:00',
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await db
      .updateTable('sysRolePermission')
      .set({ dataRuleIds: 'rule_annt_scope' })
      .where('roleId', '=', role.id)
      .where('permissionId', '=', 'menu_system_announcement')
      .execute();
    const password = 'Annt-scope-2026';
    const user = { username: 'anntscope', realname: '站内管理员', password, selectedroles: role.id };
    expect((await server.post('/sys/user/add', user, admin)).body.success).toBe(true);
    const scoped = await server.tokenFor('anntscope', password);

    const inside = await create({ titile: '站内通告' });
    const outside = await create({ titile: '站外通告' });
    const broadcast = await create({ titile: '站外全员通告' });
    await server.get(`/sys/annountCement/doReleaseData?id=${broadcast.id}`, admin);
    const stored = () =>
      db
        .selectFrom('sysAnnouncement')
        .selectAll()
        .where('id', 'in', [inside.id, outside.id, broadcast.id])
        .orderBy('id')
        .execute();
    const before = await stored();

    const refusals = [
      await server.put('/sys/annountCement/edit', { ...base, id: outside.id, titile: '站内改' }, scoped),
      await server.get(`/sys/annountCement/doReleaseData?id=${outside.id}`, scoped),
      await server.get(`/sys/annountCement/doReovkeData?id=${broadcast.id}`, scoped),
      await server.get(`/sys/annountCement/delete?id=${outside.id}`, scoped),
      await server.get(`/sys/annountCement/deleteBatch?ids=${inside.id},${outside.id},`, scoped),
    ];
    expect(refusals.map((r) => r.body.message)).toEqual(Array(refusals.length).fill('未找到对应的通告'));
    expect(await stored()).toEqual(before);
    expect((await server.get(`/sys/annountCement/queryById?id=${outside.id}`, scoped)).body).toMatchObject({
      success: false,
      message: '该通告不存在或您无权查看',
    });
    // What reached them as a recipient they read, whatever their rule as a manager.
    const received = await server.get<Row>(`/sys/annountCement/queryById?id=${broadcast.id}`, scoped);
    expect(received.body.result.titile).toBe('站外全员通告');

    // What they save stays within their rule: nothing is put where they could no longer see it.
    const outsideScope = { success: false, message: '保存后的通告不在您的数据权限范围内' };
    expect(
      (await server.post('/sys/annountCement/add', { ...base, titile: '站外新通告' }, scoped)).body,
    ).toMatchObject(outsideScope);
    expect(
      (await server.put('/sys/annountCement/edit', { ...base, id: inside.id, titile: '站外改' }, scoped))
        .body,
    ).toMatchObject(outsideScope);
    expect(await stored()).toEqual(before);
    const titles = async () =>
      (await db.selectFrom('sysAnnouncement').select('titile').execute()).map((r) => r.titile);
    expect(await titles()).not.toContain('站外新通告');
    expect(
      (await server.post('/sys/annountCement/add', { ...base, titile: '站内新通告' }, scoped)).body,
    ).toMatchObject({ success: true, message: '添加成功！' });
    expect(await titles()).toContain('站内新通告');

    expect((await server.get(`/sys/annountCement/queryById?id=${inside.id}`, scoped)).body.success).toBe(
      true,
    );
    const released = await server.get(`/sys/annountCement/doReleaseData?id=${inside.id}`, scoped);
    expect(released.body.message).toBe('该系统通知发布成功');
  });
});

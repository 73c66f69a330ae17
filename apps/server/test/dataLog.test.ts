import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, orderBody } from './support/woFixtures.ts';

interface Version {
  id: string;
  dataTable: string;
  dataId: string;
  dataVersion: number;
  createBy: string;
  createTime: string;
}

interface Compared {
  dataTable: string;
  dataTable_dictText: string;
  dataId: string;
  left: Version;
  right: Version;
  fields: {
    field: string;
    label: string;
    left: unknown;
    right: unknown;
    leftText: string | null;
    rightText: string | null;
    changed: boolean;
  }[];
}

let server: TestServer;
let admin: string;
let staff: string;
let audienceId: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  audienceId = (await server.post<string>('/wo/audience/add', audienceBody({ name: '版本对象' }), admin)).body
    .result;
});
afterAll(() => server.close());

const versions = async (dataTable: string, dataId: string) =>
  (
    await server.get<Version[]>(
      `/sys/dataLog/queryDataVerList?dataTable=${dataTable}&dataId=${dataId}`,
      admin,
    )
  ).body.result;

const compare = async (a: string, b: string) =>
  (await server.get<Compared>(`/sys/dataLog/queryCompareList?dataId1=${a}&dataId2=${b}`, admin)).body;

describe('data log', () => {
  it('keeps a version per work-order change and compares two of them field by field', async () => {
    const { id } = (
      await server.post<{ id: string }>(
        '/wo/workOrder/add',
        orderBody(audienceId, { title: '首次探访' }),
        admin,
      )
    ).body.result;
    expect((await versions('wo_work_order', id)).map((v) => v.dataVersion)).toEqual([1]);

    const edited = await server.put(
      '/wo/workOrder/edit',
      { ...orderBody(audienceId, { title: '改期探访', priority: 'H' }), id, version: 0 },
      admin,
    );
    expect(edited.body.message).toBe('编辑成功!');
    const [v1, v2] = await versions('wo_work_order', id);
    expect([v1?.dataVersion, v2?.dataVersion, v2?.createBy]).toEqual([1, 2, 'admin']);

    // Given newer first, the older version still comes out on the left.
    const answer = await compare(v2?.id ?? '', v1?.id ?? '');
    expect(answer.success).toBe(true);
    const result = answer.result;
    expect(result).toMatchObject({ dataTable: 'wo_work_order', dataTable_dictText: '工单', dataId: id });
    expect([result.left.dataVersion, result.right.dataVersion]).toEqual([1, 2]);
    const changed = result.fields.filter((f) => f.changed).map((f) => [f.label, f.left, f.right]);
    expect(changed).toEqual(
      expect.arrayContaining([
        // Labelled as the order's own screens label them (its resource definition).
        ['标题', '首次探访', '改期探访'],
        ['优先级', 'M', 'H'],
      ]),
    );
    expect(result.fields.find((f) => f.field === 'orderNo')).toMatchObject({
      label: '工单编号',
      changed: false,
    });
    // Codes are also given as a person reads them.
    expect(result.fields.find((f) => f.field === 'priority')).toMatchObject({
      leftText: '重要',
      rightText: '紧急',
    });
    expect(result.fields.find((f) => f.field === 'departId')).toMatchObject({
      left: 'dep_east',
      leftText: '东城服务站',
    });
    expect(result.fields.find((f) => f.field === 'audienceId')).toMatchObject({ leftText: '版本对象' });

    const list = await server.get<PageResult<Version & { dataTable_dictText: string }>>(
      `/sys/dataLog/list?dataTable=wo_work_order&dataId=${id}&column=dataVersion&order=desc`,
      admin,
    );
    expect(list.body.result.records.map((r) => [r.dataVersion, r.dataTable_dictText])).toEqual([
      [2, '工单'],
      [1, '工单'],
    ]);

    // A transition is a change too.
    await server.post('/wo/workOrder/cancel', { id, version: 1, reason: '对象住院' }, admin);
    expect((await versions('wo_work_order', id)).map((v) => v.dataVersion)).toEqual([1, 2, 3]);
  });

  it('versions audiences and users, never with a password', async () => {
    await server.put(
      '/wo/audience/edit',
      { ...audienceBody({ name: '版本对象二', livingStatus: '1' }), id: audienceId },
      admin,
    );
    const [a1, a2] = await versions('wo_audience', audienceId);
    const audienceFields = (await compare(a1?.id ?? '', a2?.id ?? '')).result.fields;
    const field = (name: string) => audienceFields.find((f) => f.field === name);
    expect(field('name')).toMatchObject({
      label: '姓名',
      left: '版本对象',
      right: '版本对象二',
      changed: true,
    });
    // Labels and dictionaries as the audience's definition gives them; the station by its name.
    expect(field('livingStatus')).toMatchObject({
      label: '居住情况',
      left: null,
      right: '1',
      rightText: '独居',
    });
    expect(field('departId')).toMatchObject({ label: '责任站点', leftText: '东城服务站' });

    const username = `dl${Date.now()}`;
    await server.post('/sys/user/add', { username, realname: '版本用户', password: 'Pass-word-2026' }, admin);
    const { id: userId } = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await server.put('/sys/user/edit', { id: userId, realname: '版本用户改' }, admin);
    const [u1, u2] = await versions('sys_user', userId);
    const stored = await server.ctx.db.kysely
      .selectFrom('sysDataLog')
      .select('dataContent')
      .where('dataId', '=', userId)
      .execute();
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.dataContent).not.toMatch(/\$argon2|\$2[aby]\$/);
      expect(JSON.parse(row.dataContent)).toMatchObject({ username, password: '******' });
    }
    const fields = (await compare(u1?.id ?? '', u2?.id ?? '')).result.fields;
    expect(fields.filter((f) => f.changed).map((f) => f.label)).toEqual(
      expect.arrayContaining(['用户姓名', '修改人', '修改时间']),
    );
    expect(fields.map((f) => f.field)).not.toContain('password');
  });

  it('refuses unknown tables, mixed records and callers without the permission', async () => {
    const bad = await server.get('/sys/dataLog/queryDataVerList?dataTable=sys_user;drop&dataId=1', admin);
    expect(bad.body).toMatchObject({ success: false, message: '不支持的数据表: sys_user;drop' });
    const missing = await server.get('/sys/dataLog/queryCompareList?dataId1=a', admin);
    expect(missing).toMatchObject({ status: 400, body: { message: '请选择两个版本进行比较' } });
    const [w] = (await server.get<PageResult<Version>>('/sys/dataLog/list?dataTable=wo_work_order', admin))
      .body.result.records;
    const [a] = await versions('wo_audience', audienceId);
    expect((await compare(w?.id ?? '', a?.id ?? '')).message).toBe('只能比较同一条数据的不同版本');
    expect((await server.get('/sys/dataLog/list', staff)).status).toBe(403);
    expect(
      (await server.get(`/sys/dataLog/queryDataVerList?dataTable=wo_audience&dataId=${audienceId}`, staff))
        .status,
    ).toBe(403);
    const tables = await server.get<{ value: string; text: string }[]>('/sys/dataLog/tables', admin);
    // Each module registers its own table, in the order the app registers the modules.
    expect(tables.body.result.map((t) => t.text).sort()).toEqual(['工单', '服务对象', '用户'].sort());
  });
});

import type { TreeDictNode } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** 联动组件 (link_down): a chain of linked selects over sys_category in an online form. */

let server: TestServer;
let admin: string;
let formId: string;

const API = '/online/cgform/api';
const db = () => server.ctx.db.kysely;
type Row = Record<string, unknown>;

const CHAIN = {
  table: 'sys_category',
  txt: 'name',
  key: 'id',
  linkField: 'city,area',
  idField: 'id',
  pidField: 'pid',
  condition: '',
};

const field = (dbFieldName: string, dbFieldTxt: string, extra: Row = {}) => ({
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 32,
  isShowForm: 1,
  isShowList: 1,
  ...extra,
});

const chainFields = (config: Row = CHAIN, extra: Row[] = []) => [
  field('title', '标题'),
  field('province', '省份', { fieldShowType: 'link_down', fieldExtendJson: JSON.stringify(config) }),
  field('city', '城市'),
  field('area', '区县'),
  ...extra,
];

async function category(id: string, pid: string, name: string, code: string, hasChild: string | null) {
  await db()
    .insertInto('sysCategory')
    .values({
      id,
      pid,
      name,
      code,
      hasChild,
      sysOrgCode: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

const addAll = (tableName: string, fields: Row[]) =>
  server.post<{ id: string }>(
    `${API}/addAll`,
    { head: { tableName, tableTxt: '联动', tableType: 0 }, fields },
    admin,
  );

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  await category('ldP1', '0', '联动省一', 'Z81', '1');
  await category('ldP2', '0', '联动省二', 'Z82', '1');
  await category('ldC1', 'ldP1', '联动市一', 'Z81A01', '1');
  await category('ldC2', 'ldP2', '联动市二', 'Z82A01', '1');
  await category('ldA1', 'ldC1', '联动区一', 'Z81A01A01', null);
  await category('ldA2', 'ldC2', '联动区二', 'Z82A01A01', null);
  const added = await addAll('ld_address', chainFields());
  expect(added.body.message).toBe('添加成功！');
  formId = added.body.result.id;
  const synced = await server.post(`${API}/doDbSynch/${formId}/normal`, {}, admin);
  expect(synced.body.message).toBe('同步数据库成功!');
});

afterAll(async () => {
  await server?.close();
});

describe('linked selects: the design', () => {
  const refused = async (config: Row | string, extra: Row[] = [], fields?: Row[]) => {
    const json = typeof config === 'string' ? config : JSON.stringify(config);
    const res = await addAll(
      `ld_bad_${Math.random().toString(36).slice(2, 8)}`,
      fields ??
        chainFields({}, extra).map((f) =>
          f.dbFieldName === 'province' ? { ...f, fieldExtendJson: json } : f,
        ),
    );
    expect(res.body.success).toBe(false);
    return res.body.message;
  };

  it('refuses a configuration that is not a registered tree table dictionary', async () => {
    expect(await refused('[1]')).toContain('联动组件的扩展参数必须是JSON对象');
    expect(await refused({ txt: 'name' })).toContain('必须填写 table');
    expect(await refused({ ...CHAIN, table: 'sys_user_secret' })).toContain('只能使用已登记的树形字典表');
    expect(await refused({ ...CHAIN, txt: 'password' })).toContain('只能使用已登记的树形字典表');
    expect(await refused({ ...CHAIN, condition: '{"create_by":"x"}' })).toContain(
      '只能使用已登记的树形字典表',
    );
    expect(await refused({ ...CHAIN, condition: '1=1 or 1' })).toContain('只能使用已登记的树形字典表');
    expect(await refused({ ...CHAIN, key: 'code' })).toContain('key 和 idField 必须是记录的 id 字段');
    expect(await refused({ ...CHAIN, pidField: 'code' })).toContain('pidField 必须是 pid');
    expect(await refused({ table: 'sys_position', txt: 'name', key: 'id' })).toMatch(/不是树形表|不可用/);
  });

  it('refuses link fields that are not fields of the form, repeated, or not text', async () => {
    expect(await refused({ ...CHAIN, linkField: 'city,nowhere' })).toContain(
      '字段 province 的联动字段 nowhere 不是本表单的字段',
    );
    expect(await refused({ ...CHAIN, linkField: 'city,city' })).toContain('联动字段重复：city');
    expect(await refused({ ...CHAIN, linkField: 'city,province' })).toContain('联动字段重复：province');
    expect(
      await refused({ ...CHAIN, linkField: 'city,age' }, [
        field('age', '年龄', { dbType: 'int', dbLength: 10 }),
      ]),
    ).toContain('联动组件的字段 age 必须是文本类型');
    const twoChains = [
      ...chainFields(),
      field('other', '另一个', {
        fieldShowType: 'link_down',
        fieldExtendJson: JSON.stringify({ ...CHAIN, linkField: 'area' }),
      }),
    ];
    expect(await refused({}, [], twoChains)).toContain('字段 area 已属于字段 province 的联动组件');
  });
});

describe('linked selects: options and values', () => {
  const level = (pid: string) =>
    server.get<TreeDictNode[]>(
      `/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid&pid=${pid}`,
      admin,
    );

  it('lists the options of each level through the table dictionary tree (roots, then children)', async () => {
    const roots = await level('');
    expect(roots.body.success).toBe(true);
    expect(roots.body.result.map((n) => n.value)).toEqual(expect.arrayContaining(['ldP1', 'ldP2']));
    expect((await level('ldP1')).body.result.map((n) => n.value)).toEqual(['ldC1']);
    expect((await level('ldC1')).body.result.map((n) => n.value)).toEqual(['ldA1']);
  });

  it('saves a chain of a root and its descendants, and lists their names', async () => {
    const added = await server.post<{ id: string }>(
      `${API}/form/${formId}`,
      { title: '一', province: 'ldP1', city: 'ldC1', area: 'ldA1' },
      admin,
    );
    expect(added.body.success).toBe(true);
    const page = await server.get<{ records: Row[] }>(`${API}/getData/${formId}`, admin);
    const row = page.body.result.records.find((r) => r.id === added.body.result.id);
    expect(row).toMatchObject({
      province_dictText: '联动省一',
      city_dictText: '联动市一',
      area_dictText: '联动区一',
    });
    // Only the first levels: the later ones stay empty.
    const partial = await server.post(`${API}/form/${formId}`, { title: '二', province: 'ldP2' }, admin);
    expect(partial.body.success).toBe(true);
    const edited = await server.put(
      `${API}/form/${formId}`,
      { id: added.body.result.id, title: '一', province: 'ldP2', city: 'ldC2', area: 'ldA2' },
      admin,
    );
    expect(edited.body.success).toBe(true);
  });

  it('refuses a value that is not a child of the level before, and a level after an empty one', async () => {
    const count = async () =>
      (await server.get<{ total: number }>(`${API}/getData/${formId}`, admin)).body.result.total;
    const before = await count();
    const tries: [Row, string][] = [
      [{ province: 'ldC1' }, '省份不是可选的选项'],
      [{ province: 'ldP1', city: 'ldC2' }, '城市不是所选省份的下级选项'],
      [{ province: 'ldP1', city: 'ldC1', area: 'ldA2' }, '区县不是所选城市的下级选项'],
      [{ province: 'ldP1', city: 'nope' }, '城市'],
      [{ province: '', city: 'ldC1' }, '请先选择省份，再选择城市'],
      [{ province: 'ldP1', area: 'ldA1' }, '请先选择城市，再选择区县'],
    ];
    for (const [values, message] of tries) {
      const res = await server.post(`${API}/form/${formId}`, { title: '坏', ...values }, admin);
      expect(res.body.success, JSON.stringify(values)).toBe(false);
      expect(res.body.message).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('describes the chain fields with the chain table as their dictionary', async () => {
    const columns = await server.get<{ definition: { fields: Row[] } }>(`${API}/getColumns/${formId}`, admin);
    const province = columns.body.result.definition.fields.find((f) => f.dbFieldName === 'province');
    expect(province?.fieldShowType).toBe('link_down');
  });
});

import type { DictOption, TreeDictNode } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { newId } from '../src/core/ids.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  token = await server.tokenFor('fuwu');
});
afterAll(() => server.close());

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** A table dict code with a where part, as the client sends it in the path (encoded twice). */
const withWhere = (base: string, where: unknown) => encodeURIComponent(`${base},${enc(where)}`);

const items = async (code: string) =>
  (await server.get<DictOption[]>(`/sys/dict/getDictItems/${code}`, token)).body;
const search = async (code: string, query: string) =>
  (await server.get<DictOption[]>(`/sys/dict/loadDict/${code}?${query}`, token)).body;
const texts = async (code: string, query: string) =>
  (await server.get<string[]>(`/sys/dict/loadDictItem/${code}?${query}`, token)).body;
const tree = async (query: Record<string, string>) =>
  (await server.get<TreeDictNode[]>(`/sys/dict/loadTreeData?${new URLSearchParams(query)}`, token)).body;

async function addUser(
  username: string,
  realname: string,
  extra: { delFlag?: number; relTenantIds?: string },
) {
  await server.ctx.db.kysely
    .insertInto('sysUser')
    .values({
      id: newId(),
      username,
      realname,
      password: 'x',
      avatar: null,
      birthday: null,
      sex: 1,
      email: null,
      phone: null,
      orgCode: null,
      status: 1,
      delFlag: extra.delFlag ?? 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: null,
      departIds: null,
      relTenantIds: extra.relTenantIds ?? '1',
      createBy: null,
      createTime: '2026-01-01 00:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

async function addPosition(code: string, name: string) {
  const res = await server.post(
    '/sys/position/add',
    { code, name, postRank: '1' },
    await server.tokenFor('admin'),
  );
  expect(res.body.success).toBe(true);
}

describe('getDictItems over table dictionaries', () => {
  it('lists registered tables as {value, text}, plain codes as before', async () => {
    // Ordered by the text in the database's collation, which differs between dialects.
    expect((await items('sys_role,role_name,role_code')).result).toEqual(
      expect.arrayContaining([
        { value: 'staff', text: '服务人员' },
        { value: 'manager', text: '中心主管' },
        { value: 'admin', text: '管理员' },
      ]),
    );
    const departs = (await items('sys_depart,depart_name,id')).result;
    expect(departs.map((d) => d.value)).toEqual([
      DepartIds.centre,
      DepartIds.east,
      DepartIds.west,
      DepartIds.south,
    ]);
    expect((await items('priority')).result.map((o) => o.value)).toEqual(['L', 'M', 'H']);
  });

  it('filters by the where part: a URL-encoded JSON map of registered columns, values bound', async () => {
    const stations = await items(withWhere('sys_depart,depart_name,id', { parent_id: DepartIds.centre }));
    expect(stations.result.map((d) => d.text)).toEqual(['东城服务站', '西城服务站', '南城服务站']);
    const byCode = await items(
      withWhere('sys_depart,depart_name,org_code', { org_code: "A01A02' or '1'='1" }),
    );
    expect(byCode.result).toEqual([]);
    const women = await items(withWhere('sys_user,realname,username', { sex: 2 }));
    expect(women.success).toBe(true);
  });

  it('hides soft-deleted rows and rows of other tenants, and sees writes at once', async () => {
    await addUser('dw_live', '字典在册', {});
    await addUser('dw_deleted', '字典已删', { delFlag: 1 });
    await addUser('dw_other_tenant', '字典他租户', { relTenantIds: '2' });
    const users = (await items('sys_user,realname,username')).result.map((u) => u.value);
    expect(users).toContain('dw_live');
    expect(users).not.toContain('dw_deleted');
    expect(users).not.toContain('dw_other_tenant');
    await server.ctx.db.kysely
      .updateTable('sysUser')
      .set({ delFlag: 1 })
      .where('username', '=', 'dw_live')
      .execute();
    expect((await items('sys_user,realname,username')).result.map((u) => u.value)).not.toContain('dw_live');

    const before = (await items('sys_position,name,code')).result;
    await addPosition('DW_NEW', '字典新职务');
    const after = (await items('sys_position,name,code')).result;
    expect(after.length).toBe(before.length + 1);
    expect(after).toContainEqual({ value: 'DW_NEW', text: '字典新职务' });
  });

  it('refuses unregistered tables and columns and SQL in any part, running no SQL from it', async () => {
    const refusals = [
      'sys_user,password,username',
      'sys_user,realname,password',
      'sys_user;drop table sys_user,realname,id',
      'sys_user,realname,id;drop table sys_user',
      'sys_session,id,id',
      'sys_user u join sys_session s on 1=1,realname,id',
      '(select password from sys_user),realname,id',
    ];
    for (const code of refusals) {
      expect(await items(encodeURIComponent(code))).toMatchObject({
        success: false,
        message: '不支持的字典表或字段',
      });
    }
    const whereRefusals: [string, string][] = [
      [
        encodeURIComponent("sys_user,realname,id,username!='admin' order by create_time"),
        '字典查询条件必须是JSON对象，不支持SQL片段',
      ],
      [encodeURIComponent('sys_user,realname,id,1=1 or 1=1'), '字典查询条件必须是JSON对象，不支持SQL片段'],
      [withWhere('sys_user,realname,id', ['1=1']), '字典查询条件必须是JSON对象，不支持SQL片段'],
      [withWhere('sys_user,realname,id', { sex: { $ne: 1 } }), '字典查询条件必须是JSON对象，不支持SQL片段'],
      [withWhere('sys_user,realname,id', { password: 'x' }), '不支持的字典表或字段'],
      [withWhere('sys_user,realname,id', { '1=1 or sex': 1 }), '不支持的字典表或字段'],
      [withWhere('sys_user,realname,id', { sex: '1 or 1=1' }), '不支持的字典表或字段'],
    ];
    for (const [code, message] of whereRefusals) {
      expect(await items(code)).toMatchObject({ success: false, message });
    }
    expect((await items('%20')).message).toBe('字典Code不能为空!');
    // A code without a comma is a plain sys_dict code: looked up in a map, never in SQL.
    expect((await items('sys_user;drop')).result).toEqual([]);
  });
});

describe('loadDict', () => {
  it('searches the text with LIKE, the user’s % and _ taken literally, 10 by default', async () => {
    await addPosition('DW_PCT', '达标100%岗');
    await addPosition('DW_X', '达标100X岗');
    await addPosition('DW_US', '达标_岗');
    expect((await search('sys_position,name,code', 'keyword=100%25')).result).toEqual([
      { value: 'DW_PCT', text: '达标100%岗' },
    ]);
    expect((await search('sys_position,name,code', 'keyword=_')).result.map((o) => o.value)).toEqual([
      'DW_US',
    ]);
    expect((await search('sys_position,name,code', 'keyword=达标')).result).toHaveLength(3);
    expect((await search('sys_user,realname,username', 'keyword=管理')).result).toEqual([
      { value: 'admin', text: '管理员' },
    ]);
    for (let i = 0; i < 12; i++) await addPosition(`DW_MANY_${i}`, `批量职务${i}`);
    expect((await search('sys_position,name,code', 'keyword=批量职务')).result).toHaveLength(10);
    expect((await search('sys_position,name,code', 'keyword=批量职务&pageSize=11')).result).toHaveLength(11);
    const tooMany = await server.get('/sys/dict/loadDict/sys_position,name,code?pageSize=101', token);
    expect(tooMany).toMatchObject({ status: 400, body: { message: '每页条数最大为100' } });
  });

  it('filters a plain dictionary by text, and refuses what getDictItems refuses', async () => {
    expect((await search('priority', 'keyword=紧')).result).toEqual([{ value: 'H', text: '紧急' }]);
    expect((await search('priority', 'keyword=')).result).toHaveLength(3);
    expect(await search('sys_user,password,id', 'keyword=a')).toMatchObject({
      success: false,
      message: '不支持的字典表或字段',
    });
    expect(
      await search(withWhere('sys_position,name,code', { code: 'DW_PCT' }), 'keyword=达标'),
    ).toMatchObject({
      result: [{ value: 'DW_PCT', text: '达标100%岗' }],
    });
  });
});

describe('loadDictItem', () => {
  it('answers the texts in the keys’ order, dropping unknown keys unless delNotExist=false', async () => {
    expect((await texts('sys_user,realname,username', 'key=fuwu,admin,nobody')).result).toEqual([
      '李服务',
      '管理员',
    ]);
    expect(
      (await texts('sys_user,realname,username', 'key=fuwu,nobody,admin&delNotExist=false')).result,
    ).toEqual(['李服务', 'nobody', '管理员']);
    expect((await texts('sex', 'key=2,1')).result).toEqual(['女', '男']);
    expect((await texts('sys_user,realname,username', 'key=')).result).toEqual([]);
    expect(await texts('sys_user,password,username', 'key=admin')).toMatchObject({
      success: false,
      message: '不支持的字典表或字段',
    });
  });
});

describe('loadTreeData', () => {
  const departTree = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' };

  it('answers the roots for an empty pid, then one level at a time, with leaf flags', async () => {
    const roots = await tree({ ...departTree, pid: '' });
    expect(roots.result).toEqual([
      {
        key: DepartIds.centre,
        value: DepartIds.centre,
        title: '助残服务中心',
        label: '助残服务中心',
        leaf: false,
        parentId: null,
      },
    ]);
    const stations = await tree({ ...departTree, pid: DepartIds.centre });
    expect(stations.result.map((n) => [n.title, n.leaf, n.parentId])).toEqual([
      ['东城服务站', true, DepartIds.centre],
      ['西城服务站', true, DepartIds.centre],
      ['南城服务站', true, DepartIds.centre],
    ]);
    const byOrgCode = await tree({ ...departTree, code: 'org_code', pid: DepartIds.centre });
    expect(byOrgCode.result.map((n) => [n.key, n.value])).toContainEqual([DepartIds.west, 'A01A02']);
  });

  it('filters by the condition, a JSON map of registered columns', async () => {
    const west = await tree({
      ...departTree,
      pid: DepartIds.centre,
      condition: JSON.stringify({ org_code: 'A01A02' }),
    });
    expect(west.result.map((n) => n.title)).toEqual(['西城服务站']);
    const categories = await tree({
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      pid: '',
    });
    expect(categories.result.map((n) => [n.title, n.leaf])).toEqual([
      ['服务项目分类', false],
      ['辅具分类', false],
    ]);
  });

  it('refuses unregistered tables, columns and conditions that are not JSON maps', async () => {
    const refused: [Record<string, string>, string][] = [
      [{ ...departTree, tableName: 'sys_user', text: 'realname' }, '不支持的字典表或字段'],
      [{ ...departTree, text: 'password' }, '不支持的字典表或字段'],
      [{ ...departTree, pidField: 'parent_id or 1=1' }, '不支持的字典表或字段'],
      [{ ...departTree, hasChildField: 'del_flag' }, '不支持的字典表或字段'],
      [{ ...departTree, condition: 'status = 1 or 1=1' }, '字典查询条件必须是JSON对象，不支持SQL片段'],
      [{ ...departTree, condition: JSON.stringify({ memo: 'x' }) }, '不支持的字典表或字段'],
    ];
    for (const [query, message] of refused) {
      expect(await tree(query)).toMatchObject({ success: false, message });
    }
    const missing = await server.get('/sys/dict/loadTreeData?text=depart_name&code=id', token);
    expect(missing).toMatchObject({ status: 400, body: { message: '请指定字典表' } });
  });
});

describe('access', () => {
  it('needs a signed-in user (no menu permission) and answers 401 without a token', async () => {
    const paths = [
      '/sys/dict/getDictItems/sys_role,role_name,id',
      '/sys/dict/loadDict/sys_role,role_name,id?keyword=a',
      '/sys/dict/loadDictItem/sys_role,role_name,id?key=role_admin',
      '/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id',
    ];
    for (const path of paths) {
      expect((await server.get(path, null)).status).toBe(401);
      expect((await server.get(path, token)).body.success).toBe(true);
    }
  });
});

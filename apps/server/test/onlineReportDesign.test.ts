// biome-ignore-all lint/suspicious/noTemplateCurlyInString: report SQL writes its parameters as ${name}.
import * as XLSX from '@e965/xlsx';
import type {
  PageResult,
  ReportColumnsAndData,
  ReportHeadRecord,
  ReportItemRecord,
  ReportParamRecord,
  ReportParseSqlResult,
  ReportQueryItem,
  ReportRecord,
  ReportSaveBody,
} from '@hcs/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/core/auth/password.ts';
import { newId } from '../src/core/ids.ts';
import { ruleLimitedUser } from './support/recordScope.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

const HEAD = '/online/cgreport/head';
const API = '/online/cgreport/api';
const OTHER_TENANT = 11;

async function addUser(username: string, sex: number, tenant = 1) {
  await server.ctx.db.kysely
    .insertInto('sysUser')
    .values({
      id: newId(),
      username,
      realname: `设计${username}`,
      password: await hashPassword('Unused-pass-2026'),
      avatar: null,
      birthday: null,
      sex,
      email: null,
      phone: null,
      orgCode: 'A01A02',
      status: 1,
      delFlag: 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: 1,
      departIds: null,
      relTenantIds: String(tenant),
      createBy: 'test',
      createTime: '2026-04-01 08:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

const item = (fieldName: string, fieldTxt: string, extra: Partial<ReportSaveBody['items'][number]> = {}) => ({
  fieldName,
  fieldTxt,
  fieldWidth: null,
  fieldType: 'String',
  searchMode: null,
  isOrder: 0,
  isSearch: 0,
  dictCode: null,
  isShow: 1,
  orderNum: 0,
  ...extra,
});

const userReport = (code: string, name = '设计用户报表'): ReportSaveBody => ({
  head: {
    code,
    name,
    cgrSql: "select u.username, u.realname, u.sex from sys_user u where u.username like '${prefix}%'",
  },
  items: [
    item('username', '账号', { isOrder: 1 }),
    item('realname', '姓名', { isSearch: 1 }),
    item('sex', '性别', { fieldType: 'Integer', dictCode: 'sex', isSearch: 1 }),
  ],
  params: [{ paramName: 'prefix', paramTxt: '账号前缀', paramValue: 'rptd_', orderNum: 0 }],
});

async function add(body: ReportSaveBody): Promise<string> {
  const res = await server.post<{ id: string }>(`${HEAD}/add`, body, admin);
  expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
  return res.body.result.id;
}

const records = async (id: string, query = '', token = admin) => {
  const res = await server.get<PageResult<ReportRecord>>(`${API}/getData/${id}?pageSize=100${query}`, token);
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result.records;
};

const parse = (sqlText: string, token = admin) =>
  server.post<ReportParseSqlResult>(`${HEAD}/parseSql`, { sql: sqlText }, token);

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off', HCS_REPORT_TIMEOUT_MS: '1500' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  await addUser('rptd_a', 1);
  await addUser('rptd_b', 2);
  await addUser('rptd_c', 1);
  await server.ctx.db.kysely
    .insertInto('sysTenant')
    .values({
      id: OTHER_TENANT,
      name: '设计外区',
      status: 1,
      beginDate: null,
      endDate: null,
      createBy: 'test',
      createTime: '2026-01-01 00:00:00',
    })
    .execute();
  await addUser('rptd_other', 1, OTHER_TENANT);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('report definitions (报表配置)', () => {
  it('adds, lists, reads, edits and deletes a report with its fields and parameters', async () => {
    const id = await add(userReport('rptd_users'));

    const list = await server.get<PageResult<ReportHeadRecord>>(`${HEAD}/list?code=d_user`, admin);
    expect(list.body.result.records.map((r) => r.code)).toEqual(['rptd_users']);
    const byName = await server.get<PageResult<ReportHeadRecord>>(
      `${HEAD}/list?name=${encodeURIComponent('设计用户')}`,
      admin,
    );
    expect(byName.body.result.records.map((r) => r.id)).toContain(id);

    const head = await server.get<ReportHeadRecord>(`${HEAD}/queryById?id=${id}`, admin);
    expect(head.body.result).toMatchObject({ id, code: 'rptd_users', name: '设计用户报表', dbSource: null });
    const items = await server.get<ReportItemRecord[]>(
      `/online/cgreport/item/listByHeadId?headId=${id}`,
      admin,
    );
    expect(items.body.result.map((i) => [i.fieldName, i.fieldTxt, i.dictCode])).toEqual([
      ['username', '账号', null],
      ['realname', '姓名', null],
      ['sex', '性别', 'sex'],
    ]);
    const params = await server.get<ReportParamRecord[]>(
      `/online/cgreport/param/listByHeadId?headId=${id}`,
      admin,
    );
    expect(params.body.result).toMatchObject([{ paramName: 'prefix', paramValue: 'rptd_', cgrheadId: id }]);

    expect((await records(id)).map((r) => r.username)).toEqual(['rptd_a', 'rptd_b', 'rptd_c']);

    const edited = userReport('rptd_users', '设计用户报表二');
    edited.head.id = id;
    edited.items = edited.items.slice(0, 2);
    const res = await server.put(`${HEAD}/edit`, edited, admin);
    expect(res.body).toMatchObject({ success: true, message: '编辑成功!' });
    const after = await server.get<ReportItemRecord[]>(
      `/online/cgreport/item/listByHeadId?headId=${id}`,
      admin,
    );
    expect(after.body.result.map((i) => i.fieldName)).toEqual(['username', 'realname']);
    expect((await server.get<ReportHeadRecord>(`${HEAD}/queryById?id=${id}`, admin)).body.result.name).toBe(
      '设计用户报表二',
    );

    expect((await server.del(`${HEAD}/delete?id=${id}`, admin)).body).toMatchObject({ success: true });
    expect((await server.get(`${API}/getData/${id}`, admin)).body).toMatchObject({
      success: false,
      message: '报表不存在',
    });
    const gone = await server.get<PageResult<ReportHeadRecord>>(`${HEAD}/list?code=rptd_users`, admin);
    expect(gone.body.result.records).toEqual([]);
  });

  it('refuses a duplicate code, a bad code, and a definition that does not match its SQL', async () => {
    await add(userReport('rptd_dup'));
    expect((await server.post(`${HEAD}/add`, userReport('rptd_dup'), admin)).body).toMatchObject({
      success: false,
      message: '报表编码已存在: rptd_dup',
    });
    const bad = await server.post(`${HEAD}/add`, userReport('rptd-x y'), admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('报表编码只能包含字母、数字和下划线');

    const wrongField = userReport('rptd_wrong');
    wrongField.items.push(item('phone', '电话'));
    expect((await server.post(`${HEAD}/add`, wrongField, admin)).body.message).toBe(
      '报表字段 phone 不在报表SQL的查询结果中',
    );
    const noParam = userReport('rptd_noparam');
    noParam.params = [];
    expect((await server.post(`${HEAD}/add`, noParam, admin)).body.message).toBe('报表参数未定义: prefix');
    const write = userReport('rptd_write');
    write.head.cgrSql = "delete from sys_user where username = 'x'";
    expect((await server.post(`${HEAD}/add`, write, admin)).body.message).toBe(
      '报表SQL只能是一条SELECT查询语句',
    );
    const source = userReport('rptd_source');
    source.head.dbSource = 'crm';
    // A data source is named by its code (多数据源); one that is not defined is refused.
    expect((await server.post(`${HEAD}/add`, source, admin)).body.message).toBe('数据源不存在: crm');
    const listed = await server.get<PageResult<ReportHeadRecord>>(`${HEAD}/list?code=rptd_`, admin);
    expect(listed.body.result.records.map((r) => r.code)).toEqual(['rptd_dup']);
  });

  it('needs the report-design permissions', async () => {
    expect((await server.post(`${HEAD}/add`, userReport('rptd_staff'), staff)).status).toBe(403);
    expect((await parse('select u.username from sys_user u', staff)).status).toBe(403);
    expect((await server.get(`${HEAD}/list`, staff)).status).toBe(403);
    expect((await server.del(`${HEAD}/delete?id=x`, staff)).status).toBe(403);
    expect((await server.post(`${HEAD}/add`, userReport('rptd_anon'), null)).status).toBe(401);
  });
});

describe('column links (field_href)', () => {
  const linked = (code: string, hrefs: [string | null, string | null]): ReportSaveBody => {
    const body = userReport(code);
    body.items = [
      item('username', '账号', { fieldHref: hrefs[0] }),
      item('realname', '姓名', { fieldHref: hrefs[1] }),
      item('sex', '性别', { fieldType: 'Integer', dictCode: 'sex', isShow: 0 }),
    ];
    return body;
  };

  it('saves and reads a link, and getRpColumns gives it as the column href', async () => {
    const inner = '/system/user?username=${username}&sex=${sex}';
    const outer = 'https://example.com/people/${realname}?from=hcs';
    const id = await add(linked('rptd_links', [inner, `  ${outer} `]));
    const items = await server.get<ReportItemRecord[]>(
      `/online/cgreport/item/listByHeadId?headId=${id}`,
      admin,
    );
    expect(items.body.result.map((i) => i.fieldHref)).toEqual([inner, outer, null]);

    const columns = await server.get<ReportColumnsAndData>(`${API}/getRpColumns/rptd_links`, admin);
    expect(columns.body.result.columns).toEqual([
      { dataIndex: 'username', title: '账号', align: 'center', href: inner },
      { dataIndex: 'realname', title: '姓名', align: 'center', href: outer },
    ]);

    // An edit without fieldHref (a client that does not know links) clears them; an empty text too.
    const body = linked('rptd_links', ['', null]);
    body.items = body.items.map(({ fieldHref: _href, ...rest }, i) =>
      i === 0 ? { ...rest, fieldHref: '' } : rest,
    );
    const saved = await server.put(`${HEAD}/edit`, { ...body, head: { ...body.head, id } }, admin);
    expect(saved.body.success, saved.body.message).toBe(true);
    const after = await server.get<ReportColumnsAndData>(`${API}/getRpColumns/rptd_links`, admin);
    expect(after.body.result.columns.some((c) => 'href' in c)).toBe(false);
  });

  it('refuses a link that is not an internal path or an http(s) URL, or names another field', async () => {
    const refused: [string, string][] = [
      ['javascript:alert(1)', '只能是以 / 开头的站内路径或 http(s) 网址'],
      [' JavaScript:alert(document.cookie)', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['data:text/html,<script>alert(1)</script>', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['//evil.example.com/x', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['/\\evil.example.com', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['https://${username}/x', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['https://user@evil.example.com/', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['ftp://example.com/a', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['system/user', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['/a b', '只能是以 / 开头的站内路径或 http(s) 网址'],
      ['/system/user?id=${password}', '中的占位符 ${password} 不是报表的字段'],
      ['/system/user?id=${user name}', '中的占位符 ${user name} 不是报表的字段'],
      ['/system/user?id=${username', '中的占位符不完整，应写作 ${字段名}'],
      [`/${'a'.repeat(500)}`, '不能超过500个字符'],
    ];
    for (const [href, reason] of refused) {
      const res = await server.post(`${HEAD}/add`, linked('rptd_badlink', [null, href]), admin);
      expect(res.body, href).toMatchObject({ success: false, message: `报表字段 realname 的链接${reason}` });
    }
    const tooLong = await server.post(
      `${HEAD}/add`,
      linked('rptd_badlink', [`/${'a'.repeat(2000)}`, null]),
      admin,
    );
    expect(tooLong.status).toBe(400);
    const listed = await server.get<PageResult<ReportHeadRecord>>(`${HEAD}/list?code=rptd_badlink`, admin);
    expect(listed.body.result.records).toEqual([]);
  });
});

describe('解析SQL', () => {
  it('gives the fields of the SQL, with aggregates and group by, and its parameters', async () => {
    const res = await parse(
      'select u.sex, count(u.id) as total, avg(u.status) as avgStatus, max(u.create_time) as lastTime ' +
        "from sys_user u where u.username like '${prefix}%' and u.status = ${status} " +
        'group by u.sex having count(u.id) > ${least} order by total desc',
    );
    expect(res.body).toMatchObject({ success: true });
    expect(
      res.body.result.fields.map((f) => [f.fieldName, f.fieldTxt, f.fieldType, f.isShow, f.orderNum]),
    ).toEqual([
      ['sex', 'sex', 'Integer', 1, 0],
      ['total', 'total', 'Integer', 1, 1],
      ['avgStatus', 'avgStatus', 'Double', 1, 2],
      ['lastTime', 'lastTime', 'Datetime', 1, 3],
    ]);
    expect(res.body.result.params.map((p) => p.paramName)).toEqual(['prefix', 'status', 'least']);
  });

  it('refuses writes, several statements, hidden statements, system tables and unknown functions', async () => {
    const refusal = async (text: string) => (await parse(text)).body.message;
    expect(await refusal("insert into sys_user (username) values ('x')")).toBe(
      '报表SQL只能是一条SELECT查询语句',
    );
    expect(await refusal("update sys_user set realname = 'x'")).toBe('报表SQL只能是一条SELECT查询语句');
    expect(await refusal('delete from sys_user')).toBe('报表SQL只能是一条SELECT查询语句');
    expect(await refusal('drop table sys_user')).toBe('报表SQL只能是一条SELECT查询语句');
    expect(await refusal('select username from sys_user; delete from sys_user')).toBe(
      '报表SQL只能是一条语句，不能包含分号',
    );
    expect(await refusal('select username from sys_user /* ; delete from sys_user */')).toBe(
      '报表SQL不能包含注释',
    );
    expect(await refusal('select username from sys_user -- \n delete from sys_user')).toBe(
      '报表SQL不能包含注释',
    );
    expect(await refusal("select username from sys_user where realname = 'a' delete from sys_user")).toBe(
      '报表SQL不支持 DELETE',
    );
    expect(await refusal('select token from sys_session')).toBe('报表不允许读取表: sys_session');
    expect(await refusal('select u.password from sys_user u')).toBe('报表不允许读取字段: sys_user.password');
    expect(await refusal('select max(u.password) as p from sys_user u')).toBe(
      '报表不允许读取字段: sys_user.password',
    );
    expect(await refusal('select sqlite_version() as v from sys_user')).toBe(
      '报表SQL不支持函数: sqlite_version',
    );
    expect(await refusal('select pg_sleep(10) as v from sys_user')).toBe('报表SQL不支持函数: pg_sleep');
    expect(await refusal('select count(u.id) from sys_user u')).toBe(
      '报表SQL中的聚合函数 count 须用 AS 指定字段名',
    );
    expect(await refusal('select sum(u.realname) as s from sys_user u')).toBe(
      '报表SQL的 sum 只能用于数字字段: realname',
    );
    expect(await refusal('select u.sex, u.status, count(u.id) as n from sys_user u group by u.sex')).toBe(
      '报表SQL的字段 status 须出现在 GROUP BY 中或使用聚合函数',
    );
    expect(await refusal('select u.username from sys_user u where count(u.id) > 1')).toBe(
      '报表SQL的 WHERE 和 ON 条件中不能使用聚合函数，请用 HAVING',
    );
    expect(await refusal('select count(max(u.id)) as n from sys_user u')).toBe('报表SQL不支持嵌套的聚合函数');
    expect(await refusal('select u.username from sys_user u union select u.password from sys_user u')).toBe(
      '报表SQL不支持 UNION',
    );
    const source = await server.post(
      `${HEAD}/parseSql`,
      { sql: 'select u.username from sys_user u', dbSource: 'crm' },
      admin,
    );
    expect(source.body.message).toBe('数据源不存在: crm');
  });
});

describe('预览', () => {
  it('runs an unsaved SQL with the given parameter values, in the caller tenant, for designers only', async () => {
    const body = {
      sql: "select u.username, u.sex from sys_user u where u.username like '${prefix}%' order by username",
      params: [{ paramName: 'prefix', paramValue: 'rptd_' }],
      pageSize: 2,
    };
    const res = await server.post<PageResult<ReportRecord>>(`${HEAD}/preview`, body, admin);
    expect(res.body.success, res.body.message).toBe(true);
    expect(res.body.result.total).toBe(3);
    expect(res.body.result.records).toEqual([
      { username: 'rptd_a', sex: 1 },
      { username: 'rptd_b', sex: 2 },
    ]);
    expect((await server.post(`${HEAD}/preview`, body, staff)).status).toBe(403);
    const write = await server.post(`${HEAD}/preview`, { sql: 'delete from sys_user' }, admin);
    expect(write.body.message).toBe('报表SQL只能是一条SELECT查询语句');
    const missing = await server.post(`${HEAD}/preview`, { ...body, params: [] }, admin);
    expect(missing.body.message).toBe('报表参数未定义: prefix');
  });
});

describe('running reports', () => {
  it('runs grouped reports with aggregates and HAVING, in the caller tenant only', async () => {
    const id = await add({
      head: {
        code: 'rptd_by_sex',
        name: '按性别统计',
        cgrSql:
          "select u.sex, count(u.id) as total from sys_user u where u.username like 'rptd_%' " +
          'group by u.sex having count(u.id) >= ${least} order by sex',
      },
      items: [
        item('sex', '性别', { fieldType: 'Integer', dictCode: 'sex' }),
        item('total', '人数', { fieldType: 'Integer' }),
      ],
      params: [{ paramName: 'least', paramTxt: '至少', paramValue: '1', orderNum: 0 }],
    });
    // rptd_other is in another tenant: not counted.
    expect(await records(id)).toEqual([
      { sex: 1, sex_dictText: '男', total: 2 },
      { sex: 2, sex_dictText: '女', total: 1 },
    ]);
    expect(await records(id, '&self_least=2')).toEqual([{ sex: 1, sex_dictText: '男', total: 2 }]);
    const users = await add(userReport('rptd_tenant'));
    expect((await records(users)).map((r) => r.username)).not.toContain('rptd_other');
  });

  it('marks the query fields the page URL fixes as hidden', async () => {
    const id = await add(userReport('rptd_hidden'));
    const res = await server.get<ReportQueryItem[]>(`${API}/getQueryInfo/${id}?sex=1`, admin);
    expect(res.body.result).toEqual([
      { field: 'realname', label: '姓名', mode: 'single', view: 'text', hidden: false },
      {
        field: 'sex',
        label: '性别',
        mode: 'single',
        view: 'list',
        dictCode: 'sex',
        hidden: true,
        value: '1',
      },
    ]);
    expect((await records(id, '&sex=1')).map((r) => r.username)).toEqual(['rptd_a', 'rptd_c']);
  });

  it('gives columns and data in one answer', async () => {
    const id = await add(userReport('rptd_both'));
    const res = await server.get<ReportColumnsAndData>(`${API}/getColumnsAndData/${id}?sex=2`, admin);
    expect(res.body.result.cgRpConfigId).toBe(id);
    expect(res.body.result.columns.map((c) => c.dataIndex)).toEqual(['username', 'realname', 'sex']);
    expect(res.body.result.data).toMatchObject({ total: 1, records: [{ username: 'rptd_b' }] });
  });

  it('exports the rows with the same filters, dictionary text included, and refuses too many rows', async () => {
    const id = await add(userReport('rptd_export', '设计导出'));
    const res = await server.app.inject({
      method: 'GET',
      url: `/hcs${API}/exportXls/${id}?sex=1`,
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.ms-excel');
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[0]).toEqual(['设计导出报表']);
    expect(rows[2]).toEqual(['账号', '姓名', '性别']);
    expect(rows.slice(3)).toEqual([
      ['rptd_a', '设计rptd_a', '男'],
      ['rptd_c', '设计rptd_c', '男'],
    ]);

    const many = await add({
      head: {
        code: 'rptd_many',
        name: '行数过多',
        cgrSql: 'select a.id as a_id, b.id as b_id from sys_dict_item a inner join sys_dict_item b on 1 = 1',
      },
      items: [item('a_id', 'A'), item('b_id', 'B')],
      params: [],
    });
    const refused = await server.get(`${API}/exportXls/${many}`, admin);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toMatch(/^导出的数据有 \d+ 行，超过上限 10000 行/);
  });

  it('stops a query that runs longer than the time limit (报表查询超时), and runs the next one', async () => {
    const joins = ['b', 'c', 'd', 'e', 'f'].map((t) => ` inner join sys_dict_item ${t} on 1 = 1`).join('');
    const id = await add({
      head: { code: 'rptd_slow', name: '慢报表', cgrSql: `select a.item_text from sys_dict_item a${joins}` },
      items: [item('itemText', '文本')],
      params: [],
    });
    const started = Date.now();
    const res = await server.get(`${API}/getData/${id}`, admin);
    expect(res.body).toMatchObject({ success: false, message: '报表查询超时' });
    expect(Date.now() - started).toBeLessThan(15_000);
    const fast = await add(userReport('rptd_fast'));
    expect((await records(fast)).length).toBe(3);
  });

  it('keeps answers 30 s per report, and clears them when the report is saved', async () => {
    const body = userReport('rptd_cache');
    const id = await add(body);
    expect((await records(id)).length).toBe(3);
    // A row written around this server copy's write tracking (as another server copy would).
    await sql`update sys_user set realname = ${'缓存后改名'} where username = ${'rptd_a'}`.execute(
      server.ctx.db.kysely,
    );
    expect((await records(id)).find((r) => r.username === 'rptd_a')?.realname).toBe('设计rptd_a');
    const saved = await server.put(`${HEAD}/edit`, { ...body, head: { ...body.head, id } }, admin);
    expect(saved.body.success).toBe(true);
    expect((await records(id)).find((r) => r.username === 'rptd_a')?.realname).toBe('缓存后改名');
  });

  it("applies the data rules of the report's menu entry to the report's fields", async () => {
    const id = await add(userReport('rptd_rules'));
    await server.ctx.db.kysely
      .insertInto('sysPermission')
      .values({
        id: 'menu_rptd_rules',
        parentId: 'menu_online',
        name: '设计规则报表',
        url: `/online/cgreport/${id}`,
        // Report menus are told apart by url; a short component keeps the helper's rule name within 50.
        component: 'online/rptdRules',
        componentName: 'OnlCgreportAutoList',
        redirect: null,
        menuType: 1,
        perms: null,
        permsType: null,
        sortNo: 9,
        alwaysShow: 0,
        icon: null,
        isRoute: 1,
        isLeaf: 1,
        keepAlive: 0,
        hidden: 0,
        description: null,
        status: '1',
        delFlag: 0,
        ruleFlag: 1,
        internalOrExternal: 0,
        createBy: 'test',
        createTime: '2026-11-27 00:00:00',
        updateBy: null,
        updateTime: null,
      })
      .execute();
    const limited = await ruleLimitedUser(server, admin, 'rptd_ruled', [
      {
        component: 'online/rptdRules',
        column: 'sex',
        condition: '=',
        value: '2',
      },
    ]);
    expect((await records(id, '', limited.token)).map((r) => r.username)).toEqual(['rptd_b']);
    // The administrator has no rule on that entry.
    expect((await records(id)).map((r) => r.username)).toEqual(
      expect.arrayContaining(['rptd_a', 'rptd_b', 'rptd_c']),
    );
  });
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: report SQL writes its parameters as ${name}.
import type { PageResult, ReportColumnsResult, ReportQueryItem, ReportRecord } from '@hcs/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/core/auth/password.ts';
import { newId } from '../src/core/ids.ts';
import { checkDefinition } from '../src/modules/onlineReport/definition.ts';
import type { ReportItem } from '../src/modules/onlineReport/repo.ts';
import { REPORT_TABLES } from '../src/modules/onlineReport/reportTables.ts';
import { checkReportSql } from '../src/modules/onlineReport/sql/checkReportSql.ts';
import { compileReport } from '../src/modules/onlineReport/sql/compileReport.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

const API = '/online/cgreport/api';
const USER_REPORT = 'rpt_report_user';
const DEPART_REPORT = 'rpt_report_depart';
const OTHER_TENANT = 9;
const OTHER_PASSWORD = 'Other-tenant-2026';

async function addUser(values: {
  username: string;
  realname: string;
  sex?: number;
  status?: number;
  delFlag?: number;
  tenant?: number;
  createTime?: string;
  password?: string;
}) {
  await server.ctx.db.kysely
    .insertInto('sysUser')
    .values({
      id: newId(),
      username: values.username,
      realname: values.realname,
      password: await hashPassword(values.password ?? 'Unused-pass-2026'),
      avatar: null,
      birthday: null,
      sex: values.sex ?? 1,
      email: null,
      phone: `139${values.username.length}${String(Math.random()).slice(2, 9)}`,
      orgCode: 'A01A02',
      status: values.status ?? 1,
      delFlag: values.delFlag ?? 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: 1,
      departIds: null,
      relTenantIds: String(values.tenant ?? 1),
      createBy: 'test',
      createTime: values.createTime ?? '2026-03-01 08:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    await addUser({
      username: `rpt_${n}`,
      realname: `报表测试${n}`,
      sex: i % 3 === 0 ? 2 : 1,
      createTime: `2026-03-${n} 09:00:00`,
    });
  }
  await addUser({ username: 'rpt_frozen', realname: '报表测试冻结', status: 2 });
  await addUser({ username: 'rpt_deleted', realname: '报表测试已删', delFlag: 1 });
  await server.ctx.db.kysely
    .insertInto('sysTenant')
    .values({
      id: OTHER_TENANT,
      name: '外区中心',
      beginDate: null,
      endDate: null,
      status: 1,
      createBy: null,
      createTime: null,
    })
    .execute();
  await addUser({
    username: 'rpt_other',
    realname: '报表测试外租户',
    tenant: OTHER_TENANT,
    password: OTHER_PASSWORD,
  });
});
afterAll(() => server.close());

const data = async (id: string, query: string, token = admin) =>
  server.get<PageResult<ReportRecord>>(`${API}/getData/${id}${query}`, token);

describe('report columns and query info', () => {
  it('gives the columns of a report by code, with its dictionaries', async () => {
    const res = await server.get<ReportColumnsResult>(`${API}/getRpColumns/report_user`, staff);
    expect(res.status).toBe(200);
    const { columns, dictOptions, cgRpConfigId, cgRpConfigName } = res.body.result;
    expect([cgRpConfigId, cgRpConfigName]).toEqual([USER_REPORT, '用户报表']);
    expect(columns.map((c) => [c.dataIndex, c.title])).toEqual([
      ['username', '用户账号'],
      ['realname', '姓名'],
      ['sex', '性别'],
      ['phone', '手机号'],
      ['departName', '部门'],
      ['createTime', '创建时间'],
    ]);
    expect(columns.find((c) => c.dataIndex === 'sex')).toMatchObject({ customRender: 'sex', width: 80 });
    expect(columns.filter((c) => c.sorter).map((c) => c.dataIndex)).toEqual([
      'username',
      'realname',
      'createTime',
    ]);
    expect(dictOptions).toEqual({
      sex: [
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ],
    });
  });

  it('gives the query form of a report by id: single and group modes, dictionary selects', async () => {
    const res = await server.get<ReportQueryItem[]>(`${API}/getQueryInfo/${USER_REPORT}`, staff);
    expect(res.body.result).toEqual([
      { field: 'realname', label: '姓名', mode: 'single', view: 'text', hidden: false },
      { field: 'sex', label: '性别', mode: 'single', view: 'list', dictCode: 'sex', hidden: false },
      { field: 'createTime', label: '创建时间', mode: 'group', view: 'datetime', hidden: false },
    ]);
  });

  it('answers an unknown report with a message, and bad codes with 400', async () => {
    for (const path of [`getRpColumns/nope`, `getQueryInfo/nope`, `getData/nope`]) {
      expect((await server.get(`${API}/${path}`, admin)).body).toMatchObject({
        success: false,
        code: 500,
        message: '报表不存在',
      });
    }
    expect((await server.get(`${API}/getRpColumns/a%20b`, admin)).status).toBe(400);
  });

  it('needs a session', async () => {
    for (const path of [
      `getRpColumns/report_user`,
      `getQueryInfo/${USER_REPORT}`,
      `getData/${USER_REPORT}`,
    ]) {
      expect((await server.get(`${API}/${path}`, null)).status).toBe(401);
      expect((await server.get(`${API}/${path}`, 'forged.token.value')).status).toBe(401);
    }
  });
});

describe('report data', () => {
  it('pages, sorts and filters on the report fields, with dictionary texts and joined names', async () => {
    const first = await data(
      USER_REPORT,
      '?realname=*报表测试*&pageNo=1&pageSize=5&column=username&order=desc',
    );
    expect(first.status).toBe(200);
    expect(first.body.result.total).toBe(12);
    expect(first.body.result.records.map((r) => r.username)).toEqual([
      'rpt_12',
      'rpt_11',
      'rpt_10',
      'rpt_09',
      'rpt_08',
    ]);
    const record = first.body.result.records[0] ?? {};
    expect(Object.keys(record).sort()).toEqual(
      ['createTime', 'departName', 'phone', 'realname', 'sex', 'sex_dictText', 'username'].sort(),
    );
    expect(record).toMatchObject({
      realname: '报表测试12',
      sex: 2,
      sex_dictText: '女',
      departName: '西城服务站',
    });

    const last = await data(
      USER_REPORT,
      '?realname=*报表测试*&pageNo=3&pageSize=5&column=username&order=desc',
    );
    expect(last.body.result.records.map((r) => r.username)).toEqual(['rpt_02', 'rpt_01']);

    // Without a sort of the client, the report's own order applies: create_time desc, then username.
    const own = await data(USER_REPORT, '?realname=*报表测试*&pageSize=3');
    expect(own.body.result.records.map((r) => r.username)).toEqual(['rpt_12', 'rpt_11', 'rpt_10']);

    const women = await data(USER_REPORT, '?realname=*报表测试*&sex=2&column=username&order=asc');
    expect(women.body.result.records.map((r) => r.username)).toEqual([
      'rpt_03',
      'rpt_06',
      'rpt_09',
      'rpt_12',
    ]);

    const range = await data(
      USER_REPORT,
      '?createTime_begin=2026-03-04&createTime_end=2026-03-06&column=createTime&order=asc',
    );
    expect(range.body.result.records.map((r) => r.username)).toEqual(['rpt_04', 'rpt_05', 'rpt_06']);
  });

  it('takes self_ parameters, with the declared default otherwise', async () => {
    const byDefault = await data(USER_REPORT, '?realname=*报表测试冻结*');
    expect(byDefault.body.result.total).toBe(0);
    const frozen = await data(USER_REPORT, '?self_status=2');
    expect(frozen.body.result.records.map((r) => r.username)).toEqual(['rpt_frozen']);
    expect((await data(USER_REPORT, '?self_status=abc')).body).toMatchObject({
      success: false,
      message: '报表参数 status 必须是数字',
    });
    // Undeclared ones are left out (they never reach the query).
    expect((await data(USER_REPORT, '?self_nope=1&self_status=2')).body.result.total).toBe(1);
    expect((await data(USER_REPORT, `?self_status=${'9'.repeat(201)}`)).status).toBe(400);
  });

  it('never shows deleted users (by its SQL) nor users of another tenant (always)', async () => {
    const all = await data(USER_REPORT, '?pageSize=100');
    const names = all.body.result.records.map((r) => r.username);
    expect(names).toContain('admin');
    expect(names).not.toContain('rpt_deleted');
    expect(names).not.toContain('rpt_other');
    const outsider = await server.tokenFor('rpt_other', OTHER_PASSWORD);
    const theirs = await data(USER_REPORT, '?pageSize=100', outsider);
    expect(theirs.body.result.records.map((r) => r.username)).toEqual(['rpt_other']);
  });

  it("shows users' phones whole only to holders of the user-list permission", async () => {
    const whole = await data(USER_REPORT, '?username=rpt_01', admin);
    expect(whole.body.result.records[0]?.phone).toMatch(/^139\d{8}$/);
    const masked = await data(USER_REPORT, '?username=rpt_01', staff);
    expect(masked.body.result.records[0]?.phone).toMatch(/^139\*{4}\d{4}$/);
    const phone = String(whole.body.result.records[0]?.phone);
    expect((await data(USER_REPORT, `?phone=${phone}`, staff)).body.message).toBe('不支持的查询字段: phone');
    expect((await data(USER_REPORT, `?phone=${phone}`, admin)).body.result.total).toBe(1);
  });

  it('refuses sort and filters on anything but the report fields', async () => {
    const refused = async (query: string) => (await data(USER_REPORT, query)).status;
    expect(await refused('?column=phone')).toBe(400);
    expect(await refused('?column=password')).toBe(400);
    expect(await refused('?column=username&order=sideways')).toBe(400);
    expect(await refused('?password=x')).toBe(400);
    expect(await refused('?relTenantIds=9')).toBe(400);
    expect(await refused('?createTime_begin=yesterday')).toBe(400);
    expect((await data(USER_REPORT, '?column=u.password')).body.message).toBe('不支持的排序字段: u.password');
  });

  it('treats hostile values as data', async () => {
    const hostile = encodeURIComponent("' or 1=1 --");
    expect((await data(USER_REPORT, `?realname=${hostile}`)).body.result.total).toBe(0);
    expect((await data(USER_REPORT, `?realname=*${hostile}*`)).body.result.total).toBe(0);
    expect((await data(DEPART_REPORT, `?departName=${hostile}`)).body.result.total).toBe(0);
    expect((await data(USER_REPORT, `?self_status=${encodeURIComponent('1 or 1=1')}`)).status).toBe(400);
    const departs = await data(DEPART_REPORT, '?column=departOrder&order=desc');
    expect(departs.body.result.records[0]).toMatchObject({ orgCategory_dictText: expect.any(String) });
    expect(departs.body.result.records.find((r) => r.orgCode === 'A01A01')).toMatchObject({
      departName: '东城服务站',
      parentName: '助残服务中心',
    });
  });
});

describe('report SQL check', () => {
  const refusal = (text: string) => {
    try {
      checkReportSql(text, REPORT_TABLES);
      return 'accepted';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('accepts one SELECT over registered tables and columns', () => {
    const report = checkReportSql(
      "select u.username, u.realname as name, d.depart_name from sys_user u left join sys_depart d on d.org_code = u.org_code where u.status = ${status} and u.realname like '%${word}%' order by name desc",
      REPORT_TABLES,
    );
    expect(report.outputs.map((o) => o.name)).toEqual(['username', 'name', 'departName']);
    expect(report.params).toEqual(['status', 'word']);
    expect(report.order).toEqual([{ name: 'name', direction: 'desc' }]);
  });

  it('refuses DML, DDL, several statements, comments, subqueries and unregistered names', () => {
    expect(refusal("delete from sys_user where username = 'admin'")).toBe('报表SQL只能是一条SELECT查询语句');
    expect(refusal('update sys_user set status = 2')).toBe('报表SQL只能是一条SELECT查询语句');
    expect(refusal('drop table sys_user')).toBe('报表SQL只能是一条SELECT查询语句');
    expect(refusal('insert into sys_role (id) values (1)')).toBe('报表SQL只能是一条SELECT查询语句');
    expect(refusal('select username from sys_user; delete from sys_user')).toBe(
      '报表SQL只能是一条语句，不能包含分号',
    );
    expect(refusal('select username from sys_user -- ')).toBe('报表SQL不能包含注释');
    expect(refusal('select username /* x */ from sys_user')).toBe('报表SQL不能包含注释');
    expect(refusal('select username from sys_user union select password from sys_user')).toBe(
      '报表SQL不支持 UNION',
    );
    expect(refusal('select username from sys_user where id in (select user_id from sys_session)')).toBe(
      '报表SQL不支持子查询',
    );
    expect(refusal('select u.username from (select * from sys_user) u')).toBe('报表SQL不支持子查询');
    expect(refusal('select username from sys_session')).toBe('报表不允许读取表: sys_session');
    expect(refusal('select password from sys_user')).toBe('报表不允许读取字段: password');
    expect(refusal('select u.username from sys_user u where u.password is not null')).toBe(
      '报表不允许读取字段: sys_user.password',
    );
    expect(refusal('select u.rel_tenant_ids from sys_user u')).toBe(
      '报表不允许读取字段: sys_user.rel_tenant_ids',
    );
    expect(refusal('select * from sys_user')).toBe('报表SQL须列出要查询的字段，不支持 *');
    expect(refusal('select u.* from sys_user u')).toBe('报表SQL须列出要查询的字段，不支持 *');
    expect(refusal('select upper(username) from sys_user')).toBe('报表SQL不支持函数: upper');
    expect(refusal('select count(id) from sys_user')).toBe('报表SQL中的聚合函数 count 须用 AS 指定字段名');
    expect(refusal('select "password" from sys_user')).toBe('报表SQL不支持带引号的表名或字段名');
    expect(refusal('select username from main.sys_user')).toBe('报表SQL不支持指定库名或模式名');
    expect(refusal("select username from sys_user where realname = 'x")).toBe(
      '报表SQL中的字符串缺少结束引号',
    );
    expect(refusal('select id from sys_user u join sys_depart d on u.org_code = d.org_code')).toBe(
      '报表SQL中的字段 id 不明确，请加上表别名',
    );
    expect(refusal('select username, status from sys_user group by username')).toBe(
      '报表SQL的字段 status 须出现在 GROUP BY 中或使用聚合函数',
    );
    expect(refusal('select username from sys_user limit 1')).toBe('报表SQL不支持 LIMIT');
    expect(refusal('select username, realname as username from sys_user')).toBe(
      '报表SQL中的字段名重复: username',
    );
    expect(refusal('select username from sys_user order by phone')).toBe(
      '报表SQL的排序字段须是查询结果中的字段: phone',
    );
    expect(refusal(`select username from sys_user where realname = '${'x'.repeat(1000)}'`)).toBe(
      '报表SQL不能超过1000个字符',
    );
  });

  it('checks the fields and parameters of a report against its SQL', () => {
    const item = (fieldName: string, dictCode: string | null = null) =>
      ({ fieldName, dictCode }) as ReportItem;
    const text = 'select u.username from sys_user u where u.status = ${status}';
    expect(() =>
      checkDefinition(text, [item('username')], [{ paramName: 'status' }], REPORT_TABLES),
    ).not.toThrow();
    expect(() => checkDefinition(text, [item('phone')], [{ paramName: 'status' }], REPORT_TABLES)).toThrow(
      '报表字段 phone 不在报表SQL的查询结果中',
    );
    expect(() => checkDefinition(text, [item('username')], [], REPORT_TABLES)).toThrow(
      '报表参数未定义: status',
    );
    expect(() =>
      checkDefinition(
        text,
        [item('username', "select 'a' as value")],
        [{ paramName: 'status' }],
        REPORT_TABLES,
      ),
    ).toThrow('报表字段 username 的字典编码无效');
  });

  it('binds literals and parameter values, never splicing them into the SQL', () => {
    const report = checkReportSql(
      "select u.username from sys_user u where u.realname = '${name}' and u.status = ${status} and u.sex in (1, 2)",
      REPORT_TABLES,
    );
    const hostile = "x' or '1'='1";
    const compiled = compileReport(report, { name: hostile, status: '1' }, 1).compile(server.ctx.db.kysely);
    expect(compiled.sql).not.toContain(hostile);
    expect(compiled.sql).not.toContain("'1'");
    expect(compiled.parameters).toEqual(expect.arrayContaining([hostile, 1, 2]));
    // The tenant scope of sys_user is part of the query.
    expect(compiled.sql).toContain('rel_tenant_ids');
    // And the built SQL runs.
    return expect(
      sql`${compileReport(report, { name: hostile, status: '1' }, 1)}`.execute(
        server.ctx.db.kysely.withoutPlugins(),
      ),
    ).resolves.toMatchObject({ rows: [] });
  });
});

describe('report SQL with aggregates', () => {
  const refusal = (text: string) => {
    try {
      checkReportSql(text, REPORT_TABLES);
      return 'accepted';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('reads count, sum, avg, min and max with AS names, GROUP BY and HAVING', () => {
    const report = checkReportSql(
      'select u.sex, count(*) as n, count(distinct u.org_code) as orgs, sum(u.status) as s, ' +
        'avg(u.status) as a, min(u.create_time) as first, max(u.realname) as last from sys_user u ' +
        'where u.status = ${status} group by u.sex having count(u.id) > ${least} order by n desc',
      REPORT_TABLES,
    );
    expect(report.outputs.map((o) => [o.name, o.type])).toEqual([
      ['sex', 'number'],
      ['n', 'number'],
      ['orgs', 'number'],
      ['s', 'number'],
      ['a', 'number'],
      ['first', 'datetime'],
      ['last', 'string'],
    ]);
    expect(report.order).toEqual([{ name: 'n', direction: 'desc' }]);
    expect(report.params).toEqual(['status', 'least']);
    const compiled = compileReport(report, { status: '1', least: '3' }, 1).compile(server.ctx.db.kysely);
    // Names are quoted as the server's database quotes them.
    const q = (name: string) => (server.ctx.db.dialect === 'mysql' ? `\`${name}\`` : `"${name}"`);
    expect(compiled.sql).toContain(`group by ${q('u')}.${q('sex')} having`);
    expect(compiled.sql).toContain(`count(distinct ${q('u')}.${q('org_code')})`);
    // Values bound, as numbers where compared with a number (a count included).
    expect(compiled.parameters).toEqual(expect.arrayContaining([1, 3]));
    const pg = compileReport(report, { status: '1', least: '3' }, 1, { dialect: 'postgres' }).compile(
      server.ctx.db.kysely,
    );
    expect(pg.sql).toContain(`cast(avg(${q('u')}.${q('status')}) as double precision)`);
    return expect(
      sql`${compileReport(report, { status: '1', least: '0' }, 1)}`.execute(
        server.ctx.db.kysely.withoutPlugins(),
      ),
    ).resolves.toMatchObject({ rows: expect.any(Array) });
  });

  it('refuses ungrouped fields, aggregates in WHERE, HAVING without grouping and other functions', () => {
    expect(refusal('select u.sex, u.status, count(u.id) as n from sys_user u group by u.sex')).toBe(
      '报表SQL的字段 status 须出现在 GROUP BY 中或使用聚合函数',
    );
    expect(refusal('select u.sex, count(u.id) as n from sys_user u group by u.sex having u.status > 1')).toBe(
      '报表SQL的 HAVING 中的字段 status 须出现在 GROUP BY 中或使用聚合函数',
    );
    expect(refusal('select u.username from sys_user u having u.username = 1')).toBe(
      '报表SQL的 HAVING 须与 GROUP BY 或聚合函数一起使用',
    );
    expect(refusal('select u.sex from sys_user u where max(u.id) > 1 group by u.sex')).toBe(
      '报表SQL的 WHERE 和 ON 条件中不能使用聚合函数，请用 HAVING',
    );
    expect(refusal('select sum(*) as n from sys_user')).toBe('报表SQL不支持 sum(*)，请写出字段');
    expect(refusal('select group_concat(username) as n from sys_user')).toBe(
      '报表SQL不支持函数: group_concat',
    );
    expect(refusal('select count(u.id) as n from sys_user u order by count(u.id)')).toBe(
      '报表SQL不支持函数: count',
    );
  });
});

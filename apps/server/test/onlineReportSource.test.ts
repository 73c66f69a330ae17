// biome-ignore-all lint/suspicious/noTemplateCurlyInString: report SQL writes its parameters as ${name}.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  PageResult,
  ReportColumnsAndData,
  ReportColumnsResult,
  ReportParseSqlResult,
  ReportQueryItem,
  ReportRecord,
  ReportSaveBody,
} from '@hcs/shared';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRunner } from '../src/modules/onlineReport/runner.ts';
import { ReportSources } from '../src/modules/onlineReport/source.ts';
import { exportedCells } from './support/recordScope.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * Online reports over defined data sources (系统管理 → 多数据源): a PostgreSQL database, a MariaDB/MySQL
 * database and a SQLite file in the server's data dir, each with a table of its own, read through the
 * source's catalog, in its dialect, read-only and time-limited.
 */

let server: TestServer;
let admin: string;
let staff: string;

const HEAD = '/online/cgreport/head';
const API = '/online/cgreport/api';
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const MYSQL = { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' };
const SQLITE_FILE = 'reports/source.db';
const suffix = randomBytes(4).toString('hex');
const ORDERS = `rs_${suffix}_orders`;
const BIG = `rs_${suffix}_big`;
const BIG_ROWS = 2000;

/** The orders every source holds: id, name, sex (dictionary sex), amount, created, and two secrets. */
const ROWS: [number, string, number, number, string][] = [
  [1, 'alpha', 1, 10.5, '2026-01-01 08:00:00'],
  [2, 'beta', 2, 20, '2026-01-02 09:00:00'],
  [3, 'gamma', 1, 30.25, '2026-01-03 10:00:00'],
  [4, 'b_d%x', 2, 40, '2026-01-04 11:00:00'],
  [5, 'ka_b', 1, 50, '2026-01-05 12:00:00'],
];
const valuesSql = ROWS.map(
  ([id, name, sex, amount, created]) =>
    `(${id}, '${name}', ${sex}, ${amount}, '${created}', 'pw-${id}', 'tk-${id}')`,
).join(', ');
const INSERT = `insert into ${ORDERS} (id, name, sex, amount, created, pass_word, api_token) values ${valuesSql}`;

interface Source {
  kind: 'postgres' | 'mysql' | 'sqlite';
  code: string;
  definition: () => Record<string, unknown>;
  create(): Promise<void>;
  drop(): Promise<void>;
}

const pgRun = async (statements: string[]) => {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};

const mysqlRun = async (statements: string[]) => {
  const connection = await mysql.createConnection(MYSQL);
  try {
    for (const statement of statements) await connection.query(statement);
  } finally {
    await connection.end();
  }
};

const SOURCES: Source[] = [
  {
    kind: 'postgres',
    code: `rs_pg_${suffix}`,
    definition: () => ({
      dbType: 'postgres',
      host: '127.0.0.1',
      port: 5432,
      dbName: 'test',
      dbUsername: 'postgres',
    }),
    create: () =>
      pgRun([
        `create table ${ORDERS} (id integer primary key, name varchar(50), sex integer, amount numeric(10,2),
          created timestamp, pass_word varchar(50), api_token varchar(50))`,
        INSERT,
        `create table ${BIG} (id integer)`,
        `insert into ${BIG} select generate_series(1, ${BIG_ROWS})`,
      ]),
    drop: () => pgRun([`drop table if exists ${ORDERS}`, `drop table if exists ${BIG}`]),
  },
  {
    kind: 'mysql',
    code: `rs_my_${suffix}`,
    definition: () => ({
      dbType: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      dbName: 'test',
      dbUsername: 'root',
    }),
    create: () =>
      mysqlRun([
        `create table ${ORDERS} (id int primary key, name varchar(50), sex int, amount decimal(10,2),
          created datetime, pass_word varchar(50), api_token varchar(50))`,
        INSERT,
        `create table ${BIG} (id int)`,
        'set session max_recursive_iterations = 100000',
        `insert into ${BIG} (id) with recursive s(n) as (select 1 union all select n + 1 from s where n < ${BIG_ROWS}) select n from s`,
      ]),
    drop: () => mysqlRun([`drop table if exists ${ORDERS}`, `drop table if exists ${BIG}`]),
  },
  {
    kind: 'sqlite',
    code: `rs_lite_${suffix}`,
    definition: () => ({ dbType: 'sqlite', dbName: SQLITE_FILE }),
    create: async () => {
      const dir = join(server.ctx.config.dataDir, 'reports');
      mkdirSync(dir, { recursive: true });
      const file = new SQLite(join(server.ctx.config.dataDir, SQLITE_FILE));
      file.exec(`create table ${ORDERS} (id integer primary key, name varchar(50), sex integer, amount numeric(10,2),
        created datetime, pass_word varchar(50), api_token varchar(50))`);
      file.exec(INSERT);
      file.exec(`create table ${BIG} (id integer)`);
      file.exec(
        `insert into ${BIG} (id) with recursive s(n) as (select 1 union all select n + 1 from s where n < ${BIG_ROWS}) select n from s`,
      );
      file.close();
    },
    drop: async () => {},
  },
];

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

const ORDERS_SQL = `select o.id, o.name, o.sex, o.amount, o.created from ${ORDERS} o where o.amount >= \${least} order by o.id`;

const ordersReport = (code: string, dbSource: string): ReportSaveBody => ({
  head: { code, name: `订单报表${code}`, cgrSql: ORDERS_SQL, dbSource },
  items: [
    item('id', '编号', { fieldType: 'Integer', isOrder: 1 }),
    item('name', '名称', { isSearch: 1 }),
    item('sex', '性别', { fieldType: 'Integer', dictCode: 'sex', isSearch: 1 }),
    item('amount', '金额', { fieldType: 'Double', isOrder: 1 }),
    item('created', '下单时间', { fieldType: 'Datetime', isSearch: 1, searchMode: 'group' }),
  ],
  params: [{ paramName: 'least', paramTxt: '最低金额', paramValue: '0', orderNum: 0 }],
});

const parse = (sqlText: string, dbSource: string | null, token = admin) =>
  server.post<ReportParseSqlResult>(`${HEAD}/parseSql`, { sql: sqlText, dbSource }, token);

const data = async (id: string, query: string) => {
  const res = await server.get<PageResult<ReportRecord>>(`${API}/getData/${id}${query}`, admin);
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result;
};

const addSource = async (code: string, values: Record<string, unknown>) => {
  const res = await server.post('/sys/dataSource/add', { code, name: `报表源${code}`, ...values }, admin);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
};

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off', HCS_REPORT_TIMEOUT_MS: '1500' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  for (const source of SOURCES) {
    await source.create();
    await addSource(source.code, source.definition());
  }
}, 60_000);

afterAll(async () => {
  for (const source of SOURCES) await source.drop().catch(() => undefined);
  await server?.close();
});

describe.each(SOURCES)('a report over a $kind data source', (source) => {
  let id = '';

  it('parses the SQL against the source catalog and saves the report', async () => {
    const parsed = await parse(ORDERS_SQL, source.code);
    expect(parsed.body.success, parsed.body.message).toBe(true);
    expect(parsed.body.result.fields.map((f) => [f.fieldName, f.fieldType])).toEqual([
      ['id', 'Integer'],
      ['name', 'String'],
      ['sex', 'Integer'],
      ['amount', 'Integer'],
      ['created', 'Datetime'],
    ]);
    expect(parsed.body.result.params.map((p) => p.paramName)).toEqual(['least']);

    const added = await server.post<{ id: string }>(
      `${HEAD}/add`,
      ordersReport(`rs_${source.kind}`, source.code),
      admin,
    );
    expect(added.body, added.body.message).toMatchObject({ success: true, message: '添加成功！' });
    id = added.body.result.id;
    const head = await server.get<{ dbSource: string }>(`${HEAD}/queryById?id=${id}`, admin);
    expect(head.body.result.dbSource).toBe(source.code);
  });

  it('runs it with filters, sort, paging, parameters and dictionary text', async () => {
    const all = await data(id, '?pageSize=10');
    expect(all.total).toBe(5);
    expect(all.records[0]).toEqual({
      id: 1,
      name: 'alpha',
      sex: 1,
      sex_dictText: '男',
      amount: 10.5,
      created: '2026-01-01 08:00:00',
    });
    // No secret column ever comes back.
    expect(JSON.stringify(all)).not.toMatch(/pw-|tk-|pass_word|api_token/);

    const men = await data(id, '?sex=1&column=amount&order=desc&pageSize=2&pageNo=1');
    expect([men.total, men.records.map((r) => r.id)]).toEqual([3, [5, 3]]);
    const next = await data(id, '?sex=1&column=amount&order=desc&pageSize=2&pageNo=2');
    expect(next.records.map((r) => r.id)).toEqual([1]);

    // A contains search takes _ and % literally, on every dialect.
    expect((await data(id, `?name=${encodeURIComponent('*a_*')}`)).records.map((r) => r.name)).toEqual([
      'ka_b',
    ]);
    expect((await data(id, `?name=${encodeURIComponent('*_d%*')}`)).records.map((r) => r.name)).toEqual([
      'b_d%x',
    ]);

    const range = await data(id, '?created_begin=2026-01-02&created_end=2026-01-03');
    expect(range.records.map((r) => r.id)).toEqual([2, 3]);
    const least = await data(id, '?self_least=25');
    expect(least.records.map((r) => r.id)).toEqual([3, 4, 5]);
  });

  it('answers its columns, query form and first page like any report', async () => {
    const columns = await server.get<ReportColumnsResult>(`${API}/getRpColumns/rs_${source.kind}`, staff);
    expect(columns.body.result.columns.map((c) => c.dataIndex)).toEqual([
      'id',
      'name',
      'sex',
      'amount',
      'created',
    ]);
    expect(columns.body.result.dictOptions.sex?.map((o) => o.text)).toEqual(
      expect.arrayContaining(['男', '女']),
    );
    const info = await server.get<ReportQueryItem[]>(`${API}/getQueryInfo/${id}`, staff);
    expect(info.body.result.map((q) => [q.field, q.mode])).toEqual([
      ['name', 'single'],
      ['sex', 'single'],
      ['created', 'group'],
    ]);
    const both = await server.get<ReportColumnsAndData>(`${API}/getColumnsAndData/${id}?sex=2`, staff);
    expect(both.body.result.data.records.map((r) => r.name)).toEqual(['beta', 'b_d%x']);
  });

  it('exports the rows with their dictionary text', async () => {
    const cells = await exportedCells(server, admin, `${API}/exportXls/${id}?sex=2`);
    expect(cells).toEqual(expect.arrayContaining(['beta', 'b_d%x', '女', '编号', '金额']));
    expect(cells).not.toContain('alpha');
  });

  it('previews an unsaved SQL on the source, grouped with aggregates', async () => {
    const res = await server.post<PageResult<ReportRecord>>(
      `${HEAD}/preview`,
      {
        sql: `select o.sex, count(*) as n, sum(o.amount) as total, avg(o.amount) as mean from ${ORDERS} o group by o.sex order by o.sex`,
        dbSource: source.code,
      },
      admin,
    );
    expect(res.body.success, res.body.message).toBe(true);
    expect(res.body.result.records).toEqual([
      { sex: 1, n: 3, total: 90.75, mean: 30.25 },
      { sex: 2, n: 2, total: 60, mean: 30 },
    ]);
  });

  it('refuses writes, secret columns and unknown tables, and changes nothing', async () => {
    const refusals = [
      `delete from ${ORDERS}`,
      `update ${ORDERS} set name = 'x'`,
      `select o.id from ${ORDERS} o; delete from ${ORDERS}`,
      `select o.pass_word from ${ORDERS} o`,
      `select o.api_token as t from ${ORDERS} o`,
      'select x.id from rs_no_such_table x',
    ];
    const messages: string[] = [];
    for (const text of refusals) {
      const res = await parse(text, source.code);
      expect(res.body.success, text).toBe(false);
      messages.push(res.body.message);
    }
    expect(messages.slice(3)).toEqual([
      `报表不允许读取字段: ${ORDERS}.pass_word`,
      `报表不允许读取字段: ${ORDERS}.api_token`,
      '报表不允许读取表: rs_no_such_table',
    ]);
    // The built-in tables are not the source's: sys_user is unknown there.
    expect((await parse('select u.username from sys_user u', source.code)).body.message).toBe(
      '报表不允许读取表: sys_user',
    );
    // The source's tables are not the built-in database's either.
    expect((await parse(ORDERS_SQL, null)).body.message).toBe(`报表不允许读取表: ${ORDERS}`);
    const save = await server.post(
      `${HEAD}/add`,
      {
        ...ordersReport(`rs_${source.kind}_bad`, source.code),
        head: {
          code: `rs_${source.kind}_bad`,
          name: '坏',
          cgrSql: `select o.api_token from ${ORDERS} o`,
          dbSource: source.code,
        },
        items: [item('apiToken', 'x')],
        params: [],
      },
      admin,
    );
    expect(save.body).toMatchObject({ success: false, message: `报表不允许读取字段: ${ORDERS}.api_token` });
    expect((await data(id, '?pageSize=10')).total).toBe(5);
  });

  it('runs on a read-only connection: a write that got past the parser would still fail', async () => {
    const runner = reportRunner(server.ctx);
    const sources = new ReportSources(server.ctx, runner);
    const write = sources.use(source.code, (s) =>
      s.read((connection) => sql`delete from ${sql.table(ORDERS)}`.execute(connection.db)),
    );
    await expect(write).rejects.toThrow(/^报表查询失败：.*read[- ]?only/i);
    await runner.close();
    expect((await data(id, '?pageSize=10&sex=1,2')).total).toBe(5);
  });

  it('stops a run over the time limit', async () => {
    const res = await server.post(
      `${HEAD}/preview`,
      {
        sql: `select count(*) as n from ${BIG} a inner join ${BIG} b on 1 = 1 inner join ${BIG} c on 1 = 1`,
        dbSource: source.code,
      },
      admin,
    );
    expect(res.body).toMatchObject({ success: false, message: '报表查询超时' });
  });

  it('designing needs the report design permission; running needs a session', async () => {
    expect((await parse(ORDERS_SQL, source.code, staff)).status).toBe(403);
    expect((await server.get(`${API}/getData/${id}`, null)).status).toBe(401);
  });
});

describe('data source refusals', () => {
  it('refuses an unknown data source', async () => {
    const res = await parse('select o.id from orders o', 'rs_no_such_source');
    expect(res.body).toMatchObject({ success: false, message: '数据源不存在: rs_no_such_source' });
  });

  it('refuses an unreachable source with the driver message, never the password', async () => {
    for (const dbType of ['postgres', 'mysql'] as const) {
      const code = `rs_down_${dbType}_${suffix}`;
      await addSource(code, {
        dbType,
        host: '127.0.0.1',
        port: 1,
        dbName: 'test',
        dbUsername: 'nobody',
        dbPassword: 'Hidden-pw-2026',
      });
      const res = await parse('select o.id from orders o', code);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^数据源连接失败：/);
      expect(res.body.message).not.toContain('Hidden-pw-2026');
    }
    await addSource(`rs_gone_${suffix}`, { dbType: 'sqlite', dbName: 'reports/gone.db' });
    const gone = await parse('select o.id from orders o', `rs_gone_${suffix}`);
    expect(gone.body).toMatchObject({
      success: false,
      message: '数据源连接失败：文件不存在 reports/gone.db',
    });
  });

  it("refuses a SQLite source that is the server's own database", async () => {
    await addSource(`rs_self_${suffix}`, { dbType: 'sqlite', dbName: 'hcs.db' });
    const res = await parse('select u.username from sys_user u', `rs_self_${suffix}`);
    // On PostgreSQL and MySQL the built-in database is no file of the data dir.
    const message = server.ctx.config.dbUrl.startsWith('sqlite:')
      ? '数据源指向系统自身的数据库，请选择内置数据库'
      : '数据源连接失败：文件不存在 hcs.db';
    expect(res.body).toMatchObject({ success: false, message });
  });
});

import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { PageResult } from '@hcs/shared';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/core/auth/secret.ts';
import { PasswordBox } from '../src/modules/dataSource/passwordBox.ts';
import { exportedCells } from './support/recordScope.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface DataSource {
  id: string;
  code: string;
  name: string;
  dbType: string;
  dbType_dictText?: string;
  host: string | null;
  port: number | null;
  dbName: string;
  dbUsername: string | null;
}

const OUTSIDE = 'SQLite 数据库文件必须位于服务器数据目录内，请填写相对于数据目录的路径';
const PG = { dbType: 'postgres', host: '127.0.0.1', port: 5432, dbName: 'test', dbUsername: 'postgres' };
const MYSQL = { dbType: 'mysql', host: '127.0.0.1', port: 3306, dbName: 'test', dbUsername: 'root' };

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  const dir = join(server.ctx.config.dataDir, 'reports');
  mkdirSync(dir, { recursive: true });
  const file = new SQLite(join(dir, 'demo.db'));
  file.exec('create table t (x integer)');
  file.close();
  symlinkSync('/etc', join(server.ctx.config.dataDir, 'escape'));
});
afterAll(() => server.close());

const list = async (query = '') =>
  (await server.get<PageResult<DataSource>>(`/sys/dataSource/list${query}`, admin)).body.result;
const stored = (code: string) =>
  server.ctx.db.kysely
    .selectFrom('sysDataSource')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
const test = (body: object) => server.post('/sys/dataSource/testConnection', body, admin);

describe('data sources', () => {
  it('stores the password sealed and never answers it; an empty password on edit keeps it', async () => {
    const code = `pg_${Date.now()}`;
    const add = await server.post(
      '/sys/dataSource/add',
      { code, name: '本地库', ...PG, dbPassword: 'S3cret-pw' },
      admin,
    );
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });

    const row = await stored(code);
    expect(row.dbPassword).not.toContain('S3cret-pw');
    const box = new PasswordBox(resolveJwtSecret(null, server.ctx.config.dataDir));
    expect(box.open(row.dbPassword ?? '')).toBe('S3cret-pw');
    // Sealed under another secret, it cannot be opened.
    expect(new PasswordBox(new TextEncoder().encode('another-secret')).open(row.dbPassword ?? '')).toBeNull();

    const page = await list(`?code=${code}`);
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      code,
      name: '本地库',
      dbType: 'postgres',
      dbType_dictText: 'PostgreSQL',
      port: 5432,
    });
    expect(JSON.stringify(page)).not.toMatch(/dbPassword|S3cret/);
    const one = await server.get(`/sys/dataSource/queryById?id=${row.id}`, admin);
    expect(JSON.stringify(one.body)).not.toMatch(/dbPassword|S3cret/);

    const edit = await server.put(
      '/sys/dataSource/edit',
      { id: row.id, code, name: '本地库2', ...PG, dbPassword: '' },
      admin,
    );
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const after = await stored(code);
    expect(after.name).toBe('本地库2');
    expect(after.dbPassword).toBe(row.dbPassword);

    await server.put(
      '/sys/dataSource/edit',
      { id: row.id, code, name: '本地库2', ...PG, dbPassword: 'new-pw' },
      admin,
    );
    expect(box.open((await stored(code)).dbPassword ?? '')).toBe('new-pw');

    const dup = await server.post('/sys/dataSource/add', { code, name: '重复', ...PG }, admin);
    expect(dup.body).toMatchObject({ success: false, message: '数据源编码已存在' });

    const del = await server.del(`/sys/dataSource/delete?id=${row.id}`, admin);
    expect(del.body.success).toBe(true);
    expect((await list(`?code=${code}`)).total).toBe(0);
  });

  it('keeps a password as typed, never exports it, and stores no address for a SQLite file', async () => {
    const code = `blank_${Date.now()}`;
    const add = await server.post(
      '/sys/dataSource/add',
      { code, name: '带空格', ...PG, port: '', dbPassword: ' pw with blanks ' },
      admin,
    );
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const row = await stored(code);
    const box = new PasswordBox(resolveJwtSecret(null, server.ctx.config.dataDir));
    expect(box.open(row.dbPassword ?? '')).toBe(' pw with blanks ');
    // An empty port is no port: the driver's default.
    expect(row.port).toBeNull();

    const cells = await exportedCells(server, admin, `/sys/dataSource/exportXls?code=${code}`);
    expect(cells).toContain(code);
    expect(cells).toContain('数据源编码');
    expect(cells.join()).not.toMatch(/密码|pw with blanks|v1\./);
    // Definitions are not imported (they would come without their passwords).
    expect((await server.post('/sys/dataSource/importExcel', {}, admin)).status).toBe(404);

    await server.put(
      '/sys/dataSource/edit',
      { id: row.id, code, name: '改为文件', dbType: 'sqlite', host: 'h', port: 1, dbName: 'reports/demo.db' },
      admin,
    );
    expect(await stored(code)).toMatchObject({
      dbType: 'sqlite',
      host: null,
      port: null,
      dbUsername: null,
      dbPassword: null,
    });
    const missing = await server.get('/sys/dataSource/queryById?id=no-such-id', admin);
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应的数据源' });
  });

  it('refuses bad definitions with a clear message, changing nothing', async () => {
    const code = `bad_${Date.now()}`;
    const cases: [object, string][] = [
      [{ code, name: 'x', dbType: 'postgres', dbName: 'test' }, '请输入主机地址'],
      [{ code, name: 'x', dbType: 'oracle', host: 'h', dbName: 'test' }, '请选择数据库类型'],
      [{ code: 'a b', name: 'x', ...PG }, '数据源编码只能包含字母、数字、下划线和短横线'],
      [{ code, name: 'x', ...PG, port: 70000 }, '端口必须是1到65535之间的整数'],
      [{ code, name: 'x', dbType: 'sqlite', dbName: '../outside.db' }, OUTSIDE],
      [{ code, name: 'x', dbType: 'sqlite', dbName: '/etc/passwd' }, OUTSIDE],
    ];
    for (const [body, message] of cases) {
      const res = await server.post('/sys/dataSource/add', body, admin);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
    }
    expect((await list(`?code=${code}`)).total).toBe(0);
  });

  it('tests connections to PostgreSQL, MariaDB and a SQLite file, reporting the driver’s message', async () => {
    expect((await test(PG)).body).toMatchObject({ success: true, message: '数据库连接成功' });
    expect((await test({ ...MYSQL, dbPassword: '' })).body).toMatchObject({
      success: true,
      message: '数据库连接成功',
    });
    expect((await test({ dbType: 'sqlite', dbName: 'reports/demo.db' })).body).toMatchObject({
      success: true,
      message: '数据库连接成功',
    });

    const wrong = await test({ ...MYSQL, dbPassword: 'wrong-password' });
    expect(wrong.body.success).toBe(false);
    expect(wrong.body.message).toMatch(/^数据库连接失败：.*Access denied/);

    const refused = await test({ ...PG, port: 1 });
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^数据库连接失败：.*ECONNREFUSED/);

    const noDb = await test({ ...PG, dbName: 'no_such_db_hcs' });
    expect(noDb.body.message).toMatch(/^数据库连接失败：.*no_such_db_hcs/);

    expect((await test({ dbType: 'sqlite', dbName: 'reports/missing.db' })).body.message).toBe(
      '数据库连接失败：文件不存在 reports/missing.db',
    );
    for (const dbName of ['../x.db', '/etc/passwd', 'escape/passwd']) {
      expect((await test({ dbType: 'sqlite', dbName })).body).toMatchObject({
        success: false,
        message: OUTSIDE,
      });
    }
  });

  it('tests a saved definition with its stored password when the form leaves it empty', async () => {
    const code = `my_${Date.now()}`;
    await server.post(
      '/sys/dataSource/add',
      { code, name: 'MariaDB', ...MYSQL, dbPassword: 'not-the-password' },
      admin,
    );
    const { id } = await stored(code);
    const failing = await test({ id, ...MYSQL, dbPassword: '' });
    expect(failing.body.message).toMatch(/^数据库连接失败：.*Access denied.*using password: YES/);
    // The stored password goes to the stored address only.
    const elsewhere = await test({ id, ...MYSQL, host: 'localhost', dbPassword: '' });
    expect(elsewhere.body).toMatchObject({
      success: false,
      message: '连接地址已修改，请重新输入密码后再测试',
    });
    // A password typed in the form wins over the stored one (here: root's empty one is not typeable, so a wrong one).
    const typed = await test({ id, ...MYSQL, dbPassword: 'typed-wrong' });
    expect(typed.body.success).toBe(false);
  });

  it('is for holders of the permissions only', async () => {
    expect((await server.get('/sys/dataSource/list', staff)).status).toBe(403);
    expect((await server.post('/sys/dataSource/add', { code: 'x', name: 'x', ...PG }, staff)).status).toBe(
      403,
    );
    expect((await server.post('/sys/dataSource/testConnection', PG, staff)).status).toBe(403);
    expect((await server.post('/sys/dataSource/testConnection', PG, null)).status).toBe(401);
  });
});

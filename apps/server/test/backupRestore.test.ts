import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupLines } from '../src/backup/backupFile.ts';
import { describeTable, listTables, MIGRATION_TABLES } from '../src/backup/catalog.ts';
import { RestoreRefused, restoreBackup } from '../src/backup/restoreBackup.ts';
import { tableRows } from '../src/backup/tableRows.ts';
import { writeBackup } from '../src/backup/writeBackup.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { connect, type Db } from '../src/core/db/connect.ts';
import { MIGRATION_NAMES } from '../src/core/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { startTestServer } from './support/testServer.ts';
import { addTestUser } from './support/testUsers.ts';
import { audienceBody, orderBody } from './support/woFixtures.ts';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The admin's password is changed before the backup: a login with it proves the restored hash is used. */
const RESTORED_ADMIN_PASSWORD = 'Restored-admin-2026';
const BIG = 9_007_199_254_740_993n;
const BLOB = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every table's rows as objects, sorted, and the applied migrations: what must survive a backup. */
interface Contents {
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
}

async function contentsOf(db: Db): Promise<Contents> {
  const plain = db.kysely.withoutPlugins();
  const tables: Contents['tables'] = {};
  for (const name of await listTables(plain, db.dialect)) {
    if (MIGRATION_TABLES.has(name)) continue;
    const table = await describeTable(plain, db.dialect, name);
    const rows: Record<string, unknown>[] = [];
    for await (const row of tableRows(plain, db.dialect, table)) {
      rows.push(Object.fromEntries(table.columns.map((c, i) => [c.name, row[i]])));
    }
    // Text sorts differently by dialect (collations): compare as sets.
    tables[name] = rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    plain,
  );
  return { migrations: rows.map((r) => r.name), tables };
}

async function withDb<T>(url: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = connect(url);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** Runs the command as `npm run backup|restore` does (the CLI on the server's own settings). */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/backup/cli.ts', ...args],
      { cwd: SERVER_DIR, env: { ...process.env, HCS_LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}

const envFor = (database: TestDatabase) => ({ HCS_DB_URL: database.url, HCS_DATA_DIR: database.dataDir });

let source: TestDatabase;
let backupFile: string;
let expected: Contents;
let uploadedPath: string;
let formCode: string;
const databases: TestDatabase[] = [];

async function freshDatabase(dialect: 'sqlite' | 'postgres' | 'mysql'): Promise<TestDatabase> {
  const database = await createTestDatabase(dialect);
  databases.push(database);
  return database;
}

/** A seeded platform with records of every kind: users, a work order, an online form's row with a blob, a file. */
async function seedSource(): Promise<void> {
  source = await freshDatabase('sqlite');
  const server = await startTestServer({ ...envFor(source), HCS_LOGIN_CAPTCHA: 'off' });
  try {
    const admin = await server.tokenFor('admin');
    await addTestUser(server, 'backup_staff', { phone: '13900001111' });
    const audience = await server.post<string>('/wo/audience/add', audienceBody({ name: '备份对象' }), admin);
    expect(audience.body.success, audience.body.message).toBe(true);
    const order = await server.post(
      '/wo/workOrder/add',
      orderBody(audience.body.result, { title: '备份工单' }),
      admin,
    );
    expect(order.body.success, order.body.message).toBe(true);

    const API = '/online/cgform/api';
    const field = (dbFieldName: string, dbType: string, extra: Record<string, unknown> = {}) => ({
      dbFieldName,
      dbFieldTxt: dbFieldName,
      dbType,
      dbLength: 50,
      isShowForm: 1,
      isShowList: 1,
      ...extra,
    });
    const added = await server.post<{ id: string }>(
      `${API}/addAll`,
      {
        head: { tableName: 'bk_visit', tableTxt: '备份表单' },
        fields: [
          field('title', 'string'),
          field('qty', 'int'),
          field('score', 'double'),
          field('visit_date', 'Date'),
          field('note', 'Text'),
          field('photo', 'Blob', { isShowForm: 0, isShowList: 0 }),
        ],
      },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    formCode = added.body.result.id;
    const synced = await server.post(`${API}/doDbSynch/${formCode}/normal`, {}, admin);
    expect(synced.body.success, synced.body.message).toBe(true);
    const record = await server.post<{ id: string }>(
      `${API}/form/${formCode}`,
      { title: '第一次来访', qty: 3, score: 4.25, visitDate: '2026-11-20', note: '多行\n文本' },
      admin,
    );
    expect(record.body.success, record.body.message).toBe(true);
    const plain = server.ctx.db.kysely.withoutPlugins();
    await sql`update ol_bk_visit set photo = ${BLOB}`.execute(plain);
    // An epoch column holding more than a double keeps exactly.
    await sql`insert into sys_captcha (check_key, code, expires_at) values ('backup-big', 'x', ${BIG})`.execute(
      plain,
    );

    const boundary = '----hcs-backup';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\navatar\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="头像.png"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/common/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': admin },
      payload,
    });
    uploadedPath = (uploaded.json() as { message: string }).message;
    expect(existsSync(join(source.dataDir, 'upload', uploadedPath))).toBe(true);

    await server.ctx.db.kysely
      .updateTable('sysUser')
      .set({ password: await hashPassword(RESTORED_ADMIN_PASSWORD) })
      .where('username', '=', 'admin')
      .execute();
  } finally {
    await server.close();
  }
}

/** The restored platform answers as the original: its admin (with the changed password) and records. */
async function expectWorkingPlatform(database: TestDatabase): Promise<void> {
  const server = await startTestServer({ ...envFor(database), HCS_LOGIN_CAPTCHA: 'off' });
  try {
    expect((await server.login('admin', 'Admin-pass-2026')).success).toBe(false);
    const admin = await server.tokenFor('admin', RESTORED_ADMIN_PASSWORD);
    expect((await server.login('backup_staff', 'Demo-pass-2026')).success).toBe(true);
    const orders = await server.get<{ records: { title: string }[] }>(
      '/wo/workOrder/list?title=备份工单',
      admin,
    );
    expect(orders.body.result.records.map((r) => r.title)).toEqual(['备份工单']);
    const form = await server.get<{ records: { title: string }[] }>(
      `/online/cgform/api/getData/${formCode}?pageSize=10`,
      admin,
    );
    expect(form.body.result.records.map((r) => r.title)).toEqual(['第一次来访']);
    const files = await server.get<{ records: { url: string }[] }>('/sys/file/list?pageSize=50', admin);
    expect(files.body.result.records.map((r) => r.url)).toContain(uploadedPath);
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  await seedSource();
  backupFile = join(source.dataDir, 'hcs-backup.jsonl.gz');
  const run = await runCli(['backup', backupFile, '--files'], envFor(source));
  expect(run.out).toContain('备份完成');
  expect(run.code, run.out).toBe(0);
  expected = await withDb(source.url, contentsOf);
}, 120_000);

afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe('backup', () => {
  it('writes a header naming the format, the schema version and the dialect, then every table', async () => {
    const lines = [];
    for await (const line of readBackupLines(backupFile)) lines.push(line);
    expect(lines[0]).toMatchObject({
      format: 'hcs-backup',
      formatVersion: 1,
      dialect: 'sqlite',
      migration: MIGRATION_NAMES[MIGRATION_NAMES.length - 1],
    });
    const tables = lines.flatMap((l) => (!Array.isArray(l) && l && 'table' in l ? [l.table] : []));
    expect(tables.sort()).toEqual(Object.keys(expected.tables).sort());
    expect(tables).toContain('ol_bk_visit');
    expect(lines.at(-1)).toMatchObject({ end: true, files: 1 });
    // Types kept: the blob as bytes, the integer past 2^53 as its digits, nulls as null.
    const visit = expected.tables.ol_bk_visit?.[0];
    expect(visit).toMatchObject({
      photo: { $bin: BLOB.toString('base64') },
      qty: 3,
      score: 4.25,
      note: '多行\n文本',
    });
    expect(visit?.update_by).toBeNull();
    const captcha = expected.tables.sys_captcha?.find((r) => r.check_key === 'backup-big');
    expect(captcha?.expires_at).toEqual({ $int: BIG.toString() });
  });

  it('fails, leaving no file, when the file cannot be written', async () => {
    const file = join(source.dataDir, 'no-such-folder', 'b.jsonl.gz');
    await expect(withDb(source.url, (db) => writeBackup(db, file))).rejects.toThrow(/ENOENT/);
    expect(existsSync(dirname(file))).toBe(false);
  });

  it('says that uploaded files are not in the database unless --files is given', async () => {
    const run = await runCli(['backup', join(source.dataDir, 'no-files.jsonl.gz')], envFor(source));
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('上传的文件不在数据库中');
  });
});

describe('restore', () => {
  it('SQLite → SQLite through the command, files included: the same rows in every table, logins work', async () => {
    const target = await freshDatabase('sqlite');
    const run = await runCli(['restore', backupFile, '--files'], envFor(target));
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('各表行数与备份一致');
    expect(await withDb(target.url, contentsOf)).toEqual(expected);
    expect(readFileSync(join(target.dataDir, 'upload', uploadedPath)).equals(PNG)).toBe(true);
    await expectWorkingPlatform(target);
  });

  /** The suite's own dialect (each database project runs this file): SQLite → it → SQLite. */
  const dialect = (process.env.HCS_TEST_DIALECT ?? 'sqlite') as 'sqlite' | 'postgres' | 'mysql';
  it(`SQLite → ${dialect} → SQLite: the same rows in every table, logins work on each`, async () => {
    const otherTarget = await freshDatabase(dialect);
    await withDb(otherTarget.url, (db) => restoreBackup(db, backupFile, { replace: false, uploadDir: null }));
    expect(await withDb(otherTarget.url, contentsOf)).toEqual(expected);

    const otherBackup = join(source.dataDir, `from-${dialect}.jsonl.gz`);
    await withDb(otherTarget.url, (db) => writeBackup(db, otherBackup));
    const sqliteTarget = await freshDatabase('sqlite');
    const summary = await withDb(sqliteTarget.url, (db) =>
      restoreBackup(db, otherBackup, { replace: false, uploadDir: null }),
    );
    expect(summary.from).toBe(dialect);
    expect(await withDb(sqliteTarget.url, contentsOf)).toEqual(expected);

    await expectWorkingPlatform(otherTarget);
    await expectWorkingPlatform(sqliteTarget);
  }, 180_000); // MariaDB takes its time over the migrations' DDL.
});

describe('refusals', () => {
  const restoreInto = (database: TestDatabase, file: string, replace = false) =>
    withDb(database.url, (db) => restoreBackup(db, file, { replace, uploadDir: null }));
  const tableCount = (database: TestDatabase) =>
    withDb(database.url, async (db) => (await listTables(db.kysely.withoutPlugins(), db.dialect)).length);

  it('refuses a database that is not empty unless told --replace, and replaces it whole when told', async () => {
    const target = await freshDatabase('sqlite');
    await restoreInto(target, backupFile);
    await withDb(target.url, (db) =>
      db.kysely.deleteFrom('sysUser').where('username', '=', 'backup_staff').execute(),
    );
    await expect(restoreInto(target, backupFile)).rejects.toThrow(RestoreRefused);
    await expect(restoreInto(target, backupFile)).rejects.toThrow(/不是空的.*--replace/);
    const run = await runCli(['restore', backupFile], envFor(target));
    expect(run.code).toBe(1);
    expect(run.out).toContain('--replace');
    await restoreInto(target, backupFile, true);
    expect(await withDb(target.url, contentsOf)).toEqual(expected);
  });

  it('refuses what is not a whole backup, leaving the database untouched', async () => {
    const target = await freshDatabase('sqlite');
    const bad = (name: string, data: Buffer) => {
      const file = join(target.dataDir, name);
      writeFileSync(file, data);
      return file;
    };
    const original = readFileSync(backupFile);
    const text = gunzipSync(original).toString();
    const flipped = Buffer.from(original);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    const cases: [string, RegExp][] = [
      [join(target.dataDir, 'missing.gz'), /不存在/],
      [bad('plain.txt', Buffer.from('hello, not a backup\n')), /不是 HCS 备份文件/],
      [bad('other.gz', gzipSync('{"some":"json"}\n')), /不是 HCS 备份文件/],
      [bad('cut.gz', original.subarray(0, Math.floor(original.length / 2))), /不完整|损坏/],
      [bad('flipped.gz', flipped), /损坏|不完整/],
      [bad('no-end.gz', gzipSync(text.split('\n').slice(0, -2).join('\n'))), /不完整/],
      [
        bad(
          'bad-count.gz',
          gzipSync(text.replace(/"tableEnd":"sys_user","rows":\d+/, '"tableEnd":"sys_user","rows":99')),
        ),
        /sys_user/,
      ],
    ];
    for (const [file, message] of cases) {
      await expect(restoreInto(target, file), file).rejects.toThrow(message);
    }
    expect(await tableCount(target)).toBe(0);
  });

  it('refuses a backup from a newer schema than this code knows', async () => {
    const target = await freshDatabase('sqlite');
    const lines = gunzipSync(readFileSync(backupFile)).toString().split('\n');
    const header = JSON.parse(lines[0] as string) as { migration: string; migrations: string[] };
    header.migrations.push('9999_from_the_future');
    header.migration = '9999_from_the_future';
    const newer = join(target.dataDir, 'newer.jsonl.gz');
    writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(restoreInto(target, newer)).rejects.toThrow(
      /更新的程序版本.*9999_from_the_future.*请先升级程序/,
    );
    expect(await tableCount(target)).toBe(0);
  });

  it('refuses a backup format version it does not read', async () => {
    const target = await freshDatabase('sqlite');
    const lines = gunzipSync(readFileSync(backupFile)).toString().split('\n');
    const header = { ...(JSON.parse(lines[0] as string) as Record<string, unknown>), formatVersion: 2 };
    const file = join(target.dataDir, 'v2.jsonl.gz');
    writeFileSync(file, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(restoreInto(target, file)).rejects.toThrow(/格式版本 2/);
  });
});

import { sql } from 'kysely';
import type { Db } from '../core/db/connect.ts';
import { migrateTo } from '../core/db/migrate.ts';
import { BackupFileError, decodeValue, readBackupLines, type TableStart } from './backupFile.ts';
import { describeTable, dropAllTables, listTables, MIGRATION_TABLES, type PlainDb } from './catalog.ts';
import { checkBackup } from './checkBackup.ts';
import { createOnlineTable, isOnlineTable } from './onlineTables.ts';
import { UploadFileSink } from './uploadFiles.ts';

export interface RestoreOptions {
  /** Drop everything the target holds first; without it a target with any table is refused. */
  replace: boolean;
  /** Where the backup's uploaded files go (restore --files); null leaves them out. */
  uploadDir: string | null;
}

export interface RestoreSummary {
  migration: string;
  /** The dialect the backup was taken on. */
  from: string;
  tables: Record<string, number>;
  rows: number;
  /** Files written into the upload folder, and files the backup holds that were left out (no --files). */
  files: number;
  filesLeftOut: number;
}

/** Refusals the operator can act on (not empty, wrong version, …), told as they are. */
export class RestoreRefused extends Error {}

/** At most this many values in one INSERT: under every dialect's limit of bound parameters. */
const VALUES_PER_INSERT = 10_000;
const ROWS_PER_INSERT = 500;

async function insertRows(db: PlainDb, table: TableStart, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  const values = sql.join(rows.map((row) => sql`(${sql.join(row.map((v) => sql`${v}`))})`));
  await db
    .transaction()
    .execute((trx) => sql`insert into ${sql.id(table.table)} (${columns}) values ${values}`.execute(trx));
}

/** Creates the tables the schema at the backup's version lacks: only 在线表单's own may be among them. */
async function prepareTable(db: Db, plain: PlainDb, existing: Set<string>, table: TableStart): Promise<void> {
  if (existing.has(table.table)) {
    const have = new Set((await describeTable(plain, db.dialect, table.table)).columns.map((c) => c.name));
    const missing = table.columns.filter((c) => !have.has(c));
    if (missing.length > 0) {
      throw new RestoreRefused(`表 ${table.table} 缺少备份中的列：${missing.join(', ')}`);
    }
    return;
  }
  if (!isOnlineTable(table.table) || !table.online) {
    throw new RestoreRefused(
      `备份中的表 ${table.table} 既不属于该版本的数据库结构，也不是在线表单的表，无法重建`,
    );
  }
  await createOnlineTable(plain, db.dialect, table.table, table.online, table.primaryKey);
  existing.add(table.table);
}

/**
 * Restores `file` into the database: checks the whole file first, refuses a target that holds any table
 * unless told to replace it, migrates the target to the backup's schema version (the server migrates on
 * from there at its next start), empties what the migrations seeded, creates the online forms' tables,
 * writes every table's rows in batches, one transaction each, and compares every table's count at the end.
 */
export async function restoreBackup(db: Db, file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const checked = await checkBackup(file);
  const plain = db.kysely.withoutPlugins();
  const present = await listTables(plain, db.dialect);
  if (present.length > 0) {
    if (!options.replace) {
      throw new RestoreRefused(
        `目标数据库不是空的（已有 ${present.length} 张表）。恢复将删除其中的全部表和数据：确认无误后加 --replace 重新运行`,
      );
    }
    await dropAllTables(plain, db.dialect);
  }
  await migrateTo(db.kysely, checked.header.migration);

  const existing = new Set(await listTables(plain, db.dialect));
  // The migrations seed menus, dictionaries and the like: the backup's rows replace them.
  await plain.transaction().execute(async (trx) => {
    for (const table of existing) {
      if (!MIGRATION_TABLES.has(table)) await sql`delete from ${sql.id(table)}`.execute(trx);
    }
  });

  const sink = options.uploadDir ? new UploadFileSink(options.uploadDir) : null;
  let table: TableStart | null = null;
  let batch: unknown[][] = [];
  let batchRows = ROWS_PER_INSERT;
  let files = 0;
  for await (const line of readBackupLines(file)) {
    if (Array.isArray(line)) {
      batch.push(line.map(decodeValue));
      if (batch.length >= batchRows && table) {
        await insertRows(plain, table, batch);
        batch = [];
      }
    } else if ('table' in line) {
      table = line;
      batchRows = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(VALUES_PER_INSERT / line.columns.length)));
      await prepareTable(db, plain, existing, line);
    } else if ('tableEnd' in line && table) {
      await insertRows(plain, table, batch);
      batch = [];
      table = null;
    } else if ('file' in line && sink) {
      await sink.start(line.file, line.size);
      files += 1;
    } else if ('chunk' in line && sink) {
      await sink.write(line.chunk);
    }
  }
  await sink?.finish();

  const tables: Record<string, number> = {};
  let rows = 0;
  for (const { start, rows: expected } of checked.tables) {
    const { rows: counted } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.id(start.table)}`.execute(plain);
    const actual = Number(counted[0]?.n ?? -1);
    if (actual !== expected) {
      throw new BackupFileError(`恢复后表 ${start.table} 有 ${actual} 行，备份中有 ${expected} 行`);
    }
    tables[start.table] = actual;
    rows += actual;
  }
  return {
    migration: checked.header.migration,
    from: checked.header.dialect,
    tables,
    rows,
    files,
    filesLeftOut: sink ? 0 : checked.files,
  };
}

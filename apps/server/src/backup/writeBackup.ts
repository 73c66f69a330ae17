import { sql } from 'kysely';
import type { Db } from '../core/db/connect.ts';
import { readColumns } from '../modules/onlineForm/design/catalog.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupFileError, BackupWriter } from './backupFile.ts';
import { beginSnapshot, describeTable, listTables, MIGRATION_TABLES } from './catalog.ts';
import { isOnlineTable } from './onlineTables.ts';
import { tableRows } from './tableRows.ts';
import { writeUploadFiles } from './uploadFiles.ts';

export interface BackupSummary {
  migration: string;
  /** Rows per table, by table name. */
  tables: Record<string, number>;
  rows: number;
  files: number;
}

/**
 * Writes every table of the database (the ones 在线表单 created included) into `file`, all as of one
 * moment, while the server goes on serving; with `uploadDir`, the uploaded files too.
 */
export async function writeBackup(
  db: Db,
  file: string,
  uploadDir: string | null = null,
): Promise<BackupSummary> {
  const writer = new BackupWriter(file);
  try {
    const summary = await db.kysely.connection().execute(async (connection) => {
      const conn = connection.withoutPlugins();
      await beginSnapshot(db.dialect).execute(conn);
      try {
        const all = await listTables(conn, db.dialect);
        if (!all.includes('kysely_migration')) {
          throw new BackupFileError('数据库尚未初始化（没有迁移记录），没有可备份的内容');
        }
        const { rows: applied } = await sql<{
          name: string;
        }>`select name from kysely_migration order by name`.execute(conn);
        const migrations = applied.map((r) => r.name);
        const migration = migrations[migrations.length - 1] ?? '';
        await writer.write({
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          dialect: db.dialect,
          migration,
          migrations,
        });
        const tables: Record<string, number> = {};
        let total = 0;
        for (const name of all.filter((t) => !MIGRATION_TABLES.has(t))) {
          const table = await describeTable(conn, db.dialect, name);
          await writer.write({
            table: name,
            columns: table.columns.map((c) => c.name),
            primaryKey: table.primaryKey,
            ...(isOnlineTable(name) ? { online: await readColumns(conn, db.dialect, name) } : {}),
          });
          let count = 0;
          for await (const row of tableRows(conn, db.dialect, table)) {
            await writer.write(row);
            count += 1;
          }
          await writer.write({ tableEnd: name, rows: count });
          tables[name] = count;
          total += count;
        }
        return { migration, tables, rows: total };
      } finally {
        await sql`commit`.execute(conn);
      }
    });
    const files = uploadDir ? await writeUploadFiles(writer, uploadDir) : 0;
    await writer.write({ end: true, tables: Object.keys(summary.tables).length, rows: summary.rows, files });
    await writer.finish();
    return { ...summary, files };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

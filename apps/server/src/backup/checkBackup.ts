import { MIGRATION_NAMES } from '../core/db/migrate.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  type BackupHeader,
  type BackupLine,
  decodeValue,
  readBackupLines,
  type TableStart,
} from './backupFile.ts';

export interface CheckedBackup {
  header: BackupHeader;
  tables: { start: TableStart; rows: number }[];
  files: number;
}

const isObject = (line: BackupLine): line is Exclude<BackupLine, unknown[]> =>
  typeof line === 'object' && line !== null && !Array.isArray(line);

const corrupt = (what: string) => new BackupFileError(`备份文件已损坏：${what}`);

function checkHeader(line: BackupLine | undefined): BackupHeader {
  if (!line || !isObject(line) || !('format' in line) || line.format !== BACKUP_FORMAT) {
    throw new BackupFileError('不是 HCS 备份文件（没有备份文件头）');
  }
  if (line.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `备份文件格式版本 ${String(line.formatVersion)} 无法识别（本程序读取版本 ${BACKUP_FORMAT_VERSION}），请使用生成它的程序版本恢复`,
    );
  }
  if (!Array.isArray(line.migrations) || typeof line.migration !== 'string') throw corrupt('文件头不完整');
  const unknown = line.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0 || !MIGRATION_NAMES.includes(line.migration)) {
    throw new BackupFileError(
      `备份来自更新的程序版本（数据库版本 ${line.migration}，本程序只认识到 ${MIGRATION_NAMES[MIGRATION_NAMES.length - 1]}），请先升级程序再恢复`,
    );
  }
  return line;
}

/**
 * Reads the whole file once before anything is written: the header, every table's rows against its
 * columns and count, every file's data, and the closing line. A file that is not a backup, is cut short,
 * is corrupt, or comes from a newer schema is refused here, with the target untouched.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const lines = readBackupLines(file);
  const first = await lines.next();
  const header = checkHeader(first.done ? undefined : first.value);
  const tables: CheckedBackup['tables'] = [];
  let table: { start: TableStart; rows: number } | null = null;
  let files = 0;
  let ended = false;
  for await (const line of lines) {
    if (ended) throw corrupt('结束标记之后还有内容');
    if (Array.isArray(line)) {
      if (!table) throw corrupt('数据行不属于任何表');
      if (line.length !== table.start.columns.length)
        throw corrupt(`表 ${table.start.table} 的数据行列数不符`);
      for (const value of line) decodeValue(value);
      table.rows += 1;
    } else if (!isObject(line)) {
      throw corrupt('无法识别的行');
    } else if ('table' in line) {
      if (table) throw corrupt(`表 ${table.start.table} 没有结束标记`);
      if (typeof line.table !== 'string' || !Array.isArray(line.columns)) throw corrupt('表头不完整');
      table = { start: line, rows: 0 };
    } else if ('tableEnd' in line) {
      if (!table || line.tableEnd !== table.start.table) throw corrupt('表结束标记与表头不符');
      if (line.rows !== table.rows) {
        throw corrupt(`表 ${table.start.table} 应有 ${line.rows} 行，实有 ${table.rows} 行`);
      }
      tables.push(table);
      table = null;
    } else if ('file' in line) {
      files += 1;
    } else if ('end' in line) {
      if (table) throw corrupt(`表 ${table.start.table} 没有结束标记`);
      if (line.tables !== tables.length || line.files !== files) throw corrupt('结束标记中的数量与内容不符');
      ended = true;
    } else if (!('chunk' in line)) {
      throw corrupt('无法识别的行');
    }
  }
  if (!ended) throw new BackupFileError('备份文件不完整（没有结束标记），可能在备份过程中被中断');
  return { header, tables, files };
}

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import type { ColumnShape } from '../modules/onlineForm/design/catalog.ts';

/**
 * The backup file: gzip'd JSON lines, readable by any dialect.
 *
 *   {"format":"hcs-backup","formatVersion":1,"dialect":…,"migration":…,"migrations":[…],"createdAt":…}
 *   {"table":"sys_user","columns":[…],"primaryKey":[…]}        one per table, then its rows:
 *   ["id…","admin",…]                                           one JSON array per row, in column order
 *   {"tableEnd":"sys_user","rows":2}
 *   {"file":"avatar/20260101/a_….png","size":123}              with --files: each upload, then its data
 *   {"chunk":"<base64>"}                                        in pieces of at most 1 MiB
 *   {"end":true,"tables":61,"rows":1234,"files":0}              last line: the file is complete
 *
 * Values are JSON's own except: binary {"$bin":"<base64>"}, integers beyond ±2^53 {"$int":"<digits>"},
 * NaN and infinities {"$num":"NaN"}. Online form tables carry their column shape ("online").
 */

export const BACKUP_FORMAT = 'hcs-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  dialect: string;
  /** The newest migration applied to the backed-up database: its schema version. */
  migration: string;
  migrations: string[];
}

export interface TableStart {
  table: string;
  columns: string[];
  primaryKey: string[];
  /** An online form's table (ol_*): its columns, to create it on restore. */
  online?: ColumnShape[];
}

export interface TableEnd {
  tableEnd: string;
  rows: number;
}

export interface FileStart {
  file: string;
  size: number;
}

export interface FileChunk {
  chunk: string;
}

export interface BackupEnd {
  end: true;
  tables: number;
  rows: number;
  files: number;
}

export type BackupValue =
  | string
  | number
  | boolean
  | null
  | { $bin: string }
  | { $int: string }
  | { $num: string };
export type Row = BackupValue[];

export type BackupLine = BackupHeader | TableStart | TableEnd | FileStart | FileChunk | BackupEnd | Row;

/** Thrown for anything wrong with the file itself; the message is for the operator. */
export class BackupFileError extends Error {}

/** A value as read from a database, made JSON. Integer columns arrive as their exact text. */
export function encodeValue(value: unknown, integerColumn: boolean, where: string): BackupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (integerColumn && /^-?\d+$/.test(value)) {
      const n = Number(value);
      return Number.isSafeInteger(n) ? n : { $int: value };
    }
    return value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $num: String(value) };
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : { $int: value.toString() };
  }
  if (value instanceof Uint8Array) return { $bin: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  throw new BackupFileError(`${where} 的值无法备份（${Object.prototype.toString.call(value)}）`);
}

/** A backup value as it is written into a database. */
export function decodeValue(value: unknown): string | number | boolean | null | bigint | Buffer {
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return value;
  }
  if (typeof value === 'object') {
    const tagged = value as Record<string, unknown>;
    if (typeof tagged.$bin === 'string') return Buffer.from(tagged.$bin, 'base64');
    if (typeof tagged.$int === 'string' && /^-?\d+$/.test(tagged.$int)) return BigInt(tagged.$int);
    if (typeof tagged.$num === 'string') return Number(tagged.$num);
  }
  throw new BackupFileError('备份文件已损坏：无法识别的值');
}

/**
 * Writes lines to `<file>.partial` and renames it to `file` once complete, so a failed backup never
 * leaves something that looks like a backup.
 */
export class BackupWriter {
  private readonly gzip = createGzip();
  /** Settles when the file is complete, or rejects with the first failure of the gzip or the file. */
  private readonly done: Promise<void>;
  private readonly partial: string;

  constructor(private readonly file: string) {
    this.partial = `${file}.partial`;
    this.done = pipeline(this.gzip, createWriteStream(this.partial));
    // Awaited by write() and finish(); until then a failure must not count as unhandled.
    this.done.catch(() => {});
  }

  /** Writes one line, waiting when the file is behind; rejects once the file has failed. */
  async write(line: BackupLine): Promise<void> {
    if (this.gzip.destroyed) await this.done;
    if (!this.gzip.write(`${JSON.stringify(line)}\n`))
      await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async finish(): Promise<void> {
    this.gzip.end();
    await this.done;
    await rename(this.partial, this.file);
  }

  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => {});
    await rm(this.partial, { force: true });
  }
}

function parseLine(text: string, number: number): BackupLine {
  try {
    return JSON.parse(text) as BackupLine;
  } catch {
    throw new BackupFileError(`备份文件已损坏：第 ${number} 行不是合法的 JSON`);
  }
}

/** The file's lines, parsed; a file that is not gzip, is cut short or fails its checksum is refused. */
export async function* readBackupLines(file: string): AsyncGenerator<BackupLine> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let number = 0;
  const input = createGunzip();
  // pipeline() hands a failure of the file (ENOENT, EISDIR) on to the gunzip stream read below.
  pipeline(createReadStream(file), input).catch(() => {});
  try {
    for await (const chunk of input) {
      const lines = (pending + decoder.write(chunk as Buffer)).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        number += 1;
        yield parseLine(line, number);
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') throw new BackupFileError(`备份文件不存在：${file}`);
    if (code === 'Z_DATA_ERROR') throw new BackupFileError('不是 HCS 备份文件，或文件已损坏（无法解压）');
    if (code === 'Z_BUF_ERROR') throw new BackupFileError('备份文件不完整（文件被截断）');
    throw error;
  } finally {
    input.destroy();
  }
  pending += decoder.end();
  if (pending.length > 0) {
    number += 1;
    yield parseLine(pending, number);
  }
}

import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { containedPath } from '../core/storage/containedPath.ts';
import { BackupFileError, type BackupWriter } from './backupFile.ts';

/** Uploads still being received: never part of a backup. */
const STAGING = '.staging';
const CHUNK = 1024 * 1024;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: { code?: string }) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith(`${STAGING}/`))
    .sort();
}

/** backup --files: every file of the local upload folder, each followed by its data. */
export async function writeUploadFiles(writer: BackupWriter, root: string): Promise<number> {
  const paths = await filesUnder(root);
  for (const path of paths) {
    const full = join(root, path);
    await writer.write({ file: path, size: (await stat(full)).size });
    for await (const chunk of createReadStream(full, { highWaterMark: CHUNK })) {
      await writer.write({ chunk: (chunk as Buffer).toString('base64') });
    }
  }
  return paths.length;
}

/** restore --files: writes the backup's files into the local upload folder, one at a time. */
export class UploadFileSink {
  private handle: FileHandle | null = null;
  private path = '';
  private expected = 0;
  private written = 0;

  constructor(private readonly root: string) {}

  async start(path: string, size: number): Promise<void> {
    await this.finish();
    const full = containedPath(this.root, path);
    if (!full) throw new BackupFileError(`备份文件已损坏：文件路径不合法（${path}）`);
    await mkdir(dirname(full), { recursive: true });
    this.handle = await open(full, 'w');
    this.path = path;
    this.expected = size;
    this.written = 0;
  }

  async write(base64: string): Promise<void> {
    if (!this.handle) throw new BackupFileError('备份文件已损坏：文件数据没有所属的文件');
    const data = Buffer.from(base64, 'base64');
    await this.handle.write(data);
    this.written += data.length;
  }

  async finish(): Promise<void> {
    if (!this.handle) return;
    await this.handle.close();
    this.handle = null;
    if (this.written !== this.expected) {
      throw new BackupFileError(
        `备份文件已损坏：文件 ${this.path} 应有 ${this.expected} 字节，实有 ${this.written}`,
      );
    }
  }
}

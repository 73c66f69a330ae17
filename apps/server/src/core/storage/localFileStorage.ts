import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { containedPath } from './containedPath.ts';
import type { FileStorage, OpenedFile } from './fileStorage.ts';
import { storedFileName } from './storedName.ts';

/** Files in a folder of the server's disk (HCS_UPLOAD_DIR). */
export class LocalFileStorage implements FileStorage {
  readonly type = 'local';

  constructor(private readonly root: string) {}

  private locate(path: string): string {
    const full = containedPath(this.root, path);
    if (!full) throw new Error(`path outside the storage: ${path}`);
    return full;
  }

  async save(folder: string, originalName: string, data: Readable | Buffer) {
    const path = `${folder}/${storedFileName(originalName)}`;
    const full = this.locate(path);
    await mkdir(dirname(full), { recursive: true });
    // `wx`: a name is never reused, even if the random part ever repeated.
    const file = createWriteStream(full, { flags: 'wx' });
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, file);
    } catch (error) {
      // Data that fails at once fails before the file is even open; removing it before the stream has
      // closed would leave the file that the open creates afterwards.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await rm(full, { force: true });
      throw error;
    }
    return { path, size: (await stat(full)).size };
  }

  async move(path: string, folder: string): Promise<string> {
    const name = path.split('/').pop() ?? '';
    const target = `${folder}/${name}`;
    const full = this.locate(target);
    await mkdir(dirname(full), { recursive: true });
    // Stored names carry 128 random bits, so the target is never an existing file.
    await rename(this.locate(path), full);
    return target;
  }

  async open(path: string): Promise<OpenedFile | null> {
    const full = containedPath(this.root, path);
    if (!full) return null;
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(full), size: info.size };
  }

  async exists(path: string): Promise<boolean> {
    const full = containedPath(this.root, path);
    if (!full) return false;
    return (await stat(full).catch(() => null))?.isFile() ?? false;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async remove(path: string): Promise<void> {
    const full = containedPath(this.root, path);
    if (full) await rm(full, { force: true });
  }

  close(): void {}
}

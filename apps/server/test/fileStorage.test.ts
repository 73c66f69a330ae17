import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/core/storage/fileStorage.ts';
import { LocalFileStorage } from '../src/core/storage/localFileStorage.ts';
import { S3FileStorage } from '../src/core/storage/s3FileStorage.ts';
import { type S3TestServer, startS3Server } from './support/s3Server.ts';

/** A backend under test, and every path it holds (read around the storage, to see what is left). */
interface Backend {
  storage: FileStorage;
  stored(): Promise<string[]>;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const root = mkdtempSync(join(tmpdir(), 'hcs-storage-'));
  return {
    storage: new LocalFileStorage(root),
    stored: async () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server: S3TestServer = await startS3Server();
  const storage = new S3FileStorage(server.config);
  const reader = new S3Client({
    endpoint: server.config.endpoint,
    region: server.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.config.accessKey, secretAccessKey: server.config.secretKey },
  });
  return {
    storage,
    stored: async () => {
      const answer = await reader.send(new ListObjectsV2Command({ Bucket: server.config.bucket }));
      return (answer.Contents ?? []).map((object) => object.Key ?? '');
    },
    close: async () => {
      storage.close();
      reader.destroy();
      await server.stop();
    },
  };
}

/** Data that yields `chunks` and then fails with `error`. */
function failingData(chunks: Buffer[], error: Error): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield chunk;
      throw error;
    })(),
  );
}

async function read(storage: FileStorage, path: string): Promise<{ size: number; data: Buffer } | null> {
  const file = await storage.open(path);
  return file ? { size: file.size, data: await buffer(file.stream) } : null;
}

const MB = 1024 * 1024;

describe.each([
  ['local', localBackend],
  ['s3 (s3rver)', s3Backend],
])('file storage contract: %s', (_name, create) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await create();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it('saves a stream under a new server-chosen name in the folder, and opens it with its size', async () => {
    const data = Buffer.from('first file\n');
    const saved = await storage.save('avatar/20260101', 'my photo.png', Readable.from([data]));
    expect(saved.path).toMatch(/^avatar\/20260101\/my_photo_[0-9a-f]{32}\.png$/);
    expect(saved.size).toBe(data.length);
    expect(await read(storage, saved.path)).toEqual({ size: data.length, data });
    expect(await storage.exists(saved.path)).toBe(true);
    const again = await storage.save('avatar/20260101', 'my photo.png', data);
    expect(again.path).not.toBe(saved.path);
  });

  it('streams a file larger than one S3 part (multipart) and keeps a Chinese name readable', async () => {
    const chunk = Buffer.alloc(MB, 0x5a);
    chunk.write('start');
    const chunks = Array.from({ length: 6 }, (_, i) => Buffer.concat([Buffer.from(`part ${i}`), chunk]));
    const whole = Buffer.concat(chunks);
    const saved = await storage.save('temp/20260102', '服务 照片.jpg', Readable.from(chunks));
    expect(saved.path).toMatch(/^temp\/20260102\/服务_照片_[0-9a-f]{32}\.jpg$/);
    expect(saved.size).toBe(whole.length);
    const opened = await read(storage, saved.path);
    expect(opened?.size).toBe(whole.length);
    expect(opened?.data.equals(whole)).toBe(true);
  });

  it('moves a file into another folder, keeping its name; the old path is gone', async () => {
    const data = Buffer.from('to be moved');
    const saved = await storage.save('.staging', '附件.txt', data);
    const moved = await storage.move(saved.path, 'notice/20260103');
    expect(moved).toBe(`notice/20260103/${saved.path.split('/').pop()}`);
    expect(await storage.exists(saved.path)).toBe(false);
    expect(await read(storage, saved.path)).toBeNull();
    expect(await read(storage, moved)).toEqual({ size: data.length, data });
  });

  it('removes a file; removing what is not there is no error', async () => {
    const saved = await storage.save('temp', 'gone.txt', Buffer.from('x'));
    await storage.remove(saved.path);
    expect(await storage.exists(saved.path)).toBe(false);
    expect(await storage.open(saved.path)).toBeNull();
    await expect(storage.remove(saved.path)).resolves.toBeUndefined();
    await expect(storage.remove('temp/never_0123456789abcdef0123456789abcdef.txt')).resolves.toBeUndefined();
  });

  it('a stream that fails leaves nothing behind, and its own error is what save rejects with', async () => {
    const before = await backend.stored();
    const refusal = new Error('content refused');
    await expect(storage.save('fail', 'a.txt', failingData([], refusal))).rejects.toBe(refusal);
    await expect(storage.save('fail', 'b.txt', failingData([Buffer.alloc(1000, 1)], refusal))).rejects.toBe(
      refusal,
    );
    // Past one part: on S3 a multipart upload has begun and must be aborted.
    const big = Array.from({ length: 7 }, () => Buffer.alloc(MB, 2));
    await expect(storage.save('fail', 'c.bin', failingData(big, refusal))).rejects.toBe(refusal);
    expect(await backend.stored()).toEqual(before);
  });

  it('refuses unclean paths: nothing is written, read or removed outside the storage', async () => {
    const before = await backend.stored();
    for (const folder of ['../escape', '/abs', 'a/../../b', 'a//b', 'C:', 'a\\b', './a']) {
      await expect(storage.save(folder, 'x.txt', Buffer.from('x')), folder).rejects.toThrow();
    }
    const kept = await storage.save('temp', 'kept.txt', Buffer.from('kept'));
    await expect(storage.move(kept.path, '../outside')).rejects.toThrow();
    await expect(storage.move('../etc/passwd', 'temp')).rejects.toThrow();
    for (const path of ['../etc/passwd', '/etc/passwd', 'temp/../../x', 'temp//kept.txt', '', 'a\0b']) {
      expect(await storage.open(path), path).toBeNull();
      expect(await storage.exists(path), path).toBe(false);
      await expect(storage.remove(path), path).resolves.toBeUndefined();
    }
    expect(await storage.exists(kept.path)).toBe(true);
    expect((await backend.stored()).sort()).toEqual([...before, kept.path].sort());
  });
});

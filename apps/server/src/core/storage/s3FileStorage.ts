import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../../config.ts';
import { isCleanPath } from './containedPath.ts';
import type { FileStorage, OpenedFile } from './fileStorage.ts';
import { storedFileName } from './storedName.ts';

/** The SDK's "no such object" answers: GetObject's NoSuchKey, HeadObject's bare 404. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** `bucket/key` with each key segment URL-encoded, as CopyObject's CopySource wants it. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Files in a bucket of an S3-compatible store (AWS S3, MinIO, Ceph, …). Keys are the storage's relative
 * paths. An upload streams through a multipart upload (5 MB parts, two at a time in memory).
 */
export class S3FileStorage implements FileStorage {
  readonly type = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
      // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by many S3-compatible
      // servers; checksums are sent and checked only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(path: string): string {
    if (!isCleanPath(path)) throw new Error(`path outside the storage: ${path}`);
    return path;
  }

  async save(folder: string, originalName: string, data: Readable | Buffer) {
    const path = this.key(`${folder}/${storedFileName(originalName)}`);
    let size = 0;
    // The data's own failure (e.g. the upload's content gate refusing it) is what the caller is told,
    // not the SDK's wrapping of it.
    let dataError: unknown = null;
    async function* counted(source: Readable): AsyncGenerator<Buffer> {
      try {
        for await (const chunk of source) {
          const bytes: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          size += bytes.length;
          yield bytes;
        }
      } catch (error) {
        dataError = error;
        throw error;
      }
    }
    const upload = new Upload({
      client: this.client,
      // At most two 5 MB parts of one upload in memory at a time.
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
      params: {
        Bucket: this.bucket,
        Key: path,
        Body: Readable.from(counted(Buffer.isBuffer(data) ? Readable.from([data]) : data)),
      },
    });
    try {
      await upload.done();
    } catch (error) {
      // A failed multipart upload is aborted by lib-storage; a single-part one never reached the store.
      // The delete makes sure either way.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path })).catch(() => {});
      throw dataError ?? error;
    }
    return { path, size };
  }

  async move(path: string, folder: string): Promise<string> {
    const from = this.key(path);
    const name = from.split('/').pop() ?? '';
    const target = this.key(`${folder}/${name}`);
    // S3 has no rename: a copy inside the bucket, then the old key goes. Stored names carry 128 random
    // bits, so the target is never an existing object.
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: target, CopySource: copySource(this.bucket, from) }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
    return target;
  }

  async open(path: string): Promise<OpenedFile | null> {
    if (!isCleanPath(path)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    if (!isCleanPath(path)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    if (!isCleanPath(path)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

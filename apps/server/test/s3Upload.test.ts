import { existsSync, readdirSync } from 'node:fs';
import type { DiskInfo, MonitorCopies } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { S3FileStorage } from '../src/core/storage/s3FileStorage.ts';
import { type S3TestServer, startS3Server } from './support/s3Server.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let s3: S3TestServer;
let server: TestServer;
let admin: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off', ...s3.env });
  admin = await server.tokenFor('admin');
});
afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

function multipart(fileName: string, data: Buffer, biz: string) {
  const boundary = '----hcs-s3-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('settings', () => {
  it('HCS_STORAGE=s3 needs the endpoint, bucket and keys; each bad or missing one is named', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(s3.env).s3).toEqual(s3.config);
    expect(() => loadConfig({ HCS_STORAGE: 's3' })).toThrow(
      /HCS_S3_ENDPOINT.*HCS_S3_BUCKET.*HCS_S3_ACCESS_KEY.*HCS_S3_SECRET_KEY/s,
    );
    expect(() => loadConfig({ ...s3.env, HCS_S3_SECRET_KEY: '' })).toThrow(/HCS_S3_SECRET_KEY/);
    expect(() => loadConfig({ ...s3.env, HCS_S3_ENDPOINT: 'ftp://x' })).toThrow(/HCS_S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3.env, HCS_S3_BUCKET: 'Bad_Bucket' })).toThrow(/HCS_S3_BUCKET/);
    expect(() => loadConfig({ HCS_STORAGE: 'ftp' })).toThrow(ConfigError);
  });
});

describe('a server configured for S3', () => {
  it('keeps an upload in the bucket, serves it back, and removes it with its record', async () => {
    expect(server.ctx.storage).toBeInstanceOf(S3FileStorage);
    const body = multipart('照片.png', PNG, 'avatar');
    const answer = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/common/upload',
      headers: { ...body.headers, 'x-access-token': admin },
      payload: body.payload,
    });
    const uploaded = answer.json() as { success: boolean; message: string };
    expect(uploaded.success, uploaded.message).toBe(true);
    const path = uploaded.message;
    expect(path).toMatch(/^avatar\/\d{8}\/照片_[0-9a-f]{32}\.png$/);

    // In the bucket, under its path; nothing on the server's disk.
    expect(await server.ctx.storage.exists(path)).toBe(true);
    const uploadDir = server.ctx.config.uploadDir;
    expect(existsSync(uploadDir) ? readdirSync(uploadDir, { recursive: true }) : []).toEqual([]);
    const row = await server.ctx.db.kysely
      .selectFrom('sysFile')
      .select(['id', 'storeType', 'fileSize'])
      .where('url', '=', path)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ storeType: 's3', fileSize: PNG.length });

    const url = `/hcs/sys/common/static/${path.split('/').map(encodeURIComponent).join('/')}`;
    const download = await server.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const missing = await server.app.inject({
      method: 'GET',
      url: url.replace(/[0-9a-f]{32}/, '0'.repeat(32)),
    });
    expect(missing.statusCode).toBe(404);

    const removed = await server.get(`/sys/file/delete?id=${row.id}`, admin);
    expect(removed.body.success).toBe(true);
    expect(await server.ctx.storage.exists(path)).toBe(false);
  });

  const upload = async (fileName: string, data: Buffer) => {
    const body = multipart(fileName, data, 'temp');
    const answer = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/common/upload',
      headers: { ...body.headers, 'x-access-token': admin },
      payload: body.payload,
    });
    return answer.json() as { success: boolean; message: string };
  };

  it('streams a file of several S3 parts, and refuses content that does not fit its name with the usual message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(7 * 1024 * 1024, 1)]);
    const stored = await upload('大图.png', big);
    expect(stored.success, stored.message).toBe(true);
    const file = await server.ctx.storage.open(stored.message);
    expect(file?.size).toBe(big.length);
    file?.stream.destroy();

    const refused = await upload('fake.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(refused).toMatchObject({ success: false, message: '文件内容与扩展名 .png 不符' });
    const records = await server.ctx.db.kysely.selectFrom('sysFile').select('url').execute();
    expect(records.map((r) => r.url)).toEqual([stored.message]);
  });
});

describe('系统监控 with S3', () => {
  it('lists no upload folder among the disks: the files are not on this copy', async () => {
    const answer = await server.get<MonitorCopies<{ disks: DiskInfo[] }>>('/sys/monitor/disk', admin);
    const holds = answer.body.result.copies[0]?.disks.flatMap((disk) => disk.holds) ?? [];
    expect(holds).toContain('数据目录');
    expect(holds).not.toContain('上传目录');
  });
});

describe('/ready with S3', () => {
  it('is UP while the bucket answers, DOWN when it does not (no such bucket)', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const lost = await startTestServer({ ...s3.env, HCS_S3_BUCKET: 'hcs-no-such-bucket' });
    try {
      const ready = await lost.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'DOWN' });
    } finally {
      await lost.close();
    }
  });
});

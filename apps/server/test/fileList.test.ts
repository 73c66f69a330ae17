import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { UploadedFile } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.ts';
import { formatDateTime } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface FileRecord {
  id: string;
  fileName: string;
  url: string;
  biz: string;
  fileType: string;
  fileSize: number;
  createBy: string;
  uploaderName: string;
  createTime: string;
}
interface Page<T> {
  records: T[];
  total: number;
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

/** Uploads one file through the real upload route. */
async function upload(fileName: string, data: Buffer, biz: string, token: string): Promise<UploadedFile> {
  const boundary = '----hcs-file-list';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/hcs/sys/common/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
    payload,
  });
  const body = res.json() as { success: boolean; result: UploadedFile };
  if (!body.success) throw new Error(`upload failed: ${res.body}`);
  return body.result;
}

const stored = (path: string) => join(server.ctx.config.uploadDir, path);
const list = (query: string) => server.get<Page<FileRecord>>(`/sys/file/list?${query}`, admin);

describe('文件列表', () => {
  it('lists uploads with uploader, size, type and biz; searches by name, biz and type', async () => {
    const tag = Date.now();
    const photo = await upload(`照片${tag}.png`, PNG, 'avatar', staff);
    const doc = await upload(`说明${tag}.pdf`, PDF, 'workorder', admin);

    const all = await list(`fileName=*${tag}*`);
    expect(all.body.result.total).toBe(2);
    const byName = new Map(all.body.result.records.map((r) => [r.fileName, r]));
    expect(byName.get(`照片${tag}.png`)).toMatchObject({
      url: photo.filePath,
      biz: 'avatar',
      fileType: 'image',
      fileSize: PNG.length,
      createBy: 'fuwu',
      uploaderName: expect.any(String),
    });
    expect(byName.get(`照片${tag}.png`)?.uploaderName).not.toBe('fuwu');
    expect(byName.get(`说明${tag}.pdf`)).toMatchObject({
      url: doc.filePath,
      biz: 'workorder',
      fileType: 'pdf',
    });

    expect((await list(`fileName=*${tag}*&biz=avatar`)).body.result.records.map((r) => r.fileName)).toEqual([
      `照片${tag}.png`,
    ]);
    expect((await list(`fileName=*${tag}*&fileType=pdf`)).body.result.records.map((r) => r.fileName)).toEqual(
      [`说明${tag}.pdf`],
    );
  });

  it('deletes the record and the stored file, which is then no longer served', async () => {
    const tag = Date.now();
    const a = await upload(`删我${tag}.png`, PNG, 'temp', admin);
    const b = await upload(`也删${tag}.pdf`, PDF, 'temp', admin);
    const c = await upload(`留着${tag}.pdf`, PDF, 'temp', admin);
    const records = (await list(`fileName=*${tag}*`)).body.result.records;
    const idOf = (path: string) => records.find((r) => r.url === path)?.id ?? '';
    for (const f of [a, b, c]) expect(existsSync(stored(f.filePath))).toBe(true);

    const one = await server.get(`/sys/file/delete?id=${idOf(a.filePath)}`, admin);
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(existsSync(stored(a.filePath))).toBe(false);
    const served = await server.app.inject({ method: 'GET', url: `/hcs/sys/common/static/${a.filePath}` });
    expect(served.statusCode).toBe(404);

    const many = await server.del(`/sys/file/deleteBatch?ids=${idOf(b.filePath)},`, admin);
    expect(many.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(existsSync(stored(b.filePath))).toBe(false);
    expect(existsSync(stored(c.filePath))).toBe(true);
    expect((await list(`fileName=*${tag}*`)).body.result.records.map((r) => r.url)).toEqual([c.filePath]);

    const again = await server.get(`/sys/file/delete?id=${idOf(a.filePath)}`, admin);
    expect(again.body).toMatchObject({ success: false, message: '未找到对应的文件' });
  });

  it('never removes anything outside the storage, whatever path a record holds', async () => {
    const outside = join(dirname(server.ctx.config.uploadDir), `outside-${Date.now()}.png`);
    mkdirSync(dirname(outside), { recursive: true });
    writeFileSync(outside, PNG);
    const paths = [`../${outside.split('/').pop()}`, outside, 'temp/../../x.png', 'temp\\..\\..\\x.png'];
    const ids: string[] = [];
    for (const url of paths) {
      const id = newId();
      ids.push(id);
      await server.ctx.db.kysely
        .insertInto('sysFile')
        .values({
          id,
          fileName: 'evil.png',
          url,
          biz: 'temp',
          fileType: 'image',
          fileSize: PNG.length,
          storeType: 'local',
          createBy: 'admin',
          createTime: formatDateTime(),
          updateBy: null,
          updateTime: null,
          delFlag: 0,
        })
        .execute();
    }
    const answer = await server.get(`/sys/file/deleteBatch?ids=${ids.join(',')}`, admin);
    expect(answer.body.success).toBe(true);
    expect(existsSync(outside)).toBe(true);
    const left = await server.ctx.db.kysely
      .selectFrom('sysFile')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    expect(left).toEqual([]);
  });

  it('reads one record with its uploader; records come from uploads only, never added or exported', async () => {
    const f = await upload(`一个${Date.now()}.png`, PNG, 'temp', staff);
    const id = (await list(`fileName=${encodeURIComponent(f.fileName)}`)).body.result.records[0]?.id ?? '';
    const read = await server.get<FileRecord>(`/sys/file/queryById?id=${id}`, admin);
    expect(read.body.result).toMatchObject({ fileName: f.fileName, url: f.filePath, createBy: 'fuwu' });
    expect(read.body.result.uploaderName).not.toBe('fuwu');
    for (const [method, path] of [
      ['POST', 'add'],
      ['PUT', 'edit'],
      ['POST', 'importExcel'],
      ['GET', 'exportXls'],
    ] as const) {
      const answer = await server.app.inject({
        method,
        url: `/hcs/sys/file/${path}`,
        headers: { 'x-access-token': admin },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(answer.statusCode).toBe(404);
    }
  });

  it('refuses bad input and users without the permissions', async () => {
    const f = await upload(`权限${Date.now()}.png`, PNG, 'temp', staff);
    const id = (await list(`fileName=${encodeURIComponent(f.fileName)}`)).body.result.records[0]?.id ?? '';
    const calls = await Promise.all([
      server.get('/sys/file/list', staff),
      server.get(`/sys/file/delete?id=${id}`, staff),
      server.del(`/sys/file/deleteBatch?ids=${id}`, staff),
    ]);
    for (const answer of calls) expect(answer.status).toBe(403);
    expect(existsSync(stored(f.filePath))).toBe(true);

    const noId = await server.get('/sys/file/delete', admin);
    expect(noId.body.success).toBe(false);
    const badField = await server.get('/sys/file/list?column=url;drop table sys_file', admin);
    expect(badField.body.success).toBe(false);
    expect((await list(`fileName=${encodeURIComponent(f.fileName)}`)).body.result.total).toBe(1);
  });
});

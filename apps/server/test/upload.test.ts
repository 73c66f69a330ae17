import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { UploadedFile } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { IMPORT_ERROR_DIR } from '../src/core/excel/importRows.ts';
import { containedPath } from '../src/core/storage/containedPath.ts';
import { requestedStoredPath } from '../src/modules/upload/storedPath.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

const MAX_MB = 1;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40, 2)]);
const HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>');

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off', HCS_UPLOAD_MAX_MB: String(MAX_MB) });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

interface Part {
  name: string;
  value?: string;
  fileName?: string;
  data?: Buffer;
}

/** A multipart body: `payload` whole, and `chunks`, one per part, as a network would deliver them. */
function multipart(parts: Part[]) {
  const boundary = '----hcs-upload-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.data ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}\r\n${type}\r\n`,
        ),
        part.data ?? Buffer.from(part.value ?? ''),
        Buffer.from('\r\n'),
      ]),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    chunks,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface UploadAnswer {
  status: number;
  body: { success: boolean; message: string; code: number; result: UploadedFile | null };
}

/** Sends the parts as an upload, streamed part by part. */
async function send(parts: Part[], token: string | null = admin): Promise<UploadAnswer> {
  const body = multipart(parts);
  const res = await server.app.inject({
    method: 'POST',
    url: '/hcs/sys/common/upload',
    headers: { ...body.headers, ...(token ? { 'x-access-token': token } : {}) },
    payload: Readable.from(body.chunks),
  });
  return { status: res.statusCode, body: res.json() };
}

const fieldParts = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

/** Uploads one file, with the form fields first (as the list and form clients send them). */
const upload = (
  fileName: string,
  data: Buffer,
  fields: Record<string, string> = {},
  token: string | null = admin,
) => send([...fieldParts(fields), { name: 'file', fileName, data }], token);

/** Uploads one file with the form fields after it (as the family's rich-text editor sends them). */
const uploadFileFirst = (fileName: string, data: Buffer, fields: Record<string, string> = {}) =>
  send([{ name: 'file', fileName, data }, ...fieldParts(fields)]);

/**
 * Uploads over a real connection, sending the fields after the file only once the server has begun to
 * store the file (a new file shows in the upload folder): the order a slow network gives the editor's
 * request.
 */
async function uploadFieldsWhileStoring(fileName: string, data: Buffer, fields: Record<string, string>) {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const body = multipart([{ name: 'file', fileName, data }, ...fieldParts(fields)]);
  const fileChunk = body.chunks[0] ?? Buffer.alloc(0);
  // Everything of the file part but its closing line break: the file is not over yet.
  const head = fileChunk.subarray(0, fileChunk.length - 2);
  const tail = Buffer.concat([fileChunk.subarray(fileChunk.length - 2), ...body.chunks.slice(1)]);
  const before = new Set(storedFiles());
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/hcs/sys/common/upload',
    headers: { ...body.headers, 'x-access-token': admin },
  });
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
  });
  request.write(head);
  await vi.waitFor(() => expect(storedFiles().some((f) => !before.has(f))).toBe(true));
  request.end(tail);
  return answer;
}

const staticFile = (path: string) =>
  server.app.inject({ method: 'GET', url: `/hcs/sys/common/static/${path}` });

const uploadDir = () => server.ctx.config.uploadDir;

/** Every file under the upload folder, as relative paths. */
function storedFiles(): string[] {
  if (!existsSync(uploadDir())) return [];
  return readdirSync(uploadDir(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(uploadDir().length + 1));
}

const fileRows = () =>
  server.ctx.db.kysely.selectFrom('sysFile').selectAll().orderBy('createTime').orderBy('id').execute();

describe('settings', () => {
  it('keeps uploads in <data dir>/upload, at most 10 MB, unless told otherwise', () => {
    expect(loadConfig({ HCS_DATA_DIR: '/srv/hcs' })).toMatchObject({
      uploadDir: '/srv/hcs/upload',
      uploadMaxMb: 10,
    });
    expect(loadConfig({ HCS_UPLOAD_DIR: '/mnt/files', HCS_UPLOAD_MAX_MB: '50' })).toMatchObject({
      uploadDir: '/mnt/files',
      uploadMaxMb: 50,
    });
    expect(() => loadConfig({ HCS_UPLOAD_MAX_MB: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HCS_UPLOAD_MAX_MB: 'many' })).toThrow(/HCS_UPLOAD_MAX_MB/);
  });
});

describe('upload', () => {
  it('stores a file under a server-chosen name in its biz folder, records it, and answers its path', async () => {
    const { status, body } = await upload('我的 头像.PNG', PNG, { biz: 'avatar' }, staff);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/^avatar\/\d{8}\/我的_头像_[0-9a-f]{32}\.png$/);
    const path = body.message;
    expect(body.result).toEqual({
      fileName: '我的 头像.PNG',
      filePath: path,
      fileSize: PNG.length,
      url: `/hcs/sys/common/static/${path.split('/').map(encodeURIComponent).join('/')}`,
    });
    expect(existsSync(join(uploadDir(), path))).toBe(true);
    expect((await fileRows()).find((r) => r.url === path)).toMatchObject({
      fileName: '我的 头像.PNG',
      biz: 'avatar',
      fileType: 'image',
      fileSize: PNG.length,
      storeType: 'local',
      createBy: 'fuwu',
      delFlag: 0,
    });

    // The same name twice gives two files.
    const again = await upload('我的 头像.PNG', PNG, { biz: 'avatar' }, staff);
    expect(again.body.message).not.toBe(path);
  });

  it('uses temp without a biz, editor for the editors (jeditor), and takes every allowed kind', async () => {
    expect((await upload('a.jpg', JPEG)).body.message).toMatch(/^temp\/\d{8}\/a_[0-9a-f]{32}\.jpg$/);
    expect((await upload('b.png', PNG, { jeditor: '1' })).body.message).toMatch(/^editor\//);
    expect((await upload('c.png', PNG, { biz: 'workorder', jeditor: '1' })).body.message).toMatch(
      /^workorder\//,
    );
    for (const [name, data] of [
      ['报告.pdf', PDF],
      ['名单.xlsx', ZIP],
      ['说明.docx', ZIP],
      ['附件.zip', ZIP],
      ['备注.txt', Buffer.from('普通文本，包含 <b> 也无妨\n')],
      ['数据.csv', Buffer.from('a,b\n1,2\n')],
    ] as const) {
      const { body } = await upload(name, data, { biz: 'announcement' });
      expect(body, name).toMatchObject({ success: true });
    }
  });

  it('refuses files that are too large, with the limit in the message, and keeps nothing of them', async () => {
    const before = { files: storedFiles().length, rows: (await fileRows()).length };
    const limit = MAX_MB * 1024 * 1024;
    const tooBig = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(limit + 1 - PNG.length)]));
    expect(tooBig.body).toMatchObject({ success: false, code: 500, message: '文件大小不能超过1MB' });
    expect(storedFiles()).toHaveLength(before.files);
    expect(await fileRows()).toHaveLength(before.rows);

    const atLimit = await upload('limit.png', Buffer.concat([PNG, Buffer.alloc(limit - PNG.length)]));
    expect(atLimit.body).toMatchObject({ success: true, result: { fileSize: limit } });
  });

  it('refuses extensions outside the allowlist and content that does not fit the extension', async () => {
    const before = { files: storedFiles().length, rows: (await fileRows()).length };
    const refusals: [string, Buffer, string][] = [
      ['page.html', HTML, '不支持上传 .html 类型的文件'],
      ['page.htm', HTML, '不支持上传 .htm 类型的文件'],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        '不支持上传 .svg 类型的文件',
      ],
      ['setup.exe', Buffer.from('MZ\x90\x00', 'latin1'), '不支持上传 .exe 类型的文件'],
      ['app.js', Buffer.from('alert(1)'), '不支持上传 .js 类型的文件'],
      ['shell.php', Buffer.from('<?php system($_GET["c"]); ?>'), '不支持上传 .php 类型的文件'],
      ['run.sh', Buffer.from('#!/bin/sh\nrm -rf /'), '不支持上传 .sh 类型的文件'],
      ['Makefile', Buffer.from('all:'), '不支持上传该类型的文件'],
      ['photo.jpg', HTML, '文件内容与扩展名 .jpg 不符'],
      ['photo.png', JPEG, '文件内容与扩展名 .png 不符'],
      ['report.pdf', HTML, '文件内容与扩展名 .pdf 不符'],
      ['sheet.xlsx', HTML, '文件内容与扩展名 .xlsx 不符'],
      ['note.txt', Buffer.from([0x4d, 0x5a, 0x00, 0x00, 0x03]), '文件内容与扩展名 .txt 不符'],
      ['empty.png', Buffer.alloc(0), '不能上传空文件'],
    ];
    for (const [name, data, message] of refusals) {
      const { status, body } = await upload(name, data);
      expect({ status, ...body }, name).toMatchObject({ status: 200, success: false, code: 500, message });
    }
    // A large file of the wrong kind is read off to its end and refused the same way.
    const bigHtml = Buffer.concat([HTML, Buffer.alloc(200_000, 0x20)]);
    expect((await upload('big.jpg', bigHtml)).body.message).toBe('文件内容与扩展名 .jpg 不符');
    expect(storedFiles()).toHaveLength(before.files);
    expect(await fileRows()).toHaveLength(before.rows);
  });

  it('reads the fields wherever they come, before or after the file, every time', async () => {
    const before = (await fileRows()).length;
    const folders = [];
    for (let i = 0; i < 20; i++) {
      const [fileFirst, fieldsFirst, editor] = await Promise.all([
        uploadFileFirst(`后-${i}.png`, PNG, { biz: 'audience', isup: '1' }),
        upload(`前-${i}.png`, PNG, { biz: 'audience', isup: '1' }),
        // What the family's rich-text editor sends: the image, then biz=jeditor&jeditor=1.
        uploadFileFirst(`编辑器-${i}.png`, PNG, { biz: 'jeditor', jeditor: '1' }),
      ]);
      folders.push([fileFirst, fieldsFirst, editor].map((a) => a.body.message.split('/')[0]));
    }
    expect(folders).toEqual(Array.from({ length: 20 }, () => ['audience', 'audience', 'editor']));
    const rows = await fileRows();
    expect(rows).toHaveLength(before + 60);
    expect(rows.filter((r) => r.fileName.startsWith('编辑器-')).every((r) => r.biz === 'editor')).toBe(true);
    expect(storedFiles().filter((f) => f.startsWith('.staging'))).toEqual([]);
  });

  it('waits for fields that arrive while the file is already being stored', async () => {
    for (let i = 0; i < 5; i++) {
      const audience = await uploadFieldsWhileStoring(`慢-${i}.png`, PNG, { biz: 'audience', isup: '1' });
      expect(audience.body.message).toMatch(/^audience\/\d{8}\/慢-/);
      const editor = await uploadFieldsWhileStoring(`慢编辑器-${i}.png`, PNG, {
        biz: 'jeditor',
        jeditor: '1',
      });
      expect(editor.body.message).toMatch(/^editor\/\d{8}\/慢编辑器-/);
      const refused = await uploadFieldsWhileStoring(`慢-${i}.png`, PNG, { biz: '../etc' });
      expect([refused.status, refused.body.message]).toEqual([400, '上传目录（biz）不在允许的范围内']);
    }
    expect(storedFiles().filter((f) => f.startsWith('.staging'))).toEqual([]);
  });

  it('refuses a bad field or file the same whichever comes first, and keeps nothing of it', async () => {
    const before = { files: storedFiles().length, rows: (await fileRows()).length };
    const tooBig = Buffer.concat([PNG, Buffer.alloc(MAX_MB * 1024 * 1024)]);
    for (const send of [upload, uploadFileFirst]) {
      const badBiz = await send('a.png', PNG, { biz: 'importErrors' });
      expect([badBiz.status, badBiz.body.message]).toEqual([400, '上传目录（biz）不在允许的范围内']);
      const wrong = await send('a.png', JPEG, { biz: 'avatar', jeditor: '1' });
      expect(wrong.body).toMatchObject({ success: false, message: '文件内容与扩展名 .png 不符' });
      const big = await send('big.png', tooBig, { biz: 'avatar' });
      expect(big.body).toMatchObject({ success: false, message: '文件大小不能超过1MB' });
      const script = await send('x.html', HTML, { biz: 'avatar' });
      expect(script.body).toMatchObject({ success: false, message: '不支持上传 .html 类型的文件' });
    }
    const two = await send([
      { name: 'file', fileName: 'a.png', data: PNG },
      { name: 'biz', value: 'avatar' },
      { name: 'file', fileName: 'b.png', data: PNG },
    ]);
    expect(two.body).toMatchObject({ success: false, message: '一次只能上传一个文件' });
    expect(storedFiles()).toHaveLength(before.files);
    expect(await fileRows()).toHaveLength(before.rows);
  });

  it('refuses a biz outside the allowed folders', async () => {
    for (const biz of ['importErrors', '../etc', 'avatar/../../x', '/tmp', 'AVATAR', 'upload']) {
      const { status, body } = await upload('a.png', PNG, { biz });
      expect({ status, message: body.message }, biz).toEqual({
        status: 400,
        message: '上传目录（biz）不在允许的范围内',
      });
    }
  });

  it('never lets the uploaded name choose where the file goes', async () => {
    for (const name of [
      '../../../../evil.png',
      '..\\..\\evil.png',
      '/etc/evil.png',
      'C:\\temp\\evil.png',
      '%2e%2e%2fevil.png',
      '..%2f..%2fevil.png',
      'evil.php.png',
      '....png',
    ]) {
      const { body } = await upload(name, PNG, { biz: 'audience' });
      expect(body.success, name).toBe(true);
      expect(body.message, name).toMatch(/^audience\/\d{8}\/[\p{L}\p{N}_-]+_[0-9a-f]{32}\.png$/u);
      expect(existsSync(join(uploadDir(), body.message)), name).toBe(true);
    }
    expect(storedFiles().every((f) => !f.includes('..'))).toBe(true);
  });

  it('needs a session', async () => {
    expect((await upload('a.png', PNG, {}, null)).status).toBe(401);
    expect((await upload('a.png', PNG, {}, 'forged.token.value')).status).toBe(401);
  });

  it('answers a request without a file or not multipart with a message', async () => {
    const noFile = multipart([{ name: 'biz', value: 'temp' }]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/common/upload',
      headers: { ...noFile.headers, 'x-access-token': admin },
      payload: noFile.payload,
    });
    expect(res.json()).toMatchObject({ success: false, message: '请选择要上传的文件' });
    const garbled = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/common/upload',
      headers: { ...noFile.headers, 'x-access-token': admin },
      payload: 'not multipart at all',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe('上传内容不是合法的 multipart/form-data');
    const json = await server.post('/sys/common/upload', { file: 'x' }, admin);
    expect(json).toMatchObject({ status: 400, body: { message: '请以 multipart/form-data 上传文件' } });
  });
});

describe('stored files', () => {
  it('serves raster images inline, other files as sandboxed attachments, never sniffed, without a token', async () => {
    const image = (await upload('照片.png', PNG, { biz: 'avatar' })).body.message;
    const res = await staticFile(encodeURI(image));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-length': String(PNG.length),
    });
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="__.png"; filename*=UTF-8''%E7%85%A7%E7%89%87.png`,
    );
    expect(res.headers['content-security-policy']).toContain('sandbox');
    // The raw (not percent-encoded) form of the same path is the same file.
    expect((await staticFile(image)).statusCode).toBe(200);

    const pdf = (await upload("年度(报告)'s.pdf", PDF)).body.message;
    const download = await staticFile(encodeURI(pdf));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="______s.pdf"; filename*=UTF-8''${encodeURIComponent('年度_报告_s.pdf')}`,
    );
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const text = (await upload('notes.txt', HTML.subarray(0, 20))).body.message;
    expect((await staticFile(text)).headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    });
  });

  it('refuses every path that is not one the upload made, and never serves anything outside the folder', async () => {
    const image = (await upload('p.png', PNG, { biz: 'avatar' })).body.message;
    const [, day] = image.split('/');
    const refused = [
      '../hcs.db',
      '../../etc/passwd',
      `avatar/${day}/../../hcs.db`,
      '%2e%2e/hcs.db',
      '%2E%2E%2Fhcs.db',
      '..%2fhcs.db',
      `avatar%2f${day}%2f${image.split('/')[2]}`,
      `avatar/${day}/..%5c..%5chcs.db`,
      '..%5c..%5chcs.db',
      '%252e%252e/hcs.db',
      '/etc/passwd',
      '//etc/passwd',
      `avatar/${day}/p.png`,
      `importErrors2/${day}/x_${'0'.repeat(32)}.png`,
      `avatar/${day}/x_${'0'.repeat(32)}.html`,
      `avatar/${day}/x_${'0'.repeat(32)}.png%00.txt`,
      '',
    ];
    for (const path of refused) {
      const res = await staticFile(path);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.headers['content-type'], path).toContain('application/json');
      if (res.statusCode === 400) expect(res.json().message, path).toBe('文件路径不合法');
    }
    const missing = await staticFile(`avatar/${day}/p_${'0'.repeat(32)}.png`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('文件不存在');
  });

  it('checks paths as sent, whatever a client or proxy normalised on the way', () => {
    const good = `avatar/20260101/照片_${'a'.repeat(32)}.png`;
    expect(requestedStoredPath(good)).toBe(good);
    expect(requestedStoredPath(encodeURI(good))).toBe(good);
    for (const raw of [
      `../${good}`,
      `avatar/20260101/../../${good}`,
      `avatar/./20260101/照片_${'a'.repeat(32)}.png`,
      `%2e%2e/${good}`,
      `avatar%2F20260101%2F照片_${'a'.repeat(32)}.png`,
      `avatar/20260101/..%5c照片_${'a'.repeat(32)}.png`,
      `avatar\\20260101\\照片_${'a'.repeat(32)}.png`,
      `/${good}`,
      `${good}%00`,
      '%E0%A4%A',
    ]) {
      expect(requestedStoredPath(raw), raw).toBeNull();
    }
    const root = '/srv/upload';
    expect(containedPath(root, 'avatar/20260101/a.png')).toBe('/srv/upload/avatar/20260101/a.png');
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', 'a//b', './a', 'a/.', 'c:x', 'a\0b', '']) {
      expect(containedPath(root, bad), bad).toBeNull();
    }
  });

  it('leaves the import error files to their own, guarded route', async () => {
    const name = `${'a'.repeat(32)}.txt`;
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/hcs/sys/common/static/${IMPORT_ERROR_DIR}/${name}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await server.get(`/sys/common/static/${IMPORT_ERROR_DIR}/${name}`, admin);
    expect(signedIn).toMatchObject({ status: 404, body: { message: '文件不存在' } });
  });
});

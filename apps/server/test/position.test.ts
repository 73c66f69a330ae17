import * as XLSX from '@e965/xlsx';
import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface Position {
  id: string;
  code: string;
  name: string;
  postRank: string;
  postRank_dictText: string;
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const list = async (query = '') =>
  (await server.get<PageResult<Position>>(`/sys/position/list${query}`, admin)).body.result;

function multipart(fileName: string, data: Buffer) {
  const boundary = '----hcs-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function importFile(fileName: string, data: Buffer, query = '') {
  const body = multipart(fileName, data);
  const res = await server.app.inject({
    method: 'POST',
    url: `/hcs/sys/position/importExcel${query}`,
    headers: { ...body.headers, 'x-access-token': admin },
    payload: body.payload,
  });
  return res.json() as {
    success: boolean;
    code: number;
    message: string;
    result: Record<string, unknown> | null;
  };
}

function sheet(rows: (string | number)[][], bookType: 'xls' | 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { bookType: bookType === 'xls' ? 'biff8' : 'xlsx', type: 'buffer' }) as Buffer;
}

describe('positions', () => {
  it('adds, finds, edits and deletes, with uniqueness and validation', async () => {
    expect(
      (await server.post('/sys/position/add', { code: 'KFS', name: '康复师', postRank: '3' }, admin)).body
        .message,
    ).toBe('添加成功！');
    expect(
      (await server.post('/sys/position/add', { code: 'KFS', name: '重复', postRank: '3' }, admin)).body,
    ).toMatchObject({
      success: false,
      message: '职务编码已存在: KFS',
    });
    const bad = await server.post('/sys/position/add', { code: 'a b', name: '', postRank: '9' }, admin);
    expect(bad).toMatchObject({
      status: 400,
      body: { message: '职务编码只能包含字母、数字、下划线和短横线' },
    });
    const found = await list('?name=*康复*');
    expect(found.records.map((p) => [p.code, p.name, p.postRank_dictText])).toEqual([
      ['KFS', '康复师', '中级'],
    ]);
    const id = found.records[0]?.id ?? '';
    expect(
      (await server.put('/sys/position/edit', { id, code: 'KFS', name: '高级康复师', postRank: '4' }, admin))
        .body.message,
    ).toBe('编辑成功!');
    expect((await server.get<Position>(`/sys/position/queryById?id=${id}`, admin)).body.result).toMatchObject(
      { name: '高级康复师' },
    );
    expect((await server.del(`/sys/position/delete?id=${id}`, admin)).body.message).toBe('删除成功!');
    expect((await list()).total).toBe(0);
  });

  it('is refused to users without the permissions', async () => {
    expect((await server.get('/sys/position/list', staff)).status).toBe(403);
    expect(
      (await server.post('/sys/position/add', { code: 'X1', name: 'x', postRank: '1' }, staff)).status,
    ).toBe(403);
    expect((await server.get('/sys/position/exportXls', staff)).status).toBe(403);
  });

  it('exports a real .xls with the title rows, and imports it back', async () => {
    for (const [code, name, rank] of [
      ['HL', '护理员', '1'],
      ['SG', '社工', '2'],
      ['ZG', '站长', '4'],
    ] as const) {
      await server.post('/sys/position/add', { code, name, postRank: rank }, admin);
    }
    const res = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/position/exportXls?column=code&order=asc',
      headers: { 'x-access-token': admin },
    });
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('职务.xls'));
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[0]).toEqual(['职务报表']);
    expect(rows[1]).toEqual(['导出人:管理员']);
    expect(rows.slice(2)).toEqual([
      ['职务编码', '职务名称', '职级'],
      ['HL', '护理员', '员级'],
      ['SG', '社工', '助级'],
      ['ZG', '站长', '副高级'],
    ]);

    const selected = (await list('?code=SG')).records[0]?.id;
    const one = await server.app.inject({
      method: 'GET',
      url: `/hcs/sys/position/exportXls?selections=${selected},`,
      headers: { 'x-access-token': admin },
    });
    const oneRows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(one.rawPayload).Sheets.职务 ?? {}, {
      header: 1,
    });
    expect(oneRows.slice(3)).toEqual([['SG', '社工', '助级']]);

    const ids = (await list()).records.map((p) => p.id).join(',');
    await server.get(`/sys/position/deleteBatch?ids=${ids},`, admin);
    expect((await list()).total).toBe(0);
    const back = await importFile('职务.xls', res.rawPayload);
    expect(back).toMatchObject({ success: true, message: '文件导入成功！数据行数：3' });
    expect((await list('?column=code&order=asc')).records.map((p) => [p.code, p.postRank])).toEqual([
      ['HL', '1'],
      ['SG', '2'],
      ['ZG', '4'],
    ]);
  });

  it('keeps the valid rows of an .xlsx import and reports the others in a downloadable file', async () => {
    const data = sheet(
      [
        ['职务编码', '职务名称', '职级'],
        ['XZ', '心理咨询师', '中级'],
        ['HL', '重复的编码', '员级'],
        ['', '缺编码', '员级'],
        ['FJ', '辅具适配师', '特级'],
      ],
      'xlsx',
    );
    const answer = await importFile('positions.xlsx', data);
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(answer.result).toMatchObject({ totalCount: 4, errorCount: 3, successCount: 1 });
    const file = await server.app.inject({
      method: 'GET',
      url: `/hcs${String(answer.result?.fileUrl)}`,
      headers: { 'x-access-token': admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n').filter(Boolean)).toEqual([
      '第 3 行：职务编码已存在: HL',
      '第 4 行：请输入职务编码',
      '第 5 行：请选择职级',
    ]);
    expect((await list('?code=XZ')).total).toBe(1);
    const noToken = await server.app.inject({ method: 'GET', url: `/hcs${String(answer.result?.fileUrl)}` });
    expect(noToken.statusCode).toBe(401);
    const traversal = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/common/static/import-errors/..%2F..%2Fjwt-secret',
      headers: { 'x-access-token': admin },
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('refuses files that are not Excel', async () => {
    expect(await importFile('evil.csv', Buffer.from('a,b'))).toMatchObject({
      success: false,
      message: '文件导入失败:只支持 .xls 和 .xlsx 格式的文件',
    });
    expect(await importFile('fake.xlsx', Buffer.from('not a workbook at all'))).toMatchObject({
      success: false,
    });
  });

  it('tells the importing user, and only them, how far a named import is', async () => {
    const importId = 'e2c1f3a4-progress-test';
    const progress = (token: string, id = importId) =>
      server.get<{ done: number; total: number } | null>(`/sys/common/importProgress?importId=${id}`, token);
    expect((await progress(admin)).body.result).toBeNull();
    const data = sheet(
      [
        ['职务报表'],
        [],
        ['职务编码', '职务名称', '职级'],
        ['PG1', '进度一', '员级'],
        ['PG2', '进度二', '员级'],
        ['PG3', '进度三', '员级'],
      ],
      'xlsx',
    );
    const answer = await importFile('progress.xlsx', data, `?importId=${importId}`);
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：3' });
    expect((await progress(admin)).body.result).toEqual({ done: 3, total: 3 });
    // Another user asking with the same id learns nothing; a malformed id is not looked up.
    expect((await progress(staff)).body.result).toBeNull();
    expect((await progress(admin, "x'--")).body.result).toBeNull();
  });
});

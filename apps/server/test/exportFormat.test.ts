import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLS_MAX_DATA_ROWS } from '../src/core/excel/columns.ts';
import { exportSheet } from '../src/core/excel/exportSheet.ts';
import { contentDisposition } from '../src/core/http/contentDisposition.ts';
import { newId } from '../src/core/ids.ts';
import { formatDateTime } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

/** The compound-file header of the legacy .xls. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The zip header of .xlsx. */
const ZIP = Buffer.from('PK\x03\x04', 'latin1');

const exportPositions = () =>
  server.app.inject({
    method: 'GET',
    url: '/hcs/sys/position/exportXls',
    headers: { 'x-access-token': admin },
  });

/** Positions straight into the database, in one transaction. */
async function addPositions(count: number, from: number) {
  const now = formatDateTime();
  await server.ctx.db.kysely.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, count - start) }, (_, i) => ({
        id: newId(),
        code: `P${from + start + i}`,
        name: `职务${from + start + i}`,
        postRank: '1',
        companyId: null,
        sysOrgCode: null,
        createBy: 'admin',
        createTime: now,
        updateBy: null,
        updateTime: null,
      }));
      await trx.insertInto('sysPosition').values(rows).execute();
    }
  });
}

async function* batchesOf(count: number) {
  for (let start = 0; start < count; start += 5000) {
    yield Array.from({ length: Math.min(5000, count - start) }, (_, i) => ({ code: `C${start + i}` }));
  }
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('export file names follow the bytes', () => {
  it('names a small export .xls, with the Chinese name in filename*, and sends the legacy .xls', async () => {
    await addPositions(3, 0);
    const res = await exportPositions();
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="export.xls"; filename*=UTF-8''${encodeURIComponent('职务.xls')}`,
    );
    expect(res.rawPayload.subarray(0, OLE.length).equals(OLE)).toBe(true);
  });

  it('names an export of more rows than .xls holds .xlsx, and sends .xlsx bytes', async () => {
    await addPositions(XLS_MAX_DATA_ROWS + 1 - 3, 3);
    const res = await exportPositions();
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('职务.xlsx')}`,
    );
    expect(res.rawPayload.subarray(0, ZIP.length).equals(ZIP)).toBe(true);
  });

  it('writes .xlsx, never a cut-off .xls, when the rows outgrow the count while the .xls is being built', async () => {
    const grown = await exportSheet(server.ctx.dicts, {
      title: '职务',
      exporter: '管理员',
      columns: [{ field: 'code', title: '编码' }],
      expectedRows: 10,
      batches: batchesOf(XLS_MAX_DATA_ROWS + 1),
    });
    expect(grown.format).toBe('xlsx');
    expect((await bytesOf(grown.body)).subarray(0, ZIP.length).equals(ZIP)).toBe(true);
  });

  it('percent-encodes every character RFC 5987 does not allow raw', () => {
    expect(contentDisposition('attachment', "通讯录(全部)'*.xls", 'export.xls')).toBe(
      `attachment; filename="export.xls"; filename*=UTF-8''${encodeURIComponent('通讯录')}%28${encodeURIComponent('全部')}%29%27%2A.xls`,
    );
  });
});

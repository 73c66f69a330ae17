import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** The alternative export of spec §7: the browser navigates to the export URL with paramsStr. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  for (const [code, name] of [
    ['HL', '护理员'],
    ['SG', '社工'],
    ['SGZ', '社工主管'],
  ] as const) {
    await server.post('/sys/position/add', { code, name, postRank: '1' }, admin);
  }
});
afterAll(() => server.close());

const EXPORT = '/sys/position/exportXls';

/** A GET of the export as a navigation makes it: with no token header unless one is given. */
const navigate = (query: string, token?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/hcs${EXPORT}?${query}`,
    headers: token ? { 'x-access-token': token } : {},
  });

function dataRows(payload: Buffer): string[][] {
  const book = XLSX.read(payload, { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 });
  return rows.slice(3);
}

const ticketFor = (url: string, token: string) =>
  server.post<string>('/sys/common/downloadTicket', { url }, token);

const paramsStr = (query: Record<string, string>) => `paramsStr=${encodeURIComponent(JSON.stringify(query))}`;

describe('paramsStr', () => {
  it('carries the list query as JSON, the same fields the export takes as parameters', async () => {
    const res = await navigate(paramsStr({ name: '*社工*', column: 'code', order: 'desc' }), admin);
    expect(res.statusCode).toBe(200);
    expect(dataRows(res.rawPayload).map((r) => r[0])).toEqual(['SGZ', 'SG']);
  });

  it('is also read as the family’s client sends it, encoded once more with encodeURI', async () => {
    const familyStyle = encodeURI(JSON.stringify({ code: 'HL' }));
    const res = await navigate(`paramsStr=${encodeURIComponent(familyStyle)}`, admin);
    expect(dataRows(res.rawPayload).map((r) => r[0])).toEqual(['HL']);
  });

  it('refuses what is no JSON object of texts and numbers, with a clear message', async () => {
    for (const bad of ['not json', '[1,2]', JSON.stringify({ code: { $ne: 1 } })]) {
      const res = await navigate(`paramsStr=${encodeURIComponent(bad)}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('paramsStr') });
    }
    const unknownField = await navigate(paramsStr({ password: 'x' }), admin);
    expect(unknownField.statusCode).toBe(400);
  });
});

describe('download tickets', () => {
  it('lets a navigation without the token header download once, within its session', async () => {
    const issued = await ticketFor(EXPORT, admin);
    expect(issued.body.success).toBe(true);
    const ticket = issued.body.result;
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);

    const res = await navigate(`${paramsStr({ code: 'SG' })}&ticket=${ticket}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('职务.xls')}`,
    );
    expect(dataRows(res.rawPayload).map((r) => r[0])).toEqual(['SG']);

    const again = await navigate(`ticket=${ticket}`);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, message: '下载凭证无效或已过期，请重新导出' });
  });

  it('opens only the export it was issued for, and no other route', async () => {
    const forRoles = (await ticketFor('/sys/role/exportXls', admin)).body.result;
    expect((await navigate(`ticket=${forRoles}`)).statusCode).toBe(401);
    const forPositions = (await ticketFor(EXPORT, admin)).body.result;
    const list = await server.app.inject({
      method: 'GET',
      url: `/hcs/sys/position/list?ticket=${forPositions}`,
    });
    expect(list.statusCode).toBe(401);
    expect((await navigate(`ticket=${forPositions}`)).statusCode).toBe(200);
  });

  it('runs out after 60 s', async () => {
    const ticket = (await ticketFor(EXPORT, admin)).body.result;
    await server.ctx.db.kysely
      .updateTable('sysDownloadTicket')
      .set({ expiresAt: Date.now() - 1 })
      .execute();
    expect((await navigate(`ticket=${ticket}`)).statusCode).toBe(401);
  });

  it('is no use once its session has ended', async () => {
    const token = await server.tokenFor('admin');
    const ticket = (await ticketFor(EXPORT, token)).body.result;
    await server.post('/sys/logout', {}, token);
    const res = await navigate(`ticket=${ticket}`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: 'Token失效，请重新登录!' });
  });

  it('is issued only for an export route whose permission the caller holds, to a signed-in caller', async () => {
    const notExport = await ticketFor('/sys/position/list', admin);
    expect(notExport).toMatchObject({ status: 400, body: { success: false, message: '该地址不是导出地址' } });
    const staff = await ticketFor(EXPORT, await server.tokenFor('fuwu'));
    expect(staff.status).toBe(403);
    expect((await ticketFor(EXPORT, 'forged.token.value')).status).toBe(401);
    expect((await server.post('/sys/common/downloadTicket', {}, admin)).body.message).toBe('请指定导出地址');
    const tickets = await server.ctx.db.kysely.selectFrom('sysDownloadTicket').selectAll().execute();
    expect(tickets.every((t) => t.path !== '/hcs/sys/position/list')).toBe(true);
  });
});

import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextChildCode, nextLevelPart } from '../src/core/codes/levelCode.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface Node {
  id: string;
  title: string;
  orgCode: string;
  isLeaf: boolean;
  children?: Node[];
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const tree = async () => (await server.get<Node[]>('/sys/sysDepart/queryTreeList', staff)).body.result;
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const byName = async (name: string) => flat(await tree()).find((n) => n.title === name);

describe('org codes', () => {
  it('counts A01 … A99, then B01', () => {
    expect(nextLevelPart(null)).toBe('A01');
    expect(nextLevelPart('A09')).toBe('A10');
    expect(nextLevelPart('A99')).toBe('B01');
    expect(nextChildCode('A01', ['A01A01', 'A01A03', 'A01A03A01'])).toBe('A01A04');
    expect(nextChildCode('', ['A01'])).toBe('A02');
  });
});

describe('departments', () => {
  it('serves the seeded tree, one level at a time, and by search', async () => {
    const t = await tree();
    expect(t.map((n) => [n.title, n.orgCode])).toEqual([['助残服务中心', 'A01']]);
    expect(t[0]?.children?.map((n) => n.title)).toEqual(['东城服务站', '西城服务站', '南城服务站']);
    const roots = (await server.get<Node[]>('/sys/sysDepart/queryDepartTreeSync', staff)).body.result;
    expect(roots.map((n) => [n.title, n.isLeaf])).toEqual([['助残服务中心', false]]);
    const level = (await server.get<Node[]>(`/sys/sysDepart/queryDepartTreeSync?pid=${roots[0]?.id}`, staff))
      .body.result;
    expect(level.map((n) => [n.title, n.isLeaf])).toEqual([
      ['东城服务站', true],
      ['西城服务站', true],
      ['南城服务站', true],
    ]);
    const found = (
      await server.get<Node[]>(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('西城')}`, staff)
    ).body.result;
    expect(found.map((n) => n.title)).toEqual(['助残服务中心']);
    expect(found[0]?.children?.map((n) => n.title)).toEqual(['西城服务站']);
  });

  it('adds departments with the next code of their level', async () => {
    const centre = await byName('助残服务中心');
    expect(
      (await server.post('/sys/sysDepart/add', { departName: '北城服务站', parentId: centre?.id }, admin))
        .body.message,
    ).toBe('添加成功！');
    expect((await byName('北城服务站'))?.orgCode).toBe('A01A04');
    const north = await byName('北城服务站');
    await server.post(
      '/sys/sysDepart/add',
      { departName: '北城康复组', parentId: north?.id, orgCategory: '3' },
      admin,
    );
    expect((await byName('北城康复组'))?.orgCode).toBe('A01A04A01');
    await server.post('/sys/sysDepart/add', { departName: '第二中心' }, admin);
    expect((await byName('第二中心'))?.orgCode).toBe('A02');
    expect((await server.post('/sys/sysDepart/add', { departName: '' }, admin)).body.message).toBe(
      '请输入机构名称',
    );
    expect(
      (await server.post('/sys/sysDepart/add', { departName: 'x', parentId: 'nope' }, admin)).body.message,
    ).toBe('未找到对应的部门');
  });

  it('edits a department and keeps its code', async () => {
    const north = await byName('北城服务站');
    const res = await server.put(
      '/sys/sysDepart/edit',
      { id: north?.id, departName: '北城综合服务站', mobile: '010-12345678' },
      admin,
    );
    expect(res.body.message).toBe('编辑成功!');
    expect((await byName('北城综合服务站'))?.orgCode).toBe('A01A04');
  });

  it('puts users in a department and takes them out', async () => {
    const north = await byName('北城综合服务站');
    const fuwu = (
      await server.ctx.db.kysely
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', 'fuwu')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (await server.post('/sys/user/editSysDepartWithUser', { depId: north?.id, userIdList: [fuwu] }, admin))
        .body.message,
    ).toBe('添加成功!');
    const members = await server.get<{ records: { username: string }[] }>(
      `/sys/user/list?departId=${north?.id}`,
      admin,
    );
    expect(members.body.result.records.map((u) => u.username)).toEqual(['fuwu']);
    const mine = (await server.get<Node[]>('/sys/sysDepart/queryMyDeptTreeList', staff)).body.result;
    expect(mine.map((n) => n.title).sort()).toEqual(['东城服务站', '北城综合服务站'].sort());
    expect(
      (await server.del(`/sys/user/deleteUserInDepart?depId=${north?.id}&userId=${fuwu}`, admin)).body
        .message,
    ).toBe('删除成功!');
  });

  it('exports the departments and imports new ones under a parent code', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/sysDepart/exportXls',
      headers: { 'x-access-token': admin },
    });
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(res.rawPayload).Sheets.部门 ?? {}, {
      header: 1,
    });
    expect(rows[2]).toEqual(['机构名称', '机构编码', '上级机构编码', '机构类型', '排序', '电话', '地址']);
    expect(rows.slice(3).map((r) => [r[0], r[1], r[2]])).toContainEqual(['东城服务站', 'A01A01', 'A01']);

    const sheet = XLSX.utils.aoa_to_sheet([
      ['机构名称', '上级机构编码', '机构类型'],
      ['东城助餐点', 'A01A01', '部门'],
      ['无处安放', 'Z99', '部门'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'x');
    const data = XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
    const boundary = 'dep-boundary';
    const imported = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/sysDepart/importExcel',
      headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.xlsx"\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(imported.json()).toMatchObject({ code: 201, result: { successCount: 1, errorCount: 1 } });
    expect((await byName('东城助餐点'))?.orgCode).toBe('A01A01A01');
  });

  it('deletes a department with its subtree', async () => {
    const north = await byName('北城综合服务站');
    expect((await server.del(`/sys/sysDepart/delete?id=${north?.id}`, admin)).body.message).toBe('删除成功!');
    expect(await byName('北城康复组')).toBeUndefined();
    expect(await byName('北城综合服务站')).toBeUndefined();
  });

  it('is refused to users without the permissions', async () => {
    expect((await server.post('/sys/sysDepart/add', { departName: 'x' }, staff)).status).toBe(403);
    expect((await server.get('/sys/sysDepart/deleteBatch?ids=x', staff)).status).toBe(403);
    expect((await server.get('/sys/sysDepart/list', staff)).status).toBe(403);
  });
});

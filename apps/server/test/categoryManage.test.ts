import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string | null;
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const roots = async (query = '') =>
  (await server.get<PageResult<Category>>(`/sys/category/rootList?pageNo=1&pageSize=50${query}`, admin)).body;
const children = async (pid: string) =>
  (await server.get<Category[]>(`/sys/category/childList?pid=${pid}`, admin)).body.result;
const add = (body: unknown) => server.post<{ id: string; code: string }>('/sys/category/add', body, admin);

describe('category management', () => {
  it('lists the roots, then each level on demand, in code order', async () => {
    const page = (await roots()).result;
    expect(page.records.map((r) => [r.code, r.name])).toEqual([
      ['A01', '服务项目分类'],
      ['A02', '辅具分类'],
    ]);
    expect(page.total).toBe(2);
    // Over the largest page: the largest page.
    expect(
      (await server.get<PageResult<Category>>('/sys/category/rootList?pageSize=5000', admin)).body.result,
    ).toMatchObject({ size: 1000, total: 2 });
    const services = page.records[0] as Category;
    expect(services.hasChild).toBe('1');
    const kinds = await children(services.id);
    expect(kinds.map((k) => k.code)).toEqual(['A01A01', 'A01A02', 'A01A03', 'A01A04']);
    expect(kinds.every((k) => k.pid === services.id)).toBe(true);
  });

  it('searches every level by name, taking % and _ literally', async () => {
    const found = (await roots(`&name=${encodeURIComponent('轮椅')}`)).result.records;
    expect(found.map((r) => r.code)).toEqual(['A02A01A01']);
    expect((await roots('&name=%25')).result.records).toEqual([]);
  });

  it('adds roots and children with generated codes, edits names and deletes subtrees', async () => {
    const root = await add({ name: '测试根分类' });
    expect(root.body).toMatchObject({ success: true, message: '添加成功！', result: { code: 'A03' } });
    const rootId = root.body.result.id;
    const first = (await add({ pid: rootId, name: '子一' })).body.result;
    const second = (await add({ pid: rootId, name: '子二' })).body.result;
    expect([first.code, second.code]).toEqual(['A03A01', 'A03A02']);
    const grandchild = (await add({ pid: first.id, name: '孙一' })).body.result;
    expect(grandchild.code).toBe('A03A01A01');
    expect(
      (await server.get<Category>(`/sys/category/queryById?id=${rootId}`, admin)).body.result.hasChild,
    ).toBe('1');

    // A sibling with the same name is refused; nothing changes.
    expect((await add({ pid: rootId, name: '子一' })).body).toMatchObject({
      success: false,
      message: '同级下已存在名为【子一】的分类',
    });
    expect((await children(rootId)).length).toBe(2);

    const edited = await server.put(
      '/sys/category/edit',
      { id: second.id, name: '子二改', code: 'Z99' },
      admin,
    );
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    const afterEdit = await children(rootId);
    expect(afterEdit.map((c) => [c.name, c.code])).toEqual([
      ['子一', 'A03A01'],
      ['子二改', 'A03A02'],
    ]);

    // Deleting a category takes its subtree; its parent becomes a leaf when nothing is left.
    expect((await server.get(`/sys/category/delete?id=${first.id}`, admin)).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect((await server.get(`/sys/category/queryById?id=${grandchild.id}`, admin)).body.success).toBe(false);
    expect((await server.get(`/sys/category/delete?id=${second.id}`, admin)).body.success).toBe(true);
    expect(
      (await server.get<Category>(`/sys/category/queryById?id=${rootId}`, admin)).body.result.hasChild,
    ).toBe(null);
    // The next child after deletions reuses the level's numbering from what remains.
    expect((await add({ pid: rootId, name: '新子' })).body.result.code).toBe('A03A01');
    // The category select's loaders see the change at once.
    const tree = await server.get<{ title: string }[]>(`/sys/category/loadTreeChildren?pid=${rootId}`, admin);
    expect(tree.body.result.map((n) => n.title)).toEqual(['新子']);
    expect((await server.get(`/sys/category/deleteBatch?ids=${rootId},`, admin)).body.success).toBe(true);
    expect((await roots()).result.total).toBe(2);
  });

  it('refuses bad input clearly and changes nothing', async () => {
    expect((await add({ name: '  ' })).body).toMatchObject({ success: false, message: '请输入分类名称' });
    expect((await add({ name: 'x'.repeat(101) })).body.message).toBe('分类名称不能超过100个字符');
    expect((await add({ pid: 'no-such-id', name: '孤儿' })).body).toMatchObject({
      success: false,
      message: '上级分类不存在',
    });
    expect((await add({ pid: "' or 1=1 --", name: '注入' })).body.message).toBe('上级分类不存在');
    const bad = await server.put('/sys/category/edit', { id: 'no-such-id', name: '无' }, admin);
    expect(bad.body).toMatchObject({ success: false, message: '未找到对应的分类' });
    expect((await server.get('/sys/category/childList', admin)).body.message).toBe('请指定上级分类');
    expect((await roots()).result.total).toBe(2);
  });

  it('reads the tree level by level only: no flat list, export or import', async () => {
    for (const path of ['/sys/category/list', '/sys/category/exportXls']) {
      expect((await server.get(path, admin)).status).toBe(404);
    }
    expect((await server.post('/sys/category/importExcel', {}, admin)).status).toBe(404);
  });

  it('refuses staff without the buttons (403), while the loaders stay open to them', async () => {
    for (const path of [
      '/sys/category/rootList',
      '/sys/category/childList?pid=x',
      '/sys/category/delete?id=x',
    ]) {
      expect((await server.get(path, staff)).status).toBe(403);
    }
    expect((await server.post('/sys/category/add', { name: '员工' }, staff)).status).toBe(403);
    expect((await server.put('/sys/category/edit', { id: 'x', name: '员工' }, staff)).status).toBe(403);
    expect((await server.get('/sys/category/loadTreeRoot?pcode=A01', staff)).body.success).toBe(true);
  });

  it('gives the children of several parents at once (getChildListBatch), as one page', async () => {
    const [services, aids] = (await roots()).result.records as [Category, Category];
    const { status, body } = await server.get<PageResult<Category>>(
      `/sys/category/getChildListBatch?parentIds=${services.id},${aids.id},nope`,
      admin,
    );
    expect(status).toBe(200);
    const expected = [...(await children(services.id)), ...(await children(aids.id))];
    expect(body.result.records.map((c) => c.code)).toEqual(expected.map((c) => c.code));
    expect(body.result).toMatchObject({ total: expected.length, current: 1 });
    const missing = await server.get('/sys/category/getChildListBatch', admin);
    expect(missing).toMatchObject({ status: 400, body: { message: '请指定上级分类' } });
    expect((await server.get(`/sys/category/getChildListBatch?parentIds=${services.id}`, staff)).status).toBe(
      403,
    );
  });

  it('checks that a code starts with its parent’s code (checkCode)', async () => {
    const services = (await roots()).result.records[0] as Category;
    const check = async (query: string) => (await server.get(`/sys/category/checkCode?${query}`, admin)).body;
    expect(await check(`pid=${services.id}&code=A01A09`)).toMatchObject({ success: true });
    expect(await check(`pid=${services.id}&code=A02A09`)).toMatchObject({
      success: false,
      message: '编码不符合规范,须以"A01"开头!',
    });
    expect(await check('code=B01')).toMatchObject({ success: true });
    expect(await check(`pid=${services.id}`)).toMatchObject({
      success: false,
      message: '错误,类型编码为空!',
    });
    expect(await check('pid=nope&code=A01')).toMatchObject({ success: false, message: '上级分类不存在' });
    expect((await server.get(`/sys/category/checkCode?pid=${services.id}&code=A01`, staff)).status).toBe(403);
  });

  it('puts 分类字典 in the admin menu with its buttons', async () => {
    const res = await server.get<{
      menu: { path: string; children?: { path: string; component: string }[] }[];
    }>('/sys/permission/getUserPermissionByToken', admin);
    const system = res.body.result.menu.find((m) => m.children?.some((c) => c.path === '/system/category'));
    expect(system?.children?.find((c) => c.path === '/system/category')?.component).toBe(
      'system/CategoryList',
    );
  });
});

import type { DictOption, TreeDictNode } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SEED, type CategorySeed } from '../src/core/db/migrations/0014_categories.ts';
import { newId } from '../src/core/ids.ts';
import { nextCategoryCode } from '../src/modules/category/categoryCode.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  token = await server.tokenFor('fuwu');
});
afterAll(() => server.close());

const get = async <T>(path: string) => (await server.get<T>(`/sys/category/${path}`, token)).body;
const nodes = (path: string) => get<TreeDictNode[]>(path);

async function idOf(code: string): Promise<string> {
  const row = await server.ctx.db.kysely
    .selectFrom('sysCategory')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addCategory(pid: string, name: string, code: string) {
  await server.ctx.db.kysely
    .insertInto('sysCategory')
    .values({
      id: newId(),
      pid,
      name,
      code,
      hasChild: null,
      sysOrgCode: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

describe('category codes', () => {
  it('start at A01, add a level part per depth and roll A99 over to B01', () => {
    expect(nextCategoryCode(null, [])).toBe('A01');
    expect(nextCategoryCode(null, ['A01', 'A02'])).toBe('A03');
    expect(nextCategoryCode('A01', [])).toBe('A01A01');
    expect(nextCategoryCode('A01', ['A01A01', 'A01A02', 'A02A01'])).toBe('A01A03');
    expect(nextCategoryCode('A01A02', ['A01A02A99'])).toBe('A01A02B01');
    expect(() => nextCategoryCode(null, ['Z99'])).toThrow();
  });

  it('the seeded tree follows them', () => {
    const check = (nodes: CategorySeed[], parent: string | null) => {
      const taken: string[] = [];
      for (const node of nodes) {
        expect(node.code).toBe(nextCategoryCode(parent, taken));
        taken.push(node.code);
        check(node.children ?? [], node.code);
      }
    };
    check(CATEGORY_SEED, null);
  });
});

describe('category tree reads', () => {
  it('loadTreeRoot: one level under pcode (async), or the whole subtree', async () => {
    const roots = await nodes('loadTreeRoot?async=true&pcode=0');
    expect(roots.result.map((n) => [n.title, n.code, n.leaf, n.parentId])).toEqual([
      ['服务项目分类', 'A01', false, null],
      ['辅具分类', 'A02', false, null],
    ]);
    const services = await nodes('loadTreeRoot?async=true&pcode=A01');
    expect(services.result.map((n) => n.title)).toEqual(['生活照料', '康复医疗', '精神关爱', '咨询与其他']);
    expect(services.result[0]).toMatchObject({ key: await idOf('A01A01'), value: await idOf('A01A01') });
    expect(services.result.every((n) => n.children === undefined)).toBe(true);

    const devices = await nodes('loadTreeRoot?async=false&pcode=A02');
    expect(devices.result.map((n) => n.title)).toEqual([
      '肢体辅具',
      '视力辅具',
      '听力言语辅具',
      '生活自理辅具',
    ]);
    expect(devices.result[0]?.children?.map((n) => [n.title, n.leaf])).toEqual([
      ['轮椅', true],
      ['助行器', true],
      ['假肢矫形器', true],
    ]);
    const whole = await nodes('loadTreeRoot?async=false&pcode=0');
    expect(whole.result.map((n) => n.children?.length)).toEqual([4, 4]);

    expect(await nodes('loadTreeRoot?async=true&pcode=X99')).toMatchObject({
      success: false,
      message: '该编码【X99】不存在，请核实!',
    });
    expect(await nodes('loadTreeRoot?async=true')).toMatchObject({
      success: false,
      message: '加载分类字典树参数有误.[null]!',
    });
  });

  it('loadTreeChildren and loadTreeData answer one level, and see new rows at once', async () => {
    const care = await idOf('A01A01');
    expect((await nodes(`loadTreeChildren?pid=${care}`)).result.map((n) => [n.title, n.leaf])).toEqual([
      ['助餐', true],
      ['助浴', true],
      ['助洁', true],
    ]);
    await addCategory(care, '助行', 'A01A01A04');
    expect((await nodes(`loadTreeChildren?pid=${care}`)).result.map((n) => n.title)).toContain('助行');

    expect((await nodes('loadTreeData?pcode=A01')).result).toHaveLength(4);
    expect((await nodes('loadTreeData?pcode=0')).result.map((n) => n.code)).toEqual(['A01', 'A02']);
    expect((await nodes(`loadTreeData?pid=${care}`)).result).toHaveLength(4);
    const condition = encodeURIComponent(JSON.stringify({ code: 'A01A03' }));
    expect((await nodes(`loadTreeData?pcode=A01&condition=${condition}`)).result.map((n) => n.title)).toEqual(
      ['精神关爱'],
    );
  });

  it('refuses conditions that are not JSON maps of registered columns, and fields outside the whitelist', async () => {
    for (const condition of ['name=1 or 1=1', JSON.stringify({ create_by: 'x' }), JSON.stringify(['x'])]) {
      const answer = await nodes(`loadTreeData?pcode=A01&condition=${encodeURIComponent(condition)}`);
      expect(answer.success).toBe(false);
      expect(['字典查询条件必须是JSON对象，不支持SQL片段', '不支持的字典表或字段']).toContain(answer.message);
    }
    for (const field of ['password', 'code;drop table sys_category', 'pid']) {
      const refused = await server.get(
        `/sys/category/loadOne?field=${encodeURIComponent(field)}&val=A01`,
        token,
      );
      expect(refused).toMatchObject({ status: 400, body: { message: '不支持的分类查询字段' } });
    }
  });

  it('loadOne finds exactly one category by id, code or name', async () => {
    const rehab = await get<{ id: string; name: string; code: string }>('loadOne?field=code&val=A01A02');
    expect(rehab.result).toMatchObject({ name: '康复医疗', code: 'A01A02', pid: await idOf('A01') });
    expect((await get(`loadOne?field=id&val=${rehab.result.id}`)).result).toEqual(rehab.result);
    expect((await get(`loadOne?field=name&val=${encodeURIComponent('康复医疗')}`)).result).toEqual(
      rehab.result,
    );
    expect(await get('loadOne?field=code&val=Z99')).toMatchObject({ success: false, message: '查询无果' });
    await addCategory(await idOf('A02'), '轮椅', 'A02A05');
    expect(await get(`loadOne?field=name&val=${encodeURIComponent('轮椅')}`)).toMatchObject({
      success: false,
      message: '查询数据异常,[name]存在多个值:轮椅',
    });
  });

  it('loadDictItem answers names in the ids’ order; loadAllData lists a code’s subtree', async () => {
    const [meal, bath] = [await idOf('A01A01A01'), await idOf('A01A01A02')];
    expect((await get<string[]>(`loadDictItem?ids=${bath},${meal},nope`)).result).toEqual(['助浴', '助餐']);
    // The spec's category select asks with a trailing slash.
    expect((await get<string[]>(`loadDictItem/?ids=${meal},${bath}`)).result).toEqual(['助餐', '助浴']);
    expect((await get<string[]>(`loadDictItem?ids=${bath},nope&delNotExist=false`)).result).toEqual([
      '助浴',
      'nope',
    ]);
    const hearing = await get<DictOption[]>('loadAllData?code=A02A03');
    expect(hearing.result).toEqual([
      { value: await idOf('A02A03'), text: '听力言语辅具' },
      { value: await idOf('A02A03A01'), text: '助听器' },
      { value: await idOf('A02A03A02'), text: '沟通板' },
    ]);
    expect((await get<DictOption[]>('loadAllData?code=%25')).result).toEqual([]);
    expect((await get<DictOption[]>('loadAllData?code=A_')).result).toEqual([]);
    const all = await server.ctx.db.kysely.selectFrom('sysCategory').select('id').execute();
    expect((await get<DictOption[]>('loadAllData')).result).toHaveLength(all.length);
    expect(all.length).toBeGreaterThan(30);
  });

  it('needs a signed-in user and no menu permission', async () => {
    for (const path of [
      'loadTreeRoot?async=true&pcode=A01',
      `loadTreeChildren?pid=${await idOf('A01')}`,
      'loadOne?field=code&val=A01',
      'loadTreeData?pcode=A01',
      'loadDictItem?ids=x',
      'loadDictItem/?ids=x',
      'loadAllData?code=A01',
    ]) {
      expect((await server.get(`/sys/category/${path}`, null)).status).toBe(401);
      expect((await server.get(`/sys/category/${path}`, token)).body.success).toBe(true);
    }
  });
});

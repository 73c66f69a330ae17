import * as XLSX from '@e965/xlsx';
import { DICT_ITEM_GRID_RULES, type DictOption, type PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DictCache } from '../src/core/dict/dictCache.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

interface Dict {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  status: number;
  status_dictText?: string;
}

interface Item {
  id: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

async function addDict(dictName: string, dictCode: string): Promise<Dict> {
  const added = await server.post('/sys/dict/add', { dictName, dictCode, description: '测试' }, admin);
  expect(added.body.message).toBe('保存成功！');
  const list = await server.get<PageResult<Dict>>(`/sys/dict/list?dictCode=${dictCode}`, admin);
  const dict = list.body.result.records[0];
  if (!dict) throw new Error(`dictionary ${dictCode} was not listed`);
  return dict;
}

const items = async (dictId: string) =>
  (await server.get<Item[]>(`/sys/dictItem/list?dictId=${dictId}`, admin)).body.result;

const widget = async (code: string) =>
  (await server.get<DictOption[]>(`/sys/dict/getDictItems/${code}`, admin)).body.result;

const row = (itemText: string, itemValue: string, sortOrder: number, extra: Partial<Item> = {}) => ({
  itemText,
  itemValue,
  sortOrder,
  status: 1,
  ...extra,
});

describe('dictionaries', () => {
  it('adds, searches, edits and refuses bad codes', async () => {
    const dict = await addDict('走访方式', 'visit_way');
    expect(dict).toMatchObject({ dictName: '走访方式', status: 1, status_dictText: '启用' });
    expect((await server.get<Dict>(`/sys/dict/queryById?id=${dict.id}`, admin)).body.result).toMatchObject({
      dictCode: 'visit_way',
      type: 0,
      status: 1,
    });

    const refuse = async (body: object, message: string) => {
      const answer = await server.post('/sys/dict/add', body, admin);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toBe(message);
    };
    await refuse({ dictName: '重复', dictCode: 'visit_way' }, '字典编码已存在');
    await refuse(
      { dictName: '表字典', dictCode: 'sys_user,realname,username' },
      '字典编码不能包含逗号，表字典（表名,显示字段,存储字段）无需在此添加',
    );
    await refuse({ dictName: '注入', dictCode: "x' or '1'='1" }, '字典编码只能由字母、数字和下划线组成');
    await refuse({ dictName: '', dictCode: 'abc' }, '字典名称不能为空');
    await refuse({ dictName: 'x'.repeat(101), dictCode: 'abc' }, '字典名称不能超过100个字符');
    await refuse({ dictName: '类型', dictCode: 'abc', type: 5 }, '字典类型只能是字符串或数字');
    await refuse({ dictName: ['数组'], dictCode: 'abc' }, '请输入字典名称');

    const exported = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/dict/exportXls?dictCode=visit_way',
      headers: { 'x-access-token': admin },
    });
    const sheet = XLSX.read(exported.rawPayload);
    const sheetRows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(sheetRows).toContainEqual(['走访方式', 'visit_way', '测试']);

    const byName = await server.get<PageResult<Dict>>('/sys/dict/list?dictName=*走访*', admin);
    expect(byName.body.result.records.map((d) => d.dictCode)).toEqual(['visit_way']);
    const byCode = await server.get<PageResult<Dict>>('/sys/dict/list?dictCode=*visit*', admin);
    expect(byCode.body.result.records.map((d) => d.dictName)).toEqual(['走访方式']);
    const hostileName = await server.get<PageResult<Dict>>(
      `/sys/dict/list?dictName=${encodeURIComponent("' or 1=1 --")}`,
      admin,
    );
    expect(hostileName.body.result.records).toEqual([]);
    const hostileSort = await server.get(
      `/sys/dict/list?column=${encodeURIComponent('id;drop table sys_dict')}`,
      admin,
    );
    expect(hostileSort.status).toBe(400);
    expect(hostileSort.body.message).toBe('不支持的排序字段: id;drop table sys_dict');

    expect(
      (
        await server.put(
          '/sys/dict/edit',
          { id: dict.id, dictName: '走访方式（新）', dictCode: 'visit_way2' },
          admin,
        )
      ).body.message,
    ).toBe('编辑成功!');
    const edited = await server.ctx.db.kysely
      .selectFrom('sysDict')
      .select(['dictName', 'dictCode', 'type'])
      .where('id', '=', dict.id)
      .executeTakeFirstOrThrow();
    expect(edited).toEqual({ dictName: '走访方式（新）', dictCode: 'visit_way2', type: 0 });
    const numeric = await server.ctx.db.kysely
      .selectFrom('sysDict')
      .select(['id', 'dictName', 'dictCode'])
      .where('dictCode', '=', 'tenant_status')
      .executeTakeFirstOrThrow();
    await server.put('/sys/dict/edit', { ...numeric, description: '租户的状态' }, admin);
    const kept = await server.ctx.db.kysely
      .selectFrom('sysDict')
      .select(['type', 'description'])
      .where('id', '=', numeric.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ type: 1, description: '租户的状态' });
    expect(
      (await server.put('/sys/dict/edit', { id: dict.id, dictName: '撞码', dictCode: 'sex' }, admin)).body
        .message,
    ).toBe('字典编码已存在');
    expect(
      (await server.put('/sys/dict/edit', { id: 'nope', dictName: '无', dictCode: 'nope_x' }, admin)).body
        .message,
    ).toBe('未找到对应的字典');
  });

  it('saves the grid in one batch, checking every row, and the widgets see it at once', async () => {
    const dict = await addDict('随访结果', 'follow_result');
    const saved = await server.post(
      '/sys/dictItem/saveBatch',
      {
        dictId: dict.id,
        rows: [row('满意', 'good', 1), row('一般', 'ok', 2), row('不满意', 'bad', 3, { status: 0 })],
      },
      admin,
    );
    expect(saved.body.message).toBe('保存成功！');
    expect(await widget('follow_result')).toEqual([
      { value: 'good', text: '满意' },
      { value: 'ok', text: '一般' },
    ]);
    const [good, ok, bad] = (await items(dict.id)) as [Item, Item, Item];
    expect([good.itemValue, ok.itemValue, bad.itemValue, bad.status]).toEqual(['good', 'ok', 'bad', 0]);

    const refuse = async (body: object, message: string) => {
      const answer = await server.post('/sys/dictItem/saveBatch', { dictId: dict.id, ...body }, admin);
      expect(answer.body.message).toBe(message);
      expect(answer.body.success).toBe(false);
    };
    await refuse({ rows: [row('甲', 'a', 1), row('乙', '  ', 2)] }, '第2行：数据值不能为空');
    await refuse({ rows: [row('', 'a', 1)] }, '第1行：名称不能为空');
    await refuse({ rows: [row('甲', 'a', 1), row('乙', 'a', 2)] }, '第1行：数据值不能重复');
    await refuse({ rows: [row('甲', 'a', 1), row('乙', ' a ', 2)] }, '第2行：数据值“a”与第1行重复');
    await refuse({ rows: [row('甲', 'good', 1)] }, '第1行：数据值“good”与已有字典项重复');
    await refuse({ rows: [{ ...row('甲', 'a', 1), sortOrder: 'x' }] }, '第1行：排序必须是数字');
    await refuse({ rows: [row('甲', 'a', 1, { status: 2 })] }, '第1行：状态只能是启用或停用');
    await refuse({ rows: ['<script>'] }, '第1行：数据格式不正确');
    await refuse({ rows: [{ itemValue: 'a' }] }, '第1行：名称不能为空');
    await refuse({ rows: [{ ...row('甲', 'a', 1), itemText: 5 }] }, '第1行：请输入名称');
    await refuse({ rows: 'all' }, '字典项数据格式不正确');
    await refuse({ rows: [], deleteIds: ['not-mine'] }, '未找到对应的字典项');
    const sexItem = await server.ctx.db.kysely
      .selectFrom('sysDictItem')
      .select('id')
      .where('itemValue', '=', '1')
      .executeTakeFirstOrThrow();
    await refuse({ rows: [{ id: sexItem.id, ...row('偷改', 'x', 1) }] }, '第1行：未找到对应的字典项');
    await refuse(
      { rows: Array.from({ length: 1001 }, (_, i) => row(`项${i}`, `v${i}`, i)) },
      '字典项不能超过1000条',
    );
    expect(await widget('follow_result')).toHaveLength(2);

    // Values change places, one row goes, one comes: all in one save.
    const swapped = await server.post(
      '/sys/dictItem/saveBatch',
      {
        dictId: dict.id,
        rows: [
          { id: ok.id, ...row('一般', 'good', 1) },
          { id: good.id, ...row('满意', 'ok', 2) },
          row('非常满意', 'great', 0),
        ],
        deleteIds: [bad.id],
      },
      admin,
    );
    expect(swapped.body.message).toBe('保存成功！');
    expect(await widget('follow_result')).toEqual([
      { value: 'great', text: '非常满意' },
      { value: 'good', text: '一般' },
      { value: 'ok', text: '满意' },
    ]);
    const after = await items(dict.id);
    expect(after.map((i) => i.id)).toContain(good.id);
    expect(after.map((i) => i.id)).not.toContain(bad.id);
  });

  it("refuses a batch breaking the grid's shared rules with the grid's own messages, writing nothing", async () => {
    const dict = await addDict('回访渠道', 'revisit_channel');
    const first = await server.post(
      '/sys/dictItem/saveBatch',
      { dictId: dict.id, rows: [row('电话', 'phone', 1), row('上门', 'home', 2)] },
      admin,
    );
    expect(first.body.message).toBe('保存成功！');
    const before = await items(dict.id);
    const [phone, home] = before as [Item, Item];
    const rules = DICT_ITEM_GRID_RULES;
    const [required, unique] = rules.itemValue.validateRules;
    const [, notNumber, notInteger] = rules.sortOrder.validateRules;
    // Every batch changes a saved row and deletes another before the row that fails.
    const refuse = async (bad: object, message: string) => {
      const answer = await server.post(
        '/sys/dictItem/saveBatch',
        {
          dictId: dict.id,
          rows: [{ id: phone.id, ...row('电话回访', 'phone', 5) }, bad],
          deleteIds: [home.id],
        },
        admin,
      );
      expect(answer.body).toMatchObject({ success: false, message });
    };
    await refuse(row('微信', '', 2), `第2行：${required.message}`);
    await refuse(row('', 'wx', 2), `第2行：${rules.itemText.validateRules[0].message}`);
    await refuse(row('微信', 'phone', 2), `第1行：${unique.message}`);
    await refuse({ ...row('微信', 'wx', 2), sortOrder: '二' }, `第2行：${notNumber.message}`);
    await refuse(row('微信', 'wx', 2.5), `第2行：${notInteger.message}`);
    await refuse({ ...row('微信', 'wx', 2), status: '' }, `第2行：${rules.status.validateRules[0].message}`);
    expect([required.message, unique.message, notNumber.message, notInteger.message]).toEqual([
      '数据值不能为空',
      '数据值不能重复',
      '排序必须是数字',
      '排序必须是整数',
    ]);
    expect(await items(dict.id)).toEqual(before);
  });

  it('adds, edits and deletes single items', async () => {
    const dict = await addDict('陪同人员', 'companion');
    const add = (body: object) => server.post('/sys/dictItem/add', { dictId: dict.id, ...body }, admin);
    expect((await add(row('家属', 'family', 1))).body.message).toBe('保存成功！');
    expect((await add(row('另一个家属', 'family', 2))).body.message).toBe('数据值不能重复');
    expect((await add(row('护工', 'carer', 2))).body.message).toBe('保存成功！');
    const [family, carer] = (await items(dict.id)) as [Item, Item];
    expect(
      (await server.put('/sys/dictItem/edit', { id: carer.id, ...row('护工', 'family', 2) }, admin)).body
        .message,
    ).toBe('数据值不能重复');
    expect(
      (await server.put('/sys/dictItem/edit', { id: carer.id, ...row('护理员', 'carer', 0) }, admin)).body
        .message,
    ).toBe('编辑成功!');
    expect(await widget('companion')).toEqual([
      { value: 'carer', text: '护理员' },
      { value: 'family', text: '家属' },
    ]);
    expect((await server.del(`/sys/dictItem/delete?id=${family.id}`, admin)).body.message).toBe('删除成功!');
    expect(await widget('companion')).toEqual([{ value: 'carer', text: '护理员' }]);
  });

  it('checks an item value as the family’s item form does before saving (dictItemCheck)', async () => {
    const dict = await addDict('联系方式', 'contact_way');
    const other = await addDict('其他方式', 'other_way');
    await server.post('/sys/dictItem/add', { dictId: dict.id, ...row('电话', 'phone', 1) }, admin);
    await server.post('/sys/dictItem/add', { dictId: other.id, ...row('短信', 'sms', 1) }, admin);
    const [phone] = (await items(dict.id)) as [Item];
    const check = async (query: string) =>
      (await server.get(`/sys/dictItem/dictItemCheck?dictId=${dict.id}&${query}`, admin)).body;
    expect(await check('itemValue=phone')).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    // The item being edited keeps its value; another dictionary's values are no concern.
    expect(await check(`itemValue=phone&id=${phone.id}`)).toMatchObject({
      success: true,
      message: '该值可用！',
    });
    expect(await check('itemValue=sms')).toMatchObject({ success: true, message: '该值可用！' });
    expect(await check('itemValue=')).toMatchObject({ success: true });
    const noDict = await server.get('/sys/dictItem/dictItemCheck?itemValue=phone', admin);
    expect(noDict).toMatchObject({ status: 400, body: { message: '请指定字典' } });
    expect(
      (await server.get(`/sys/dictItem/dictItemCheck?dictId=${dict.id}&itemValue=x`, staff)).status,
    ).toBe(403);
  });

  it('answers the item list asked without a dictionary with an empty page', async () => {
    const { status, body } = await server.get<PageResult<Item>>(
      '/sys/dictItem/list?pageNo=1&pageSize=10',
      admin,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, result: { records: [], total: 0 } });
  });

  it('disables, recycles, restores and purges dictionaries', async () => {
    const dict = await addDict('交通方式', 'transport');
    await server.post('/sys/dictItem/add', { dictId: dict.id, ...row('步行', 'walk', 1) }, admin);
    expect(await widget('transport')).toHaveLength(1);

    expect((await server.put('/sys/dict/status', { ids: dict.id, status: 0 }, admin)).body.message).toBe(
      '停用成功!',
    );
    expect(await widget('transport')).toEqual([]);
    expect((await server.put('/sys/dict/status', { ids: dict.id, status: 1 }, admin)).body.message).toBe(
      '启用成功!',
    );
    expect(await widget('transport')).toHaveLength(1);
    expect((await server.put('/sys/dict/status', { ids: dict.id, status: 3 }, admin)).status).toBe(400);

    expect((await server.del(`/sys/dict/delete?id=${dict.id}`, admin)).body.message).toBe('删除成功!');
    expect(await widget('transport')).toEqual([]);
    // The bin tells who deleted it and when.
    const deleted = await server.ctx.db.kysely
      .selectFrom('sysDict')
      .select(['delFlag', 'updateBy', 'updateTime'])
      .where('id', '=', dict.id)
      .executeTakeFirstOrThrow();
    expect(deleted).toMatchObject({ delFlag: 1, updateBy: 'admin', updateTime: expect.any(String) });
    expect((await server.get(`/sys/dict/queryById?id=${dict.id}`, admin)).body.message).toBe(
      '未找到对应的字典',
    );
    const listed = await server.get<PageResult<Dict>>('/sys/dict/list?dictCode=transport', admin);
    expect(listed.body.result.records).toEqual([]);
    const bin = await server.get<Dict[]>('/sys/dict/deleteList', admin);
    expect(bin.body.result.map((d) => d.dictCode)).toContain('transport');
    expect(
      (await server.post('/sys/dict/add', { dictName: '新交通', dictCode: 'transport' }, admin)).body.message,
    ).toBe('字典编码已存在于回收站，请先还原或彻底删除');
    expect(
      (await server.post('/sys/dictItem/add', { dictId: dict.id, ...row('骑车', 'bike', 2) }, admin)).body
        .message,
    ).toBe('未找到对应的字典');

    expect((await server.put(`/sys/dict/back/${dict.id}`, {}, admin)).body.message).toBe('还原成功!');
    expect(await widget('transport')).toEqual([{ value: 'walk', text: '步行' }]);
    expect((await server.put(`/sys/dict/back/${dict.id}`, {}, admin)).body.message).toBe(
      '回收站中没有这个字典',
    );
    expect((await server.del(`/sys/dict/deletePhysic/${dict.id}`, admin)).body.message).toBe(
      '回收站中没有这个字典',
    );

    await server.del(`/sys/dict/delete?id=${dict.id}`, admin);
    expect((await server.del(`/sys/dict/deletePhysic/${dict.id}`, admin)).body.message).toBe('彻底删除成功!');
    const left = await server.ctx.db.kysely
      .selectFrom('sysDictItem')
      .select('id')
      .where('dictId', '=', dict.id)
      .execute();
    expect(left).toEqual([]);
    expect(
      (await server.get<Dict[]>('/sys/dict/deleteList', admin)).body.result.map((d) => d.id),
    ).not.toContain(dict.id);
  });

  it('tells every server copy sharing the database that the dictionaries changed', async () => {
    const otherCopy = new DictCache(server.ctx.db.kysely, 0);
    expect(await otherCopy.items('copy_test')).toEqual([]);
    const dict = await addDict('多副本', 'copy_test');
    await server.post('/sys/dictItem/add', { dictId: dict.id, ...row('甲', 'a', 1) }, admin);
    expect(await otherCopy.items('copy_test')).toEqual([{ value: 'a', text: '甲' }]);
    // A copy that checks once a second serves its cache in between, then reloads.
    const slowCopy = new DictCache(server.ctx.db.kysely, 200);
    expect(await slowCopy.items('copy_test')).toHaveLength(1);
    await server.post('/sys/dictItem/add', { dictId: dict.id, ...row('乙', 'b', 2) }, admin);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await slowCopy.items('copy_test')).toHaveLength(2);
  });

  it('refuses staff every management route', async () => {
    const dict = await addDict('权限测试', 'perm_test');
    const calls = [
      server.get('/sys/dict/list', staff),
      server.post('/sys/dict/add', { dictName: 'x', dictCode: 'staff_x' }, staff),
      server.put('/sys/dict/edit', { id: dict.id, dictName: 'x', dictCode: 'perm_test' }, staff),
      server.put('/sys/dict/status', { ids: dict.id, status: 0 }, staff),
      server.del(`/sys/dict/delete?id=${dict.id}`, staff),
      server.get('/sys/dict/deleteList', staff),
      server.put(`/sys/dict/back/${dict.id}`, {}, staff),
      server.del(`/sys/dict/deletePhysic/${dict.id}`, staff),
      server.get('/sys/dict/exportXls', staff),
      server.get(`/sys/dictItem/list?dictId=${dict.id}`, staff),
      server.get('/sys/dictItem/list', staff),
      server.post('/sys/dictItem/add', { dictId: dict.id, ...row('x', 'x', 1) }, staff),
      server.post('/sys/dictItem/saveBatch', { dictId: dict.id, rows: [] }, staff),
      server.del('/sys/dictItem/delete?id=x', staff),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    // Reading dictionaries stays open to every signed-in user.
    expect((await server.get('/sys/dict/getDictItems/sex', staff)).status).toBe(200);
    const still = await server.get<PageResult<Dict>>('/sys/dict/list?dictCode=perm_test', admin);
    expect(still.body.result.records[0]?.status).toBe(1);
  });
});

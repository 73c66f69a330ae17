// biome-ignore-all lint/suspicious/noTemplateCurlyInString: a form default names a fill rule as ${code}.
import * as XLSX from '@e965/xlsx';
import type { OnlineFormDefinition, PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/core/auth/password.ts';
import { newId } from '../src/core/ids.ts';
import { BusinessError } from '../src/core/result.ts';
import { onlineHook, registerOnlineHook } from '../src/modules/onlineForm/serverHooks.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;

const API = '/online/cgform/api';
const PASSWORD = 'Online-run-2026';
const OTHER_TENANT = 9;
const db = () => server.ctx.db.kysely;

type Row = Record<string, unknown>;

interface Columns {
  definition: OnlineFormDefinition;
  buttons: string[];
  hideColumns: string[];
  columns: { dataIndex: string }[];
  subTables: { definition: OnlineFormDefinition; relationType: number; foreignKeys: unknown[] }[];
  pidField: string | null;
  hasChildrenField: string | null;
}

const field = (dbFieldName: string, dbFieldTxt: string, extra: Row = {}) => ({
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 50,
  isShowForm: 1,
  isShowList: 1,
  ...extra,
});

/** Designs and synchronises a form through the design API; answers its head id. */
async function design(head: Row, fields: Row[]): Promise<string> {
  const added = await server.post<{ id: string }>(`${API}/addAll`, { head, fields }, admin);
  expect(added.body.message).toBe('添加成功！');
  const id = added.body.result.id;
  const synced = await server.post(`${API}/doDbSynch/${id}/normal`, {}, admin);
  expect(synced.body.message).toBe('同步数据库成功!');
  return id;
}

async function addUser(username: string, roleId: string, tenant = 1) {
  await db()
    .insertInto('sysUser')
    .values({
      id: newId(),
      username,
      realname: `在线${username}`,
      password: await hashPassword(PASSWORD),
      avatar: null,
      birthday: null,
      sex: 1,
      email: null,
      phone: `137${String(Math.random()).slice(2, 10)}`,
      orgCode: 'A01A02',
      status: 1,
      delFlag: 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: 1,
      departIds: null,
      relTenantIds: String(tenant),
      createBy: 'test',
      createTime: '2026-11-01 08:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
  const user = await db()
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await db().insertInto('sysUserRole').values({ id: newId(), userId: user.id, roleId }).execute();
}

async function addPermission(values: {
  id: string;
  parentId: string | null;
  name: string;
  menuType: number;
  url?: string;
  perms?: string;
  permsType?: string;
}) {
  await db()
    .insertInto('sysPermission')
    .values({
      id: values.id,
      parentId: values.parentId,
      name: values.name,
      url: values.url ?? null,
      component: values.menuType === 2 ? null : 'modules/online/cgform/auto/OnlCgformAutoList',
      componentName: null,
      redirect: null,
      menuType: values.menuType,
      perms: values.perms ?? null,
      permsType: values.permsType ?? null,
      sortNo: 0,
      alwaysShow: 0,
      icon: null,
      isRoute: 1,
      isLeaf: 1,
      keepAlive: 0,
      hidden: 0,
      description: null,
      status: '1',
      delFlag: 0,
      ruleFlag: 0,
      internalOrExternal: 0,
      createBy: 'test',
      createTime: '2026-11-01 08:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

const grant = (roleId: string, permissionId: string, dataRuleIds: string | null = null) =>
  db()
    .insertInto('sysRolePermission')
    .values({ id: newId(), roleId, permissionId, dataRuleIds, operateDate: null, operateIp: null })
    .execute();

const ROLE = 'role_online_rt';
let orderId: string;
let staff: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  orderId = await design({ tableName: 'rt_order', tableTxt: '订单', tableType: 0 }, [
    field('order_no', '订单号', {
      dbLength: 20,
      fieldMustInput: '1',
      isQuery: 1,
      sortFlag: 1,
    }),
    field('customer', '客户', { isQuery: 1 }),
    field('mobile', '手机', { dbLength: 20, fieldValidType: 'mobile' }),
    field('amount', '金额', {
      dbType: 'double',
      dbLength: 10,
      dbPointLength: 2,
      isQuery: 1,
      queryMode: 'group',
      sortFlag: 1,
    }),
    field('qty', '数量', { dbType: 'int', dbLength: 10 }),
    field('sex', '性别', { fieldShowType: 'list', dictField: 'sex', dbLength: 2 }),
    field('secret_note', '内部备注'),
    field('remark', '备注'),
    field('creator_name', '录入人', { fieldDefaultValue: '#{sysUserName}' }),
    field('handler', '经办人', {
      fieldShowType: 'sel_search',
      dictTable: 'sys_user',
      dictText: 'realname',
      dictField: 'username',
    }),
  ]);
  await db()
    .insertInto('sysRole')
    .values({
      id: ROLE,
      roleName: '在线表单测试',
      roleCode: 'online_rt',
      description: null,
      createBy: 'test',
      createTime: '2026-11-01 08:00:00',
      updateBy: null,
      updateTime: null,
    } as never)
    .execute();
  await db()
    .insertInto('sysTenant')
    .values({
      id: OTHER_TENANT,
      name: '外区中心',
      beginDate: null,
      endDate: null,
      status: 1,
      createBy: null,
      createTime: null,
    })
    .execute();
  await addUser('rtstaff', ROLE);
  await addUser('rtother', ROLE, OTHER_TENANT);
  staff = await server.tokenFor('rtstaff', PASSWORD);
  other = await server.tokenFor('rtother', PASSWORD);
});
afterAll(() => server.close());

const add = (body: Row, token = admin, code = orderId) =>
  server.post<{ id: string }>(`${API}/form/${code}`, body, token);
const list = (query: string, token = admin, code = orderId) =>
  server.get<PageResult<Row>>(`${API}/getData/${code}?pageSize=50${query}`, token);

describe('records of a synchronised form', () => {
  it('refuses a form that is not synchronised, and codes that name no form', async () => {
    const added = await server.post<{ id: string }>(
      `${API}/addAll`,
      { head: { tableName: 'rt_draft', tableTxt: '草稿' }, fields: [field('title', '标题')] },
      admin,
    );
    const draft = added.body.result.id;
    expect((await list('', admin, draft)).body.message).toBe('表单未同步数据库');
    expect((await add({ title: 'x' }, admin, draft)).body.message).toBe('表单未同步数据库');
    for (const code of ['sys_user', 'onl_cgform_head', 'nothing_here']) {
      expect((await list('', admin, code)).body.message).toBe('表单不存在');
    }
    const hostile = await server.get(`${API}/getData/${encodeURIComponent("x' or 1=1 --")}`, admin);
    expect(hostile.body.message).toBe('表单不存在');
  });

  it('adds with the form rules, the server-set fields and the defaults', async () => {
    expect((await add({ customer: '甲' })).body.message).toBe('请输入订单号');
    expect((await add({ orderNo: 'A1', mobile: '123' })).body.message).toBe('请输入正确手机号');
    expect((await add({ orderNo: 'A1', qty: 1.5 })).body.message).toBe('数量必须是整数');
    expect((await add({ orderNo: 'A1', amount: 'abc' })).body.message).toBe('金额必须是数字');
    expect((await add({ orderNo: 'A1', sex: '9' })).body.message).toBe('请选择性别');
    expect((await add({ orderNo: 'x'.repeat(21) })).body.message).toBe('订单号不能超过20个字符');
    expect((await add({ orderNo: 'A1', handler: 'nobody' })).body.message).toBe('请选择经办人');
    const created = await add({
      orderNo: 'A1',
      customer: '甲客户',
      mobile: '13800138000',
      amount: 12.5,
      qty: 3,
      sex: '1',
      handler: 'admin',
      tenantId: 5,
      createBy: 'forged',
      unknownField: 'ignored',
    });
    expect(created.body).toMatchObject({ success: true, message: '添加成功！' });
    const stored = await db()
      .selectFrom('ol_rt_order' as never)
      .selectAll()
      .where('id' as never, '=', created.body.result.id as never)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      orderNo: 'A1',
      tenantId: 1,
      createBy: 'admin',
      creatorName: '管理员',
      amount: 12.5,
    });
    expect((stored as Row).sysOrgCode).toBeTruthy();
    for (const [no, customer, amount] of [
      ['A2', '乙客户', 50],
      ['A3', '甲客户', 100],
      ['A4', '丙客户', 200],
    ] as const) {
      expect((await add({ orderNo: no, customer, amount, sex: '2' })).body.success).toBe(true);
    }
  });

  it('lists with paging, sort, filters, ranges, the advanced query and dictionary texts', async () => {
    const all = await list('&column=orderNo&order=asc');
    expect(all.body.result.records.map((r) => r.orderNo)).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(all.body.result.records[0]).toMatchObject({
      sex_dictText: '男',
      creatorName: '管理员',
      handler_dictText: '管理员',
    });
    const options = await server.get<{ dictOptions: Record<string, { value: string }[]> }>(
      `${API}/getColumns/${orderId}`,
      admin,
    );
    expect(options.body.result.dictOptions.handler?.map((o) => o.value)).toContain('admin');
    expect(options.body.result.dictOptions.sex?.map((o) => o.value)).toEqual(['1', '2']);
    expect(all.body.result.records[0]).not.toHaveProperty('tenantId');
    const paged = await list('&column=orderNo&order=desc&pageSize=2&pageNo=2');
    expect(paged.body.result.records.map((r) => r.orderNo)).toEqual(['A2', 'A1']);
    expect(paged.body.result.total).toBe(4);
    expect((await list('&customer=*甲*')).body.result.records.map((r) => r.orderNo).sort()).toEqual([
      'A1',
      'A3',
    ]);
    const range = await list('&amount_begin=40&amount_end=150&column=amount&order=asc');
    expect(range.body.result.records.map((r) => r.orderNo)).toEqual(['A2', 'A3']);
    const superQuery = encodeURIComponent(
      JSON.stringify([
        { field: 'customer', rule: 'eq', val: '丙客户' },
        { field: 'orderNo', rule: 'eq', val: 'A1' },
      ]),
    );
    const or = await list(`&superQueryParams=${superQuery}&superQueryMatchType=or`);
    expect(or.body.result.records.map((r) => r.orderNo).sort()).toEqual(['A1', 'A4']);
  });

  it('refuses hostile list parameters and never runs request text as SQL', async () => {
    expect((await list(`&customer=${encodeURIComponent("' or '1'='1")}`)).body.result.records).toEqual([]);
    expect((await list('&tenantId=1')).body.message).toBe('不支持的查询字段: tenantId');
    expect((await list('&column=sleep(1)')).body.message).toBe('不支持的排序字段: sleep(1)');
    expect((await list(`&${encodeURIComponent('1=1;drop table x')}=1`)).status).toBe(400);
    expect((await list('&amount_begin=abc')).status).toBe(400);
    expect((await list('')).body.result.total).toBe(4);
  });

  it('edits, reads one and deletes, one or several', async () => {
    const [a1] = (await list('&orderNo=A1')).body.result.records;
    const id = String(a1?.id);
    const edited = await server.put(
      `${API}/form/${orderId}`,
      { id, orderNo: 'A1', customer: '甲客户改', amount: 13 },
      admin,
    );
    expect(edited.body.message).toBe('编辑成功!');
    const one = await server.get<Row>(`${API}/form/${orderId}/${id}`, admin);
    expect(one.body.result).toMatchObject({
      customer: '甲客户改',
      amount: 13,
      updateBy: 'admin',
      createBy: 'admin',
    });
    const spare = await add({ orderNo: 'Z1' });
    const spare2 = await add({ orderNo: 'Z2' });
    const removed = await server.del(
      `${API}/form/${orderId}/${spare.body.result.id},${spare2.body.result.id}`,
      admin,
    );
    expect(removed.body.message).toBe('批量删除成功!');
    expect((await list('&orderNo=Z1')).body.result.total).toBe(0);
    expect((await server.get(`${API}/form/${orderId}/nope`, admin)).body.message).toBe('未找到对应的订单');
  });

  it('refuses a value taken in a unique field (校验 only), within the tenant', async () => {
    const code = await design({ tableName: 'rt_badge', tableTxt: '胸牌' }, [
      field('badge_no', '胸牌号', { fieldValidType: 'only', fieldMustInput: '1' }),
    ]);
    expect((await add({ badgeNo: 'B-1' }, admin, code)).body.message).toBe('添加成功！');
    expect((await add({ badgeNo: 'B-1' }, admin, code)).body.message).toBe('胸牌号已存在: B-1');
    expect((await add({ badgeNo: 'B-2' }, admin, code)).body.message).toBe('添加成功！');
    const [second] = (await list('&badgeNo=B-2', admin, code)).body.result.records;
    const clash = await server.put(`${API}/form/${code}`, { id: second?.id, badgeNo: 'B-1' }, admin);
    expect(clash.body.message).toBe('胸牌号已存在: B-1');
    expect((await list('', admin, code)).body.result.total).toBe(2);
  });

  it('keeps each tenant to its own rows', async () => {
    const foreign = newId();
    await db()
      .insertInto('ol_rt_order' as never)
      .values({ id: foreign, tenantId: OTHER_TENANT, orderNo: 'T9', customer: '外区' } as never)
      .execute();
    expect((await list('&orderNo=T9')).body.result.total).toBe(0);
    expect((await server.get(`${API}/form/${orderId}/${foreign}`, admin)).body.message).toBe(
      '未找到对应的订单',
    );
    expect(
      (await server.put(`${API}/form/${orderId}`, { id: foreign, orderNo: 'T9' }, admin)).body.message,
    ).toBe('未找到对应的订单');
    expect((await server.del(`${API}/form/${orderId}/${foreign}`, admin)).body.message).toBe(
      '未找到对应的订单',
    );
    // A user of the other tenant, once the form's menu is granted, sees its tenant's row only.
    await addPermission({
      id: 'menu_rt_order',
      parentId: null,
      name: '订单',
      menuType: 1,
      url: `/online/cgformList/${orderId}`,
    });
    await grant(ROLE, 'menu_rt_order');
    const theirs = await list('', other);
    expect(theirs.body.result.records.map((r) => r.orderNo)).toEqual(['T9']);
    const [a1] = (await list('&orderNo=A1')).body.result.records;
    expect((await server.get(`${API}/form/${orderId}/${String(a1?.id)}`, other)).body.message).toBe(
      '未找到对应的订单',
    );
    expect((await server.del(`${API}/form/${orderId}/${String(a1?.id)}`, other)).body.message).toBe(
      '未找到对应的订单',
    );
  });
});

describe('permissions of the generated screens', () => {
  it('needs a granted menu entry pointing at the form (or the designer permission)', async () => {
    const outsider = await server.tokenFor('fuwu');
    expect((await list('', outsider)).status).toBe(403);
    expect((await server.get(`${API}/getColumns/${orderId}`, outsider)).status).toBe(403);
    const columns = await server.get<Columns>(`${API}/getColumns/${orderId}`, staff);
    expect(columns.body.result.buttons.sort()).toEqual([
      'add',
      'batch_delete',
      'delete',
      'edit',
      'export',
      'import',
    ]);
    expect(columns.body.result.definition.fields.map((f) => f.dbFieldName)).toContain('secret_note');
  });

  it('hides and locks fields by field permissions, unless granted', async () => {
    const saved = await server.put<{ field: string; control: string }[]>(
      `${API}/authFields/${orderId}`,
      [
        { field: 'secret_note', control: 'hidden' },
        { field: 'remark', control: 'readonly' },
      ],
      admin,
    );
    expect(saved.body.success).toBe(true);
    expect(saved.body.result.filter((r) => r.control !== 'none')).toEqual([
      { field: 'secret_note', label: '内部备注', control: 'hidden' },
      { field: 'remark', label: '备注', control: 'readonly' },
    ]);
    const [a3] = (await list('&orderNo=A3')).body.result.records;
    const id = String(a3?.id);
    await db()
      .updateTable('ol_rt_order' as never)
      .set({ secretNote: '机密', remark: '原备注' } as never)
      .where('id' as never, '=', id as never)
      .execute();
    const columns = (await server.get<Columns>(`${API}/getColumns/${orderId}`, staff)).body.result;
    expect(columns.definition.fields.map((f) => f.dbFieldName)).not.toContain('secret_note');
    expect(columns.definition.fields.find((f) => f.dbFieldName === 'remark')?.isReadOnly).toBe(1);
    expect(columns.hideColumns).toEqual(['secretNote']);
    const row = (await list('&orderNo=A3', staff)).body.result.records[0];
    expect(row).not.toHaveProperty('secretNote');
    expect(row).toMatchObject({ remark: '原备注' });
    expect((await list('&secretNote=机密', staff)).status).toBe(400);
    const one = (await server.get<Row>(`${API}/form/${orderId}/${id}`, staff)).body.result;
    expect(one).not.toHaveProperty('secretNote');
    const edited = await server.put(
      `${API}/form/${orderId}`,
      { id, orderNo: 'A3', customer: '甲客户', secretNote: '改了', remark: '改了' },
      staff,
    );
    expect(edited.body.success).toBe(true);
    const stored = (await db()
      .selectFrom('ol_rt_order' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow()) as Row;
    expect([stored.secretNote, stored.remark]).toEqual(['机密', '原备注']);
    // The export leaves the hidden field out too.
    const exported = await server.app.inject({
      method: 'GET',
      url: `/hcs${API}/exportXls/${orderId}`,
      headers: { 'x-access-token': staff },
    });
    expect(exported.statusCode).toBe(200);
    const book = XLSX.read(exported.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[2]).toContain('备注');
    expect(rows[2]).not.toContain('内部备注');
    // Granted the field's entry, the role sees it.
    const entry = await db()
      .selectFrom('sysPermission')
      .select('id')
      .where('perms', '=', 'online:rt_order:field:secret_note')
      .executeTakeFirstOrThrow();
    await grant(ROLE, entry.id);
    expect((await list('&orderNo=A3', staff)).body.result.records[0]).toMatchObject({ secretNote: '机密' });
  });

  it('refuses a button the menu gates and the role is not granted', async () => {
    await addPermission({
      id: 'btn_rt_order_add',
      parentId: 'menu_rt_order',
      name: '新增',
      menuType: 2,
      perms: 'online:rt_order:add',
      permsType: '1',
    });
    const columns = (await server.get<Columns>(`${API}/getColumns/${orderId}`, staff)).body.result;
    expect(columns.buttons).not.toContain('add');
    expect((await add({ orderNo: 'S1' }, staff)).status).toBe(403);
    await grant(ROLE, 'btn_rt_order_add');
    await grant('role_admin', 'btn_rt_order_add');
    expect((await add({ orderNo: 'S1' }, staff)).body.success).toBe(true);
  });

  it('applies the data rules of the menu entry on the form fields', async () => {
    await db()
      .insertInto('sysPermissionDataRule')
      .values({
        id: 'rule_rt_customer',
        permissionId: 'menu_rt_order',
        ruleName: '只看甲客户',
        ruleColumn: 'customer',
        ruleConditions: '=',
        ruleValue: '甲客户',
        status: '1',
        createBy: 'test',
        createTime: '2026-11-01 08:00:00',
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await db()
      .updateTable('sysRolePermission')
      .set({ dataRuleIds: 'rule_rt_customer' })
      .where('roleId', '=', ROLE)
      .where('permissionId', '=', 'menu_rt_order')
      .execute();
    const seen = (await list('', staff)).body.result.records.map((r) => r.orderNo);
    expect(seen).toEqual(['A3']);
    const [a4] = (await list('&orderNo=A4')).body.result.records;
    expect((await server.get(`${API}/form/${orderId}/${String(a4?.id)}`, staff)).body.message).toBe(
      '未找到对应的订单',
    );
    expect(
      (
        await server.put(
          `${API}/form/${orderId}`,
          { id: String(a4?.id), orderNo: 'A4', customer: '甲客户' },
          staff,
        )
      ).body.message,
    ).toBe('未找到对应的订单');
    // The designer (online:form:list, no menu grant) is not limited by the menu's rules.
    expect((await list('', admin)).body.result.total).toBeGreaterThan(1);
  });
});

describe('tree forms, main and sub tables, hooks, import', () => {
  it('keeps the parent and has-children flag of a tree', async () => {
    const treeId = await design(
      {
        tableName: 'rt_cat',
        tableTxt: '分类',
        isTree: 'Y',
        treeParentIdField: 'pid',
        treeIdField: 'has_child',
        treeFieldname: 'name',
      },
      [
        field('name', '名称', { fieldMustInput: '1' }),
        field('pid', '父级', { isShowList: 0 }),
        field('has_child', '有下级', { dbLength: 3, isShowForm: 0 }),
      ],
    );
    const columns = (await server.get<Columns>(`${API}/getColumns/${treeId}`, admin)).body.result;
    expect([columns.pidField, columns.hasChildrenField]).toEqual(['pid', 'hasChild']);
    const root = (await add({ name: '根' }, admin, treeId)).body.result.id;
    const child = (await add({ name: '子', pid: root }, admin, treeId)).body.result.id;
    expect((await add({ name: '孤', pid: 'missing' }, admin, treeId)).body.message).toBe('上级节点不存在');
    const read = async (id: string) =>
      (await server.get<Row>(`${API}/form/${treeId}/${id}`, admin)).body.result;
    expect((await read(root)).hasChild).toBe('1');
    expect((await read(child)).hasChild).toBe('0');
    const children = await server.get<PageResult<Row>>(`${API}/getTreeData/${treeId}?pid=${root}`, admin);
    expect(children.body.result.records.map((r) => r.name)).toEqual(['子']);
    const roots = await server.get<PageResult<Row>>(`${API}/getTreeData/${treeId}`, admin);
    expect(roots.body.result.records.map((r) => r.name)).toEqual(['根']);
    const cycle = await server.put(`${API}/form/${treeId}`, { id: root, name: '根', pid: child }, admin);
    expect(cycle.body.message).toBe('不能选择自身或下级作为上级节点');
    expect((await server.del(`${API}/form/${treeId}/${child}`, admin)).body.success).toBe(true);
    expect((await read(root)).hasChild).toBe('0');
    // A deleted node takes its descendants with it.
    const top = (await add({ name: '顶' }, admin, treeId)).body.result.id;
    const mid = (await add({ name: '中', pid: top }, admin, treeId)).body.result.id;
    await add({ name: '底', pid: mid }, admin, treeId);
    expect((await server.del(`${API}/form/${treeId}/${top}`, admin)).body.success).toBe(true);
    expect((await list('', admin, treeId)).body.result.records.map((r) => r.name)).toEqual(['根']);
  });

  it('takes a tree node’s parent from 添加下级 when the designer keeps the parent out of the form', async () => {
    const treeId = await design(
      {
        tableName: 'rt_area',
        tableTxt: '片区',
        isTree: 'Y',
        treeParentIdField: 'pid',
        treeIdField: 'has_child',
        treeFieldname: 'name',
      },
      [
        field('name', '名称', { fieldMustInput: '1' }),
        field('pid', '父级', { isShowForm: 0, isShowList: 0 }),
        field('has_child', '有下级', { dbLength: 3, isShowForm: 0 }),
      ],
    );
    const root = (await add({ name: '东区' }, admin, treeId)).body.result.id;
    await add({ name: '东一片', pid: root }, admin, treeId);
    const children = await server.get<PageResult<Row>>(`${API}/getTreeData/${treeId}?pid=${root}`, admin);
    expect(children.body.result.records.map((r) => r.name)).toEqual(['东一片']);
  });

  it('saves a main record with its sub rows in one transaction, and deletes them together', async () => {
    const mainId = await design({ tableName: 'rt_main', tableTxt: '主订单', tableType: 1 }, [
      field('title', '标题', { fieldMustInput: '1' }),
      field('serial', '单号', { fieldDefaultValue: '${shop_order_num}' }),
    ]);
    const lineId = await design(
      { tableName: 'rt_line', tableTxt: '订单明细', tableType: 2, relationType: 0 },
      [
        field('product', '产品', { fieldMustInput: '1' }),
        field('num', '数量', { dbType: 'int', dbLength: 10 }),
        field('main_id', '主表', { mainTable: 'rt_main', mainField: 'id', isShowForm: 0, isShowList: 0 }),
      ],
    );
    // The main table names its sub table once both exist.
    const head = (await server.get<Row>(`/online/cgform/head/queryById?id=${mainId}`, admin)).body.result;
    const mainFields = (await server.get<Row[]>(`/online/cgform/field/listByHeadId?headId=${mainId}`, admin))
      .body.result;
    const linked = await server.put(
      `${API}/editAll`,
      { head: { ...head, subTableStr: 'rt_line' }, fields: mainFields },
      admin,
    );
    expect(linked.body.success).toBe(true);
    await server.post(`${API}/doDbSynch/${mainId}/normal`, {}, admin);
    const columns = (await server.get<Columns>(`${API}/getColumns/${mainId}`, admin)).body.result;
    expect(columns.subTables.map((s) => [s.definition.head.tableName, s.foreignKeys])).toEqual([
      ['rt_line', [{ field: 'mainId', mainField: 'id' }]],
    ]);
    const refused = await add({ title: '坏', rt_line: [{ product: 'p1' }, { num: 2 }] }, admin, mainId);
    expect(refused.body.message).toBe('订单明细第2行：请输入产品');
    expect((await list('', admin, mainId)).body.result.total).toBe(0);
    const created = await add(
      {
        title: '好',
        rt_line: [
          { product: 'p1', num: 1 },
          { product: 'p2', num: 2 },
        ],
      },
      admin,
      mainId,
    );
    const id = created.body.result.id;
    const one = (await server.get<Row>(`${API}/form/${mainId}/${id}`, admin)).body.result;
    expect(String(one.serial)).toMatch(/^CN\d+/);
    expect((one.rt_line as Row[]).map((r) => [r.product, r.mainId])).toEqual([
      ['p1', id],
      ['p2', id],
    ]);
    const lines = await list(`&mainId=${id}`, admin, lineId);
    expect(lines.body.result.total).toBe(2);
    await server.put(`${API}/form/${mainId}`, { id, title: '好', rt_line: [{ product: 'p3' }] }, admin);
    expect((await list(`&mainId=${id}`, admin, lineId)).body.result.records.map((r) => r.product)).toEqual([
      'p3',
    ]);
    expect((await server.del(`${API}/form/${mainId}/${id}`, admin)).body.success).toBe(true);
    expect((await list(`&mainId=${id}`, admin, lineId)).body.result.total).toBe(0);
  });

  it('runs a registered hook that refuses a write, and custom action buttons', async () => {
    if (!onlineHook('rtRefuseBig')) {
      registerOnlineHook({
        name: 'rtRefuseBig',
        label: '拒绝大额',
        run: (call) => {
          if (call.records.some((r) => Number(r.amount) > 1000))
            throw new BusinessError('金额超过1000，不能保存');
        },
      });
    }
    const calls: string[] = [];
    if (!onlineHook('rtRecord')) {
      registerOnlineHook({
        name: 'rtRecord',
        label: '记录',
        run: (call) => void calls.push(`${call.buttonCode}:${call.event}:${call.records.length}`),
      });
    }
    const enhance = (buttonCode: string, event: string, cgJavaValue: string) =>
      db()
        .insertInto('onlCgformEnhanceJava')
        .values({
          id: newId(),
          cgformHeadId: orderId,
          buttonCode,
          event,
          cgJavaValue,
          activeStatus: '1',
          createBy: 'test',
          createTime: '2026-11-01 08:00:00',
          updateBy: null,
          updateTime: null,
        })
        .execute();
    await enhance('add', 'start', 'rtRefuseBig');
    await enhance('add', 'end', 'rtRecord');
    const before = (await list('')).body.result.total;
    expect((await add({ orderNo: 'H1', amount: 5000 })).body.message).toBe('金额超过1000，不能保存');
    expect((await list('')).body.result.total).toBe(before);
    expect((await add({ orderNo: 'H2', amount: 5 })).body.success).toBe(true);
    expect(calls).toEqual(['add:end:1']);
    await db()
      .insertInto('onlCgformButton')
      .values({
        id: newId(),
        cgformHeadId: orderId,
        buttonCode: 'approve',
        buttonName: '审核',
        buttonStyle: 'link',
        optType: 'action',
        orderNum: 1,
        buttonStatus: '1',
        buttonIcon: null,
        exp: null,
        createBy: 'test',
        createTime: '2026-11-01 08:00:00',
        updateBy: null,
        updateTime: null,
      })
      .execute();
    expect(
      (await server.post(`${API}/doButton/${orderId}`, { buttonCode: 'approve', ids: 'x' }, admin)).body
        .message,
    ).toBe('按钮【审核】没有配置处理器');
    await enhance('approve', 'start', 'rtRecord');
    const [h2] = (await list('&orderNo=H2')).body.result.records;
    const pressed = await server.post(
      `${API}/doButton/${orderId}`,
      { buttonCode: 'approve', ids: String(h2?.id) },
      admin,
    );
    expect(pressed.body.success).toBe(true);
    expect(calls).toContain('approve:start:1');
    expect(
      (await server.post(`${API}/doButton/${orderId}`, { buttonCode: 'nope' }, admin)).body.message,
    ).toBe('按钮不存在：nope');
  });

  it('exports and imports with the online-import fields', async () => {
    const exported = await server.app.inject({
      method: 'GET',
      url: `/hcs${API}/exportXls/${orderId}?orderNo=A2`,
      headers: { 'x-access-token': admin },
    });
    expect(exported.statusCode).toBe(200);
    const book = XLSX.read(exported.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    const header = rows[2] ?? [];
    expect(rows.slice(3).map((r) => r[header.indexOf('订单号')])).toEqual(['A2']);
    const sheet = (data: (string | number)[][]) => {
      const upload = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        upload,
        XLSX.utils.aoa_to_sheet([['订单号', '客户', '性别'], ...data]),
        'x',
      );
      return XLSX.write(upload, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
    };
    const upload = (data: Buffer, fields: Record<string, string>) => {
      const boundary = 'online-boundary';
      const parts = Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      return server.app.inject({
        method: 'POST',
        url: `/hcs${API}/importXls/${orderId}`,
        headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          ...parts,
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="o.xlsx"\r\n\r\n`,
          ),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const mixed = sheet([
      ['I1', '导入客户', '男'],
      ['', '缺订单号', '女'],
    ]);
    const checked = await upload(mixed, { validateStatus: '0', isSingleTableImport: '1' });
    expect(checked.json()).toMatchObject({ code: 201, result: { errorCount: 1 } });
    expect((await list('&orderNo=I1')).body.result.total).toBe(0);
    const kept = await upload(mixed, { validateStatus: '1', isSingleTableImport: '1' });
    expect(kept.json()).toMatchObject({ code: 201, result: { successCount: 1, errorCount: 1 } });
    expect((await list('&orderNo=I1')).body.result.records[0]).toMatchObject({
      customer: '导入客户',
      sex: '1',
    });
    const clean = await upload(sheet([['I2', '导入二', '女']]), {});
    expect(clean.json()).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    const badKeys = await upload(sheet([['I3', 'x', '女']]), { foreignKeys: '{"customer":"x"}' });
    expect(badKeys.json()).toMatchObject({ success: false, message: '不是外键字段: customer' });
  });
});

describe('access kept between requests', () => {
  it('sees a change of grants or of the form on the next request', async () => {
    const formId = await design({ tableName: 'rt_access', tableTxt: '访问', tableType: 0 }, [
      field('title', '标题'),
    ]);
    await addPermission({
      id: 'menu_rt_access',
      parentId: null,
      name: '访问',
      menuType: 1,
      url: `/online/cgformList/${formId}`,
    });
    await grant(ROLE, 'menu_rt_access');
    const columns = async () => server.get<Columns>(`${API}/getColumns/${formId}`, staff);
    const buttons = async () => (await columns()).body.result.buttons;
    expect(await buttons()).toContain('export');
    expect(await buttons()).toContain('export');

    // A button entry gating export appears, is granted, is revoked.
    await addPermission({
      id: 'btn_rt_access_export',
      parentId: 'menu_rt_access',
      name: '导出',
      menuType: 2,
      perms: 'online:rt_access:export',
      permsType: '1',
    });
    expect(await buttons()).not.toContain('export');
    await grant(ROLE, 'btn_rt_access_export');
    expect(await buttons()).toContain('export');
    await db().deleteFrom('sysRolePermission').where('permissionId', '=', 'btn_rt_access_export').execute();
    expect(await buttons()).not.toContain('export');

    // The menu's grant taken away and given back.
    await db()
      .deleteFrom('sysRolePermission')
      .where('roleId', '=', ROLE)
      .where('permissionId', '=', 'menu_rt_access')
      .execute();
    expect((await columns()).status).toBe(403);
    expect((await list('', staff, formId)).status).toBe(403);
    await grant(ROLE, 'menu_rt_access');
    expect((await columns()).status).toBe(200);

    // A field permission waiting for its field: the field added and synchronised is hidden at once.
    await addPermission({
      id: 'fld_rt_access_note',
      parentId: 'menu_rt_access',
      name: '备注(可见)',
      menuType: 2,
      perms: 'online:rt_access:field:note',
      permsType: '1',
    });
    expect((await columns()).body.result.hideColumns).toEqual([]);
    const head = (await server.get<Row>(`/online/cgform/head/queryById?id=${formId}`, admin)).body.result;
    const fields = (await server.get<Row[]>(`/online/cgform/field/listByHeadId?headId=${formId}`, admin)).body
      .result;
    const edited = await server.put(
      `${API}/editAll`,
      { head, fields: [...fields, field('note', '备注', { orderNum: 9 })] },
      admin,
    );
    expect(edited.body.success).toBe(true);
    expect((await server.post(`${API}/doDbSynch/${formId}/normal`, {}, admin)).body.success).toBe(true);
    const after = (await columns()).body.result;
    expect(after.hideColumns).toEqual(['note']);
    expect(after.definition.fields.map((f) => f.dbFieldName)).not.toContain('note');
    const added = await add({ title: 't', note: '看不见' }, staff, formId);
    expect(added.body.success).toBe(true);
    const [row] = (await list('', staff, formId)).body.result.records;
    expect(row).toMatchObject({ title: 't' });
    expect(row).not.toHaveProperty('note');
  });
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: default values name fill rules as ${code}.
import {
  newOnlineField,
  ONLINE_FIELD_DEFAULTS,
  type OnlineFormField,
  type OnlineFormHead,
  type OnlineSyncPlan,
  type PageResult,
} from '@hcs/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.ts';
import { readColumns } from '../src/modules/onlineForm/design/catalog.ts';
import { onlineHook } from '../src/modules/onlineForm/serverHooks.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

const HEAD = '/online/cgform/head';
const API = '/online/cgform/api';

// `extra` may hold what the API must refuse, hence not typed as a field.
const field = (name: string, extra: Record<string, unknown> = {}) => ({
  ...newOnlineField(name, { dbFieldTxt: `字段${name}`, dbLength: 50 }),
  ...extra,
});

const baseFields = () => [
  field('name', { dbLength: 100, orderNum: 1, isQuery: 1 }),
  field('age', { dbType: 'int', dbLength: 10, orderNum: 2 }),
  field('remark', { dbLength: 200, orderNum: 3 }),
  field('amount', { dbType: 'BigDecimal', dbLength: 10, dbPointLength: 2, orderNum: 4 }),
  field('sex', { dbLength: 2, orderNum: 0, dictField: 'sex', fieldShowType: 'list' }),
];

async function columnsOf(table: string) {
  return readColumns(server.ctx.db.kysely, server.ctx.db.dialect, `ol_${table}`);
}

async function rowsOf(table: string) {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.id(`ol_${table}`)} order by id`.execute(server.ctx.db.kysely);
  return rows;
}

async function addForm(
  tableName: string,
  fields: unknown[] = baseFields(),
  head: Record<string, unknown> = {},
) {
  const answer = await server.post<{ id: string }>(
    `${API}/addAll`,
    { head: { tableName, tableTxt: `表单${tableName}`, ...head }, fields },
    admin,
  );
  expect(answer.body.message).toBe('添加成功！');
  return answer.body.result.id;
}

async function fieldsOf(headId: string) {
  return (await server.get<OnlineFormField[]>(`/online/cgform/field/listByHeadId?headId=${headId}`, admin))
    .body.result;
}

async function headOf(headId: string) {
  return (await server.get<OnlineFormHead>(`${HEAD}/queryById?id=${headId}`, admin)).body.result;
}

async function edit(
  headId: string,
  change: (fields: OnlineFormField[]) => unknown[],
  deleteFieldIds: string[] = [],
) {
  const head = await headOf(headId);
  const fields = change(await fieldsOf(headId));
  return server.put(`${API}/editAll`, { head, fields, deleteFieldIds }, admin);
}

const plan = async (headId: string) =>
  (await server.get<OnlineSyncPlan>(`${API}/syncPlan/${headId}`, admin)).body.result;
const synch = (headId: string, confirm: string[] = [], method = 'normal') =>
  server.post<OnlineSyncPlan>(`${API}/doDbSynch/${headId}/${method}`, { confirm }, admin);

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});

afterAll(async () => {
  await server?.close();
});

describe('online form design: definitions', () => {
  it('creates, lists and reads a definition with its fields in orderNum order', async () => {
    const id = await addForm('demo_people');
    const head = await headOf(id);
    expect(head).toMatchObject({ tableName: 'demo_people', tableVersion: 1, isDbSynch: 'N', copyType: 0 });
    const fields = await fieldsOf(id);
    expect(fields.map((f) => f.dbFieldName)).toEqual(['sex', 'name', 'age', 'remark', 'amount']);
    const list = await server.get<PageResult<OnlineFormHead>>(`${HEAD}/list?tableName=people`, admin);
    expect(list.body.result.records.map((r) => r.id)).toContain(id);
    const duplicate = await server.post(
      `${API}/addAll`,
      { head: { tableName: 'demo_people', tableTxt: 'x' }, fields: [] },
      admin,
    );
    expect(duplicate.body.message).toBe('表名已存在: demo_people');
  });

  it('gives a field what it leaves out as a new field has it, as the table does', async () => {
    const defaultsOf = (row: object) =>
      Object.fromEntries(
        Object.keys(ONLINE_FIELD_DEFAULTS).map((key) => [key, (row as Record<string, unknown>)[key]]),
      );
    const id = await addForm('demo_bare', [{ dbFieldName: 'bare', dbFieldTxt: '只有名称' }]);
    const [saved] = await fieldsOf(id);
    expect(defaultsOf(saved ?? {})).toEqual(ONLINE_FIELD_DEFAULTS);

    const db = server.ctx.db.kysely;
    const rowId = newId();
    await sql`insert into onl_cgform_field (id, cgform_head_id, db_field_name, db_field_txt)
      values (${rowId}, ${id}, 'bare_row', '只有名称')`.execute(db);
    const inserted = await db
      .selectFrom('onlCgformField')
      .selectAll()
      .where('id', '=', rowId)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('onlCgformField').where('id', '=', rowId).execute();
    expect(defaultsOf(inserted)).toEqual(ONLINE_FIELD_DEFAULTS);
  });

  it('refuses hostile and invalid names, types, rules, dictionaries and default values', async () => {
    const refused = async (head: Record<string, unknown>, fields: unknown[], message: string | RegExp) => {
      const answer = await server.post(
        `${API}/addAll`,
        { head: { tableTxt: '坏表单', ...head }, fields },
        admin,
      );
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(message);
    };
    await refused(
      { tableName: 'x; drop table sys_user' },
      [],
      '表名只能包含小写字母、数字和下划线，以字母开头',
    );
    await refused({ tableName: 'sys_user' }, [], '表名不能使用系统保留的前缀：sys_');
    await refused({ tableName: 'select' }, [], /SQL保留字/);
    await refused({ tableName: 'bad_one' }, [field('a"b')], /字段名只能包含/);
    await refused({ tableName: 'bad_one' }, [field('order')], '字段名 order 是SQL保留字，请换一个名称');
    await refused({ tableName: 'bad_one' }, [field('tenant_id')], /是系统字段/);
    await refused({ tableName: 'bad_one' }, [field('a'), field('a')], '字段名重复：a');
    await refused({ tableName: 'bad_one' }, [field('a', { dbType: 'varchar' })], /数据库类型只能是/);
    await refused({ tableName: 'bad_one' }, [field('a', { dbLength: 5000 })], '长度最大为4000');
    await refused(
      { tableName: 'bad_one' },
      [field('a', { dbType: 'BigDecimal', dbLength: 10, dbPointLength: 11 })],
      '小数位最大为10',
    );
    await refused({ tableName: 'bad_one' }, [field('a', { fieldShowType: 'script' })], '不支持的控件类型');
    await refused({ tableName: 'bad_one' }, [field('a', { fieldValidType: 'nonsense' })], /内置规则/);
    await refused({ tableName: 'bad_one' }, [field('a', { fieldValidType: '/(a+)+$/' })], /正则表达式有风险/);
    await refused({ tableName: 'bad_one' }, [field('a', { fieldValidType: '/[/' })], /正则表达式无效/);
    await refused(
      { tableName: 'bad_one' },
      [field('a', { dictField: 'no_such_dict' })],
      '字段 a 的字典编码不存在：no_such_dict',
    );
    await refused(
      { tableName: 'bad_one' },
      [field('a', { dictTable: 'sys_user', dictText: 'password', dictField: 'id' })],
      /字典表不可用/,
    );
    await refused(
      { tableName: 'bad_one' },
      [field('a', { fieldDefaultValue: '#{sysPassword}' })],
      /默认值变量/,
    );
    await refused(
      { tableName: 'bad_one' },
      [field('a', { fieldDefaultValue: '${no_rule}' })],
      /填值规则不存在：no_rule/,
    );
    await refused(
      { tableName: 'bad_one' },
      [field('a', { dbDefaultVal: "x'); drop table sys_user; --" })],
      /数据库默认值只能包含/,
    );
    await refused(
      { tableName: 'bad_one', isTree: 'Y', treeParentIdField: 'pid', treeIdField: 'has_child' },
      [field('a')],
      /父ID字段/,
    );
    const none = await server.get<PageResult<OnlineFormHead>>(`${HEAD}/list?tableName=bad_one`, admin);
    expect(none.body.result.total).toBe(0);
    // Accepted: presets, a safe pattern, system variables, fill rules, a registered table dictionary.
    await addForm('demo_ok', [
      field('mobile', { fieldValidType: 'mobile', fieldDefaultValue: '#{sysUserCode}' }),
      field('code', { fieldValidType: '/^[A-Z]{2}\\d{3}$/', fieldDefaultValue: '${work_order_no}' }),
      field('post', { dictTable: 'sys_position', dictText: 'name', dictField: 'code' }),
    ]);
  });

  it('refuses users without the design permissions', async () => {
    expect((await server.get(`${HEAD}/list`, staff)).status).toBe(403);
    expect(
      (await server.post(`${API}/addAll`, { head: { tableName: 'x1', tableTxt: 'x' } }, staff)).status,
    ).toBe(403);
    const [row] = (await server.get<PageResult<OnlineFormHead>>(`${HEAD}/list?tableName=demo_people`, admin))
      .body.result.records;
    expect((await server.get(`${API}/syncPlan/${row?.id}`, staff)).status).toBe(403);
    expect((await server.post(`${API}/doDbSynch/${row?.id}/normal`, {}, staff)).status).toBe(403);
  });
});

describe('online form design: 同步数据库', () => {
  let id = '';

  it('creates the table with the system columns', async () => {
    id = await addForm('demo_sync');
    const first = await plan(id);
    expect(first.changes).toEqual([{ description: '创建表 ol_demo_sync', field: null, destructive: false }]);
    const answer = await synch(id);
    expect(answer.body.message).toBe('同步数据库成功!');
    const names = (await columnsOf('demo_sync')).map((c) => c.name);
    expect(names).toEqual([
      'id',
      'tenant_id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'sys_org_code',
      'sex',
      'name',
      'age',
      'remark',
      'amount',
    ]);
    expect(await headOf(id)).toMatchObject({ isDbSynch: 'Y', syncedVersion: 1 });
    expect((await plan(id)).changes).toEqual([]);
    await sql`insert into ${sql.id('ol_demo_sync')} (id, tenant_id, sex, name, age, remark, amount)
      values ('r1', 1, '1', '张三', 30, '备注一', 12.5), ('r2', 1, '2', '李四', 40, 'abcdefghijkl', 7)`.execute(
      server.ctx.db.kysely,
    );
  });

  it('adds a column and renames one, keeping the data', async () => {
    const answer = await edit(id, (fields) => [
      ...fields.map((f) => (f.dbFieldName === 'name' ? { ...f, dbFieldName: 'full_name' } : f)),
      field('email', { orderNum: 9, dbLength: 80 }),
    ]);
    expect(answer.body.message).toBe('编辑成功!');
    expect(await headOf(id)).toMatchObject({ tableVersion: 2, isDbSynch: 'N' });
    const next = await plan(id);
    expect(next.changes).toEqual([
      { description: '重命名字段 name → full_name（数据保留）', field: 'full_name', destructive: false },
      { description: '新增字段 email', field: 'email', destructive: false },
    ]);
    expect((await synch(id)).body.success).toBe(true);
    const rows = await rowsOf('demo_sync');
    expect(rows.map((r) => r.fullName)).toEqual(['张三', '李四']);
    expect(rows[0]?.email).toBeNull();
    expect(await headOf(id)).toMatchObject({ isDbSynch: 'Y', syncedVersion: 2 });
  });

  it('refuses a drop, a narrowing and a type change until each is confirmed, then keeps the other data', async () => {
    const edited = await edit(
      id,
      (fields) =>
        fields
          .filter((f) => f.dbFieldName !== 'amount')
          .map((f) => {
            if (f.dbFieldName === 'remark') return { ...f, dbLength: 5 };
            if (f.dbFieldName === 'sex') return { ...f, dbType: 'int' };
            return f;
          }),
      (await fieldsOf(id)).filter((f) => f.dbFieldName === 'amount').map((f) => f.id),
    );
    expect(edited.body.message).toBe('编辑成功!');
    const next = await plan(id);
    const destructive = next.changes.filter((c) => c.destructive).map((c) => c.description);
    expect(destructive).toEqual([
      '修改字段 sex 的类型 varchar(2) → integer（无法转换的数据将丢失）',
      '缩短字段 remark 的长度 200 → 5（超出的内容将被截断）',
      '删除字段 amount（其数据将丢失）',
    ]);
    const refused = await synch(id, destructive.slice(0, 2));
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe('同步将丢失数据：删除字段 amount（其数据将丢失），请确认后再同步');
    expect((await columnsOf('demo_sync')).map((c) => c.name)).toContain('amount');
    expect(await headOf(id)).toMatchObject({ isDbSynch: 'N' });

    const applied = await synch(id, destructive);
    expect(applied.body.success).toBe(true);
    const columns = await columnsOf('demo_sync');
    expect(columns.map((c) => c.name)).not.toContain('amount');
    expect(columns.find((c) => c.name === 'sex')?.kind).toBe('integer');
    expect(columns.find((c) => c.name === 'remark')).toMatchObject({ kind: 'varchar', length: 5 });
    const rows = await rowsOf('demo_sync');
    expect(rows.map((r) => [r.id, r.fullName, Number(r.age), Number(r.sex), r.remark, r.tenantId])).toEqual([
      ['r1', '张三', 30, 1, '备注一', 1],
      ['r2', '李四', 40, 2, 'abcde', 1],
    ]);
    expect((await plan(id)).changes).toEqual([]);
  });

  it('widens without confirmation and keeps the versions to compare', async () => {
    await edit(id, (fields) =>
      fields.map((f) => (f.dbFieldName === 'remark' ? { ...f, dbLength: 300, dbFieldTxt: '说明' } : f)),
    );
    const next = await plan(id);
    expect(next.changes).toEqual([
      { description: '加长字段 remark 的长度 5 → 300', field: 'remark', destructive: false },
    ]);
    expect((await synch(id)).body.success).toBe(true);

    const versions = await server.get<{ tableVersion: number; statements: string[] }[]>(
      `${HEAD}/versions?headId=${id}`,
      admin,
    );
    expect(versions.body.result.map((v) => v.tableVersion)).toEqual([4, 3, 2, 1]);
    // The statements as run, names quoted as the server's database quotes them.
    const quoted = server.ctx.db.dialect === 'mysql' ? '`ol_demo_sync`' : '"ol_demo_sync"';
    expect(versions.body.result[3]?.statements[0]).toMatch(new RegExp(`^create table ${quoted}`));
    const diff = await server.get<{
      added: string[];
      removed: string[];
      changed: {
        field: string;
        changes: { attribute: string; label: string; from: unknown; to: unknown }[];
      }[];
    }>(`${HEAD}/versionDiff?headId=${id}&from=1&to=4`, admin);
    expect(diff.body.result.added).toEqual(['email']);
    expect(diff.body.result.removed).toEqual(['amount']);
    const byField = Object.fromEntries(diff.body.result.changed.map((c) => [c.field, c.changes]));
    expect(byField.full_name).toContainEqual({
      attribute: 'dbFieldName',
      label: '字段名',
      from: 'name',
      to: 'full_name',
    });
    expect(byField.remark).toContainEqual({ attribute: 'dbLength', label: '长度', from: 200, to: 300 });
    expect(byField.sex).toContainEqual({ attribute: 'dbType', label: '类型', from: 'string', to: 'int' });
  });

  it('changes defaults and nullability, converts text to numbers, and renames with a type change', async () => {
    const tid = await addForm('demo_convert', [
      field('qty', { dbLength: 20, orderNum: 1 }),
      field('status', { dbLength: 10, orderNum: 2 }),
      field('note', { dbLength: 30, orderNum: 3 }),
    ]);
    await synch(tid);
    await sql`insert into ${sql.id('ol_demo_convert')} (id, tenant_id, qty, status, note)
      values ('a', 1, ' 12.5 ', null, 'x'), ('b', 1, 'abc', 'done', 'y')`.execute(server.ctx.db.kysely);
    const edited = await edit(tid, (fields) =>
      fields.map((f) => {
        if (f.dbFieldName === 'qty') return { ...f, dbType: 'BigDecimal', dbLength: 10, dbPointLength: 2 };
        if (f.dbFieldName === 'status') return { ...f, dbIsNull: 0, dbDefaultVal: 'new' };
        if (f.dbFieldName === 'note') return { ...f, dbFieldName: 'memo', dbType: 'Text' };
        return f;
      }),
    );
    expect(edited.body.success).toBe(true);
    const changes = (await plan(tid)).changes;
    expect(changes).toEqual([
      {
        description: '修改字段 qty 的类型 varchar(20) → numeric(10,2)（无法转换的数据将丢失）',
        field: 'qty',
        destructive: true,
      },
      {
        description: '字段 status 改为不允许空（已有的空值填为默认值 new）',
        field: 'status',
        destructive: false,
      },
      { description: '修改字段 status 的默认值 （无） → new', field: 'status', destructive: false },
      { description: '重命名字段 note → memo（数据保留）', field: 'memo', destructive: false },
      {
        // The type as built: MySQL's text of unbounded size is longtext.
        description: `修改字段 memo 的类型 varchar(30) → ${server.ctx.db.dialect === 'mysql' ? 'longtext' : 'text'}`,
        field: 'memo',
        destructive: false,
      },
    ]);
    expect((await synch(tid, [changes[0]?.description ?? ''])).body.success).toBe(true);
    const rows = await rowsOf('demo_convert');
    expect(rows.map((r) => [r.id, r.qty === null ? null : Number(r.qty), r.status, r.memo])).toEqual([
      ['a', 12.5, 'new', 'x'],
      ['b', null, 'done', 'y'],
    ]);
    const columns = await columnsOf('demo_convert');
    expect(columns.find((c) => c.name === 'status')).toMatchObject({ nullable: false, defaultValue: 'new' });
    expect((await plan(tid)).changes).toEqual([]);
    // The default fills a row inserted without the column.
    await sql`insert into ${sql.id('ol_demo_convert')} (id, tenant_id) values ('c', 1)`.execute(
      server.ctx.db.kysely,
    );
    expect((await rowsOf('demo_convert'))[2]?.status).toBe('new');
  });

  it('force drops and recreates only with every loss confirmed', async () => {
    const forced = (await server.get<OnlineSyncPlan>(`${API}/syncPlan/${id}?synMethod=force`, admin)).body
      .result;
    const all = forced.changes.map((c) => c.description);
    expect(all).toContain('删除并重建表 ol_demo_sync（全部记录将丢失）');
    expect((await synch(id, all.slice(1), 'force')).body.success).toBe(false);
    expect(await rowsOf('demo_sync')).toHaveLength(2);
    expect((await synch(id, all, 'force')).body.success).toBe(true);
    expect(await rowsOf('demo_sync')).toHaveLength(0);
  });
});

describe('online form design: copies, deletion, enhancements, buttons', () => {
  it('copies a form onto the same table; a copy is neither synchronised nor restructured', async () => {
    const id = await addForm('demo_copy');
    await synch(id);
    const copy = await server.get<OnlineFormHead>(`${HEAD}/copyOnline?code=${id}`, admin);
    expect(copy.body.result).toMatchObject({
      tableName: 'demo_copy',
      copyType: 1,
      physicId: id,
      copyVersion: 1,
    });
    const copyId = copy.body.result.id;
    expect((await fieldsOf(copyId)).map((f) => f.dbFieldName)).toEqual(
      (await fieldsOf(id)).map((f) => f.dbFieldName),
    );
    const second = await server.get<OnlineFormHead>(`${HEAD}/copyOnline?code=${id}`, admin);
    expect(second.body.result.copyVersion).toBe(2);
    const list = await server.get<OnlineFormHead[]>(`${HEAD}/copyList?physicId=${id}`, admin);
    expect(list.body.result.map((c) => c.copyVersion)).toEqual([1, 2]);
    expect((await synch(copyId)).body.message).toBe('复制的表单不能同步数据库');
    const restructure = await edit(copyId, (fields) =>
      fields.map((f) => ({ ...f, dbLength: f.dbLength + 1 })),
    );
    expect(restructure.body.message).toMatch(/^复制的表单不能修改表结构/);
    const relabel = await edit(copyId, (fields) =>
      fields.map((f) => ({ ...f, dbFieldTxt: `新${f.dbFieldTxt}` })),
    );
    expect(relabel.body.success).toBe(true);

    // 移除 keeps the table; 删除 of the original drops it and its copies.
    await server.del(`${HEAD}/delete?id=${copyId}`, admin);
    expect(await columnsOf('demo_copy')).not.toHaveLength(0);
    expect((await server.del(`${HEAD}/delete?id=${id}`, admin)).body.message).toBe('删除成功!');
    expect(await columnsOf('demo_copy')).toHaveLength(0);
    expect((await server.get(`${HEAD}/queryById?id=${second.body.result.id}`, admin)).body.message).toBe(
      '表单不存在',
    );

    const kept = await addForm('demo_kept');
    await synch(kept);
    expect((await server.del(`${HEAD}/removeRecord?id=${kept}`, admin)).body.message).toBe('移除成功!');
    expect(await columnsOf('demo_kept')).not.toHaveLength(0);
  });

  it('links main and sub tables and refuses deleting a main that has sub tables', async () => {
    const main = await addForm('demo_order', [field('order_no')], { tableType: 1 });
    const badSub = await server.post(
      `${API}/addAll`,
      {
        head: { tableName: 'demo_line', tableTxt: '明细', tableType: 2 },
        fields: [field('order_id', { dbLength: 32, mainTable: 'demo_order', mainField: 'missing' })],
      },
      admin,
    );
    expect(badSub.body.message).toBe('外键字段 missing 不是主表 demo_order 的字段');
    const sub = await addForm(
      'demo_line',
      [field('order_id', { dbLength: 32, mainTable: 'demo_order', mainField: 'id' })],
      {
        tableType: 2,
      },
    );
    const wrongSubs = await server.put(
      `${API}/editAll`,
      { head: { ...(await headOf(main)), subTableStr: 'demo_people' }, fields: [] },
      admin,
    );
    expect(wrongSubs.body.message).toBe('附表不存在或不是附表：demo_people');
    const linked = await server.put(
      `${API}/editAll`,
      { head: { ...(await headOf(main)), subTableStr: 'demo_line' }, fields: [] },
      admin,
    );
    expect(linked.body.success).toBe(true);
    expect((await server.del(`${HEAD}/delete?id=${main}`, admin)).body.message).toBe(
      '主表有附表，请先删除附表：demo_line',
    );
    expect((await server.del(`${HEAD}/delete?id=${sub}`, admin)).body.success).toBe(true);
    expect((await headOf(main)).subTableStr).toBeNull();
    expect((await server.del(`${HEAD}/delete?id=${main}`, admin)).body.success).toBe(true);
  });

  it('keeps one enhancement script per type, registered server handlers and custom buttons', async () => {
    const id = await addForm('demo_enhance');
    expect((await server.get(`${HEAD}/enhanceJs/${id}?type=form`, admin)).body.result).toBeNull();
    const js = await server.post<{ id: string }>(
      `${HEAD}/enhanceJs/${id}?type=form`,
      { cgJs: 'onlChange(){}' },
      admin,
    );
    expect(js.body.success).toBe(true);
    await server.put(`${HEAD}/enhanceJs/${id}?type=form`, { cgJs: 'beforeSubmit(){}' }, admin);
    expect((await server.get(`${HEAD}/enhanceJs/${id}?type=form`, admin)).body.result).toMatchObject({
      id: js.body.result.id,
      cgJsType: 'form',
      cgJs: 'beforeSubmit(){}',
    });
    const big = await server.post(
      `${HEAD}/enhanceJs/${id}?type=list`,
      { cgJs: 'x'.repeat(64 * 1024 + 1) },
      admin,
    );
    expect(big.body.message).toBe('增强JS最多64KB');

    const handlers = await server.get<{ name: string; label: string }[]>(
      `${HEAD}/enhanceJava/handlers`,
      admin,
    );
    expect(handlers.body.result.map((h) => h.name)).toContain('logAudit');
    const unknown = await server.post(
      `${HEAD}/enhanceJava/${id}`,
      { buttonCode: 'add', event: 'start', cgJavaValue: 'com.evil.Run' },
      admin,
    );
    expect(unknown.body.message).toBe('未注册的增强处理器: com.evil.Run');
    const added = await server.post<{ id: string }>(
      `${HEAD}/enhanceJava/${id}`,
      { buttonCode: 'add', event: 'end', cgJavaValue: 'logAudit' },
      admin,
    );
    expect(added.body.success).toBe(true);
    const twice = await server.post(
      `${HEAD}/enhanceJava/${id}`,
      { buttonCode: 'add', event: 'end', cgJavaValue: 'logAudit' },
      admin,
    );
    expect(twice.body.success).toBe(false);
    const rows = await server.get<{ cgJavaValue: string }[]>(`${HEAD}/enhanceJava/${id}`, admin);
    expect(rows.body.result).toHaveLength(1);

    const button = await server.post<{ id: string }>(
      '/online/cgform/button/add',
      { cgformHeadId: id, buttonCode: 'approve', buttonName: '审批', optType: 'action' },
      admin,
    );
    expect(button.body.success).toBe(true);
    const dupe = await server.post(
      '/online/cgform/button/add',
      { cgformHeadId: id, buttonCode: 'approve', buttonName: '再审批' },
      admin,
    );
    expect(dupe.body.message).toBe('按钮编码已存在: approve');
    const badCode = await server.post(
      '/online/cgform/button/add',
      { cgformHeadId: id, buttonCode: 'a b', buttonName: 'x' },
      admin,
    );
    expect(badCode.body.success).toBe(false);
    const onButton = await server.post(
      `${HEAD}/enhanceJava/${id}`,
      { buttonCode: 'approve', event: 'start', cgJavaValue: 'logAudit' },
      admin,
    );
    expect(onButton.body.success).toBe(true);
    const list = await server.get<{ buttonCode: string }[]>(`/online/cgform/button/list/${id}`, admin);
    expect(list.body.result.map((b) => b.buttonCode)).toEqual(['approve']);
    expect(
      (await server.del(`/online/cgform/button/delete?id=${button.body.result.id}`, admin)).body.success,
    ).toBe(true);
    expect((await server.get(`${HEAD}/enhanceJs/${id}`, staff)).status).toBe(403);
  });

  it('registers logAudit, which writes an operation log entry', async () => {
    const hook = onlineHook('logAudit');
    expect(hook?.label).toBe('记录操作日志');
    await hook?.run({
      tableName: 'demo_enhance',
      buttonCode: 'add',
      event: 'end',
      auth: { sessionId: 's', userId: 'u1', username: 'admin', tenantIds: [1], tenantId: 1 },
      records: [{ id: 'rec1' }],
    });
    const log = await server.ctx.db.kysely
      .selectFrom('sysLog')
      .select(['logType', 'logContent', 'operateType', 'username'])
      .where('method', '=', 'onlineHook:logAudit:end')
      .executeTakeFirst();
    expect(log).toEqual({
      logType: 2,
      logContent: '在线表单 demo_enhance：add（1 条）',
      operateType: 2,
      username: 'admin',
    });
  });

  it('never touches a table outside the ol_ prefix', async () => {
    // Even a definition row written past the API with a system table's name is refused before any SQL.
    const id = newId();
    await server.ctx.db.kysely
      .insertInto('onlCgformHead')
      .values({
        id,
        tableName: 'sys_user"; drop table sys_user; --',
        tableTxt: 'x',
        tableType: 0,
        tableVersion: 1,
        syncedVersion: null,
        isDbSynch: 'N',
        isCheckbox: 'Y',
        isPage: 'Y',
        isTree: 'N',
        treeParentIdField: null,
        treeIdField: null,
        treeFieldname: null,
        subTableStr: null,
        relationType: null,
        tabOrderNum: null,
        queryMode: 'single',
        formTemplate: '1',
        formTemplateMobile: null,
        themeTemplate: 'normal',
        scroll: 0,
        formCategory: 'temp',
        copyType: 0,
        copyVersion: null,
        physicId: null,
        extConfigJson: null,
        createBy: 'test',
        createTime: '2026-01-01 00:00:00',
        updateBy: null,
        updateTime: null,
      })
      .execute();
    const answer = await synch(id);
    expect(answer.body.success).toBe(false);
    const users = await server.ctx.db.kysely.selectFrom('sysUser').select('id').execute();
    expect(users.length).toBeGreaterThan(0);
  });
});

import { ONLINE_DEFAULT_FILL_RULE, ONLINE_DEFAULT_VARIABLE, onlineApiName } from '@hcs/shared';
import type { Transaction } from 'kysely';
import { executeFillRule } from '../../../core/codes/fillRules.ts';
import type { AppContext } from '../../../core/context.ts';
import { inDataScope } from '../../../core/crud/scoped.ts';
import type { Database } from '../../../core/db/schema.ts';
import { retryingConflicts } from '../../../core/db/uniqueViolation.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import type { ResourceValues } from '../../../core/resource/inputSchema.ts';
import {
  addedStamps,
  assertDictValues,
  assertUnique,
  changedStamps,
  keepStoredSecrets,
  untyped,
} from '../../../core/resource/writeSteps.ts';
import { BusinessError, badRequest } from '../../../core/result.ts';
import { formatDate, formatDateTime } from '../../../core/time.ts';
import { isRecord, parseInput } from '../../../core/validation.ts';
import { type OnlineHook, onlineHook } from '../serverHooks.ts';
import type { ServedForm } from './forms.ts';
import { assertLinkDownValues, assertTableDictValues } from './tableDicts.ts';

/**
 * The writes of an online form's records: add, edit and delete with the definition's rules, the
 * caller's field permissions, the tree's parent and has-children flag, a main table's sub rows in the
 * same transaction, and the server-side enhancements (start: in the transaction, may refuse; end: after
 * the commit).
 */

type Trx = Transaction<Database>;
type Row = Record<string, unknown>;

/** Who writes: the variables of defaults and the stamps of the rows. */
export interface Writer {
  auth: AuthContext;
  realname: string;
  orgCode: string;
}

export async function writerOf(ctx: AppContext, auth: AuthContext): Promise<Writer> {
  const user = await ctx.db.kysely
    .selectFrom('sysUser')
    .select(['realname', 'orgCode'])
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  return { auth, realname: user?.realname ?? auth.username, orgCode: user?.orgCode ?? '' };
}

/** The root of a tree: a record whose parent field holds this has no parent. */
export const TREE_ROOT = '0';

/** A server-resolved default (#{sysUserCode} …, ${fillRuleCode}): read before any transaction. */
async function resolveDefault(ctx: AppContext, writer: Writer, expression: string, formData: Row) {
  const variable = ONLINE_DEFAULT_VARIABLE.exec(expression)?.[1];
  switch (variable) {
    case 'sysUserCode':
      return writer.auth.username;
    case 'sysUserName':
      return writer.realname;
    case 'sysOrgCode':
      return writer.orgCode;
    case 'sysDate':
      return formatDate();
    case 'sysTime':
      return formatDateTime();
  }
  const rule = ONLINE_DEFAULT_FILL_RULE.exec(expression)?.[1];
  if (!rule) return null;
  const value = await executeFillRule(ctx.db.kysely, rule, formData);
  if (value === undefined) throw new BusinessError(`填值规则不存在：${rule}`);
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What the caller sent, as the form's rules will read it: read-only fields left out (an add takes
 * their defaults), empty fields with a server default filled in.
 */
async function received(
  ctx: AppContext,
  form: ServedForm,
  writer: Writer,
  body: unknown,
  purpose: 'add' | 'edit' | 'check',
): Promise<Row> {
  const sent: Row = isRecord(body) ? { ...body } : {};
  for (const name of form.resource.readOnly) delete sent[name];
  if (purpose === 'check') {
    // A check takes no number from a fill rule's sequence: a server default is only known to come.
    for (const name of Object.keys(form.resource.serverDefaults)) if (isEmpty(sent[name])) sent[name] = '-';
  }
  if (purpose === 'add') {
    for (const [name, expression] of Object.entries(form.resource.serverDefaults)) {
      if (isEmpty(sent[name])) sent[name] = await resolveDefault(ctx, writer, expression, sent);
    }
  }
  return sent;
}

/** The input checked by the form's rules. */
async function checked(
  ctx: AppContext,
  form: ServedForm,
  auth: AuthContext,
  sent: Row,
  purpose: 'add' | 'edit',
) {
  const parsed = parseInput(purpose === 'add' ? form.addSchema : form.editSchema, sent) as ResourceValues;
  const values = purpose === 'edit' ? keepStoredSecrets(form.resource, parsed) : parsed;
  // A read-only field is never written by an edit (an add takes its default).
  if (purpose === 'edit') for (const name of form.resource.readOnly) delete values[name];
  await assertDictValues(ctx, form.resource, values);
  await assertTableDictValues(ctx, auth, form.resource, values);
  await assertLinkDownValues(ctx, auth, form.definition, form.resource, values, purpose);
  return values;
}

/** Unique fields are unique within the writer's tenant, whose rows alone a form's records are. */
const assertUniqueInTenant = (
  trx: Trx,
  form: ServedForm,
  auth: AuthContext,
  values: Row,
  exceptId: string | null,
) => assertUnique(trx, form.resource, { table: form.table, tenantId: auth.tenantId }, values, exceptId);

/** The registered handlers a form runs for a button and event; a handler named but not registered refuses. */
export async function hooksOf(
  ctx: AppContext,
  form: ServedForm,
  buttonCode: string,
  event: 'start' | 'end',
): Promise<OnlineHook[]> {
  const rows = await ctx.db.kysely
    .selectFrom('onlCgformEnhanceJava')
    .select('cgJavaValue')
    .where('cgformHeadId', '=', form.head.id)
    .where('buttonCode', '=', buttonCode)
    .where('event', '=', event)
    .where('activeStatus', '=', '1')
    .orderBy('createTime')
    .execute();
  return rows.map((row) => {
    const hook = onlineHook(row.cgJavaValue);
    if (!hook) throw new BusinessError(`增强处理器不存在：${row.cgJavaValue}`);
    return hook;
  });
}

/** The hooks of a write: 'start' ones run in its transaction, 'end' ones after the commit. */
export interface WriteHooks {
  start: OnlineHook[];
  end: OnlineHook[];
}

export async function writeHooks(ctx: AppContext, form: ServedForm, buttonCode: string): Promise<WriteHooks> {
  return {
    start: await hooksOf(ctx, form, buttonCode, 'start'),
    end: await hooksOf(ctx, form, buttonCode, 'end'),
  };
}

export async function runHooks(
  hooks: readonly OnlineHook[],
  call: {
    form: ServedForm;
    buttonCode: string;
    event: 'start' | 'end';
    auth: AuthContext;
    records: Row[];
    trx?: Trx;
  },
) {
  for (const hook of hooks) {
    await hook.run({
      tableName: call.form.head.tableName,
      buttonCode: call.buttonCode,
      event: call.event,
      auth: call.auth,
      records: call.records,
      ...(call.trx ? { trx: call.trx } : {}),
    });
  }
}

// ---- tree ----

const flag = (form: ServedForm, on: boolean) => {
  const tree = form.resource.tree;
  const numeric = tree ? form.resource.fields[tree.hasChildren]?.type === 'number' : false;
  return numeric ? (on ? 1 : 0) : on ? '1' : '0';
};

const parentOf = (form: ServedForm, values: Row): string => {
  const tree = form.resource.tree;
  const pid = tree ? values[tree.parent] : undefined;
  return isEmpty(pid) ? TREE_ROOT : String(pid);
};

/** Refuses a parent that does not exist in the tenant, or that lies under the record itself. */
async function assertParent(trx: Trx, form: ServedForm, auth: AuthContext, pid: string, id: string) {
  const tree = form.resource.tree;
  if (!tree || pid === TREE_ROOT) return;
  let current: string = pid;
  for (let depth = 0; depth < 100 && current !== TREE_ROOT; depth++) {
    if (current === id) throw new BusinessError('不能选择自身或下级作为上级节点');
    const row = await untyped(trx)
      .selectFrom(form.table)
      .select(tree.parent)
      .where('id', '=', current)
      .where('tenant_id', '=', auth.tenantId)
      .executeTakeFirst();
    if (!row) throw new BusinessError(depth === 0 ? '上级节点不存在' : '上级节点的上级不存在');
    const next = row[tree.parent];
    current = isEmpty(next) ? TREE_ROOT : String(next);
  }
}

/** A parent's has-children flag, after its children changed. */
async function refreshParent(trx: Trx, form: ServedForm, auth: AuthContext, pid: string) {
  const tree = form.resource.tree;
  if (!tree || pid === TREE_ROOT) return;
  const child = await untyped(trx)
    .selectFrom(form.table)
    .select('id')
    .where(tree.parent, '=', pid)
    .where('tenant_id', '=', auth.tenantId)
    .executeTakeFirst();
  await untyped(trx)
    .updateTable(form.table)
    .set({ [tree.hasChildren]: flag(form, child !== undefined) })
    .where('id', '=', pid)
    .where('tenant_id', '=', auth.tenantId)
    .execute();
}

/** The records under `ids` (their children, theirs …) in the tenant. */
async function descendants(trx: Trx, form: ServedForm, auth: AuthContext, ids: string[]): Promise<string[]> {
  const tree = form.resource.tree;
  if (!tree) return [];
  const found: string[] = [];
  let level = ids;
  for (let depth = 0; depth < 100 && level.length > 0; depth++) {
    const rows = await untyped(trx)
      .selectFrom(form.table)
      .select('id')
      .where(tree.parent, 'in', level)
      .where('tenant_id', '=', auth.tenantId)
      .execute();
    level = rows.map((row) => String(row.id)).filter((id) => !found.includes(id) && !ids.includes(id));
    found.push(...level);
  }
  return found;
}

// ---- sub tables ----

export interface SubRows {
  form: ServedForm;
  /** Checked rows, to be stored with the foreign keys set. */
  rows: ResourceValues[];
}

/** A sub table's rows a main record's body carries under its table name (one-to-one: an object). */
export async function checkedSubRows(
  ctx: AppContext,
  subs: readonly ServedForm[],
  writer: Writer,
  body: unknown,
): Promise<SubRows[]> {
  const sent: Row = isRecord(body) ? body : {};
  const out: SubRows[] = [];
  for (const sub of subs) {
    const raw = sent[sub.head.tableName];
    if (raw === undefined) continue;
    const list = raw === null ? [] : Array.isArray(raw) ? raw : [raw];
    if (sub.head.relationType === 1 && list.length > 1) {
      throw badRequest(`${sub.resource.title}只能有一条记录`);
    }
    if (list.length > 1000) throw badRequest(`${sub.resource.title}最多1000条记录`);
    const rows: ResourceValues[] = [];
    for (const [index, item] of list.entries()) {
      try {
        rows.push(await checked(ctx, sub, writer.auth, await received(ctx, sub, writer, item, 'add'), 'add'));
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error) {
          throw badRequest(`${sub.resource.title}第${index + 1}行：${error.message}`);
        }
        if (error instanceof BusinessError) {
          throw new BusinessError(`${sub.resource.title}第${index + 1}行：${error.message}`);
        }
        throw error;
      }
    }
    out.push({ form: sub, rows });
  }
  return out;
}

/** The value of a main record a sub table's foreign key holds. */
const mainValue = (main: Row, mainField: string) =>
  mainField === 'id' ? main.id : main[onlineApiName(mainField)];

/** Replaces the sub rows of the main records `mains` (as stored) with `subs`' rows (none on delete). */
async function saveSubRows(
  trx: Trx,
  writer: Writer,
  mains: Row[],
  subs: readonly SubRows[],
  replace: boolean,
) {
  const { auth } = writer;
  for (const { form, rows } of subs) {
    const keys = form.resource.foreignKeys;
    if (keys.length === 0) continue;
    if (replace) {
      for (const key of keys) {
        const values = mains.map((main) => mainValue(main, key.mainField)).filter((v) => !isEmpty(v));
        if (values.length === 0) continue;
        await untyped(trx)
          .deleteFrom(form.table)
          .where(key.field, 'in', values)
          .where('tenant_id', '=', auth.tenantId)
          .execute();
      }
    }
    const [main] = mains;
    if (!main) continue;
    for (const row of rows) {
      const linked: Row = { ...row };
      for (const key of keys) linked[key.field] = mainValue(main, key.mainField) ?? null;
      await untyped(trx)
        .insertInto(form.table)
        .values({ ...linked, ...stamps(writer), id: newId() })
        .execute();
    }
  }
}

/** The sub tables' rows of main records, removed with them. */
async function removeSubRows(trx: Trx, auth: AuthContext, mains: Row[], subs: readonly ServedForm[]) {
  for (const form of subs) {
    for (const key of form.resource.foreignKeys) {
      const values = mains.map((main) => mainValue(main, key.mainField)).filter((v) => !isEmpty(v));
      if (values.length === 0) continue;
      await untyped(trx)
        .deleteFrom(form.table)
        .where(key.field, 'in', values)
        .where('tenant_id', '=', auth.tenantId)
        .execute();
    }
  }
}

const stamps = (writer: Writer) => ({
  tenantId: writer.auth.tenantId,
  sysOrgCode: writer.orgCode || null,
  ...addedStamps(writer.auth),
});

/** The stored row of a record (every column of the resource, secrets included), in the tenant. */
async function storedRows(trx: Trx, form: ServedForm, auth: AuthContext, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return untyped(trx)
    .selectFrom(form.table)
    .select(['id', ...Object.keys(form.resource.columns)])
    .where('id', 'in', ids)
    .where('tenant_id', '=', auth.tenantId)
    .execute();
}

// ---- the writes ----

/** Checks an imported row as its add would, saving nothing. */
export async function checkImportRow(
  ctx: AppContext,
  form: ServedForm,
  writer: Writer,
  body: Record<string, string>,
  extra: Row,
): Promise<void> {
  await checked(
    ctx,
    form,
    writer.auth,
    { ...(await received(ctx, form, writer, body, 'check')), ...extra },
    'add',
  );
}

/** Adds a record (and a main record's sub rows); answers the new record's id. */
export async function addRecord(
  ctx: AppContext,
  form: ServedForm,
  subs: readonly ServedForm[],
  writer: Writer,
  body: unknown,
  buttonCode: 'add' | 'import' = 'add',
  extra: Row = {},
): Promise<string> {
  const values = await checked(
    ctx,
    form,
    writer.auth,
    { ...(await received(ctx, form, writer, body, 'add')), ...extra },
    'add',
  );
  for (const [name, value] of Object.entries(extra)) values[name] = value as string | number | null;
  const subRows = await checkedSubRows(ctx, subs, writer, body);
  const hooks = await writeHooks(ctx, form, buttonCode);
  const id = newId();
  const tree = form.resource.tree;
  if (tree) {
    values[tree.parent] = parentOf(form, values);
    values[tree.hasChildren] = flag(form, false);
  }
  const record: Row = { id, ...values, ...stamps(writer) };
  await retryingConflicts(() =>
    ctx.db.kysely.transaction().execute(async (trx) => {
      await runHooks(hooks.start, {
        form,
        buttonCode,
        event: 'start',
        auth: writer.auth,
        records: [record],
        trx,
      });
      await assertUniqueInTenant(trx, form, writer.auth, values, null);
      if (tree) await assertParent(trx, form, writer.auth, parentOf(form, values), id);
      await untyped(trx).insertInto(form.table).values(record).execute();
      if (tree) await refreshParent(trx, form, writer.auth, parentOf(form, values));
      await saveSubRows(trx, writer, [record], subRows, false);
    }),
  );
  await runHooks(hooks.end, { form, buttonCode, event: 'end', auth: writer.auth, records: [record] });
  return id;
}

/** Edits a record the caller may see (and replaces a main record's sub rows the body carries). */
export async function editRecord(
  ctx: AppContext,
  form: ServedForm,
  subs: readonly ServedForm[],
  writer: Writer,
  id: string,
  body: unknown,
): Promise<void> {
  const values = await checked(
    ctx,
    form,
    writer.auth,
    await received(ctx, form, writer, body, 'edit'),
    'edit',
  );
  const subRows = await checkedSubRows(ctx, subs, writer, body);
  const hooks = await writeHooks(ctx, form, 'edit');
  const tree = form.resource.tree;
  const { auth } = writer;
  const record: Row = { id, ...values };
  await retryingConflicts(() =>
    form.records.change(ctx, auth, [id], async (trx) => {
      await runHooks(hooks.start, { form, buttonCode: 'edit', event: 'start', auth, records: [record], trx });
      await assertUniqueInTenant(trx, form, auth, values, id);
      const [before] = await storedRows(trx, form, auth, [id]);
      const changes: Row = { ...values, ...changedStamps(auth) };
      const oldParent = tree && before ? parentOf(form, before) : TREE_ROOT;
      const newParent = tree && tree.parent in values ? parentOf(form, values) : oldParent;
      if (tree) {
        delete changes[tree.hasChildren];
        if (tree.parent in values) changes[tree.parent] = newParent;
        if (newParent !== oldParent) await assertParent(trx, form, auth, newParent, id);
      }
      await untyped(trx).updateTable(form.table).set(changes).where('id', '=', id).execute();
      if (tree && newParent !== oldParent) {
        await refreshParent(trx, form, auth, oldParent);
        await refreshParent(trx, form, auth, newParent);
      }
      if (subRows.length > 0 && before) await saveSubRows(trx, writer, [before], subRows, true);
    }),
  );
  await runHooks(hooks.end, { form, buttonCode: 'edit', event: 'end', auth, records: [record] });
}

/** Deletes records the caller may see, a tree record's descendants and a main record's sub rows with them. */
export async function deleteRecords(
  ctx: AppContext,
  form: ServedForm,
  subs: readonly ServedForm[],
  auth: AuthContext,
  ids: string[],
): Promise<void> {
  const hooks = await writeHooks(ctx, form, 'delete');
  const tree = form.resource.tree;
  // Read before the transaction: SQLite has one connection, which the transaction holds.
  const scope = tree ? await form.records.scope(ctx, auth) : null;
  const removed = await form.records.change(ctx, auth, ids, async (trx, visible) => {
    const rows = await storedRows(trx, form, auth, visible);
    await runHooks(hooks.start, { form, buttonCode: 'delete', event: 'start', auth, records: rows, trx });
    const under = await descendants(trx, form, auth, visible);
    if (under.length > 0) {
      // The records under a deleted one go with it: every one of them must be the caller's to delete.
      const reachable = await inDataScope(
        form.entity,
        scope,
        form.base(trx, auth).select('id').where('id', 'in', under),
      ).execute();
      if (reachable.length !== under.length) throw new BusinessError('下级节点中有无权删除的记录，不能删除');
    }
    const all = [...visible, ...under];
    const gone = [...rows, ...(await storedRows(trx, form, auth, under))];
    await removeSubRows(trx, auth, gone, subs);
    await untyped(trx)
      .deleteFrom(form.table)
      .where('id', 'in', all)
      .where('tenant_id', '=', auth.tenantId)
      .execute();
    if (tree) {
      const parents = new Set(rows.map((row) => parentOf(form, row)));
      for (const pid of parents) if (!all.includes(pid)) await refreshParent(trx, form, auth, pid);
    }
    return rows;
  });
  await runHooks(hooks.end, { form, buttonCode: 'delete', event: 'end', auth, records: removed });
}

/** One record the caller may see, with a main record's sub rows under each sub table's name. */
export async function readRecord(
  ctx: AppContext,
  form: ServedForm,
  subs: readonly ServedForm[],
  auth: AuthContext,
  id: string,
): Promise<Row> {
  const record = await form.records.one(ctx, auth, id);
  const out: Row = { ...record };
  for (const sub of subs) {
    const rows: Row[] = [];
    for (const key of sub.resource.foreignKeys) {
      const value = mainValue(record, key.mainField);
      if (isEmpty(value)) continue;
      const scoped = await sub.records.scope(ctx, auth);
      const query = sub
        .base(ctx.db.kysely, auth)
        .select(sub.selection)
        .where(key.field, '=', value)
        .orderBy('createTime');
      rows.push(...((await inDataScope(sub.entity, scoped, query).execute()) as Row[]));
    }
    out[sub.head.tableName] = sub.head.relationType === 1 ? (rows[0] ?? null) : rows;
  }
  return out;
}

import { inputFields, type OnlineFormDefinition, onlineApiName, type ResourceField } from '@hcs/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../../core/auth/guard.ts';
import type { AppContext } from '../../../core/context.ts';
import { idQuery, splitIds } from '../../../core/crud/idParams.ts';
import { sendListSheet } from '../../../core/crud/listSheet.ts';
import { scopedListRequest } from '../../../core/crud/scoped.ts';
import { importAnswer, importRows } from '../../../core/excel/importRows.ts';
import { readSheet } from '../../../core/excel/readSheet.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import type { Api } from '../../../core/http/inputSchemas.ts';
import { newId } from '../../../core/ids.ts';
import { parseListRequest } from '../../../core/query/listQuery.ts';
import { runList } from '../../../core/query/runList.ts';
import { resourceSheetColumns } from '../../../core/resource/entity.ts';
import { BusinessError, forbidden, ok } from '../../../core/result.ts';
import { formatDateTime } from '../../../core/time.ts';
import { isRecord } from '../../../core/validation.ts';
import { loadFields, requireHead } from '../definitionRepo.ts';
import { fieldPermission, formMenus, isFormPermission, type OnlineButton } from './access.ts';
import { type ServedForm, servedForm, subForms } from './forms.ts';
import {
  addRecord,
  checkImportRow,
  deleteRecords,
  editRecord,
  readRecord,
  runHooks,
  TREE_ROOT,
  writeHooks,
  writerOf,
} from './records.ts';
import { tableDictOptions, withTableDictText } from './tableDicts.ts';

/**
 * The generated screens' API (contract "Form runtime API"): a synchronised online form's records
 * through the resource engine — its list request, data rules, input schema, sheet columns — under the
 * caller's tenant, menu access, button and field permissions.
 */

const API = '/online/cgform/api';

type CodeParams = { code: string };
const codeOf = (request: FastifyRequest) => String((request.params as CodeParams).code ?? '');
const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

const requireButton = (form: ServedForm, action: OnlineButton) => {
  if (!form.access.buttons.has(action)) throw forbidden();
};

/** The list columns of the generated list, as the family's getColumns names them. */
function listColumns(form: ServedForm) {
  return Object.entries(form.resource.fields).flatMap(([name, field]) => {
    if (!field.list) return [];
    const designed = form.definition.fields.find((f) => onlineApiName(f.dbFieldName) === name);
    return [
      {
        title: field.label,
        dataIndex: name,
        align: 'center',
        sorter: field.list.sortable !== false,
        ...(field.dict ? { dictCode: field.dict, customRender: `${name}_dictText` } : {}),
        showType: designed?.fieldShowType ?? 'text',
        ...(designed?.fieldHref ? { fieldHref: designed.fieldHref } : {}),
      },
    ];
  });
}

async function dictOptions(ctx: AppContext, fields: Record<string, ResourceField>) {
  const out: Record<string, { value: string; text: string; label: string }[]> = {};
  for (const [name, field] of Object.entries(fields)) {
    // A table dictionary (table,text,code) is read by the form's picker through the dictionary API.
    if (!field.dict || field.dict.includes(',')) continue;
    out[name] = (await ctx.dicts.items(field.dict)).map((item) => ({
      value: item.value,
      text: item.text,
      label: item.text,
    }));
  }
  return out;
}

async function enhanceJs(ctx: AppContext, headId: string, type: 'list' | 'form') {
  const row = await ctx.db.kysely
    .selectFrom('onlCgformEnhanceJs')
    .select('cgJs')
    .where('cgformHeadId', '=', headId)
    .where('cgJsType', '=', type)
    .executeTakeFirst();
  return row?.cgJs ?? null;
}

const foreignKeysOf = (form: ServedForm) =>
  form.resource.foreignKeys.map((key) => ({ field: key.field, mainField: onlineApiName(key.mainField) }));

async function columnsOf(ctx: AppContext, auth: AuthContext, form: ServedForm) {
  const { head } = form;
  const subs = await subForms(ctx, auth, form);
  const buttons = await ctx.db.kysely
    .selectFrom('onlCgformButton')
    .select(['buttonCode', 'buttonName', 'buttonStyle', 'optType', 'orderNum', 'buttonIcon', 'exp'])
    .where('cgformHeadId', '=', head.id)
    .where('buttonStatus', '=', '1')
    .orderBy('orderNum')
    .execute();
  const tree = form.resource.tree;
  return {
    code: head.id,
    formTemplate: head.formTemplate,
    description: head.tableTxt,
    currentTableName: head.tableName,
    tableType: head.tableType,
    paginationFlag: head.isPage,
    checkboxFlag: head.isCheckbox,
    scrollFlag: head.scroll,
    columns: listColumns(form),
    hideColumns: form.access.hidden.map(onlineApiName),
    dictOptions: {
      ...(await dictOptions(ctx, form.resource.fields)),
      ...(await tableDictOptions(ctx, auth, form.resource)),
    },
    cgButtonList: buttons.filter((button) => form.access.allows(button.buttonCode)),
    enhanceJs: await enhanceJs(ctx, head.id, 'list'),
    formEnhanceJs: await enhanceJs(ctx, head.id, 'form'),
    foreignKeys: foreignKeysOf(form),
    pidField: tree?.parent ?? null,
    hasChildrenField: tree?.hasChildren ?? null,
    textField: tree?.text ?? null,
    relationType: head.relationType,
    definition: form.definition,
    buttons: [...form.access.buttons],
    subTables: subs.map((sub) => ({
      definition: sub.definition,
      relationType: sub.head.relationType ?? 0,
      foreignKeys: foreignKeysOf(sub),
    })),
  };
}

const doButtonBody = z.object({
  buttonCode: z
    .string({ message: '按钮编码不能为空' })
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, '按钮编码不正确'),
  ids: z.union([z.string().max(20_000), z.array(z.string().max(32)).max(1000)]).optional(),
});

const authFieldsBody = z
  .array(
    z.object({
      field: z.string({ message: '字段不能为空' }).max(64),
      control: z.enum(['none', 'hidden', 'readonly'], { message: '控制方式只能是 none、hidden 或 readonly' }),
    }),
  )
  .max(500);

/** An import's upload: its sheets and the family's online-import fields. */
async function importUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BusinessError('文件导入失败:请选择要导入的文件');
  const files: Buffer[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!/\.(xls|xlsx)$/i.test(part.filename)) {
        part.file.resume();
        throw new BusinessError('文件导入失败:只支持 .xls 和 .xlsx 格式的文件');
      }
      files.push(await part.toBuffer());
      if (files.length > 5) throw new BusinessError('文件导入失败:一次最多导入5个文件');
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value.slice(0, 2000);
    }
  }
  if (files.length === 0) throw new BusinessError('文件导入失败:请选择要导入的文件');
  const query = queryOf(request);
  const option = (name: string) =>
    fields[name] ?? (typeof query[name] === 'string' ? String(query[name]) : '');
  return {
    files,
    isSingleTableImport: option('isSingleTableImport'),
    foreignKeys: option('foreignKeys'),
    validateStatus: option('validateStatus'),
  };
}

/** An import's foreignKeys: {field: value} naming a sub table's foreign keys (db or API names). */
function importForeignKeys(form: ServedForm, raw: string): Record<string, string> {
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BusinessError('foreignKeys 格式不正确');
  }
  if (!isRecord(parsed)) throw new BusinessError('foreignKeys 格式不正确');
  const keys = new Set(form.resource.foreignKeys.map((key) => key.field));
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const api = keys.has(name) ? name : onlineApiName(name);
    if (!keys.has(api)) throw new BusinessError(`不是外键字段: ${name.slice(0, 64)}`);
    out[api] = String(value).slice(0, 64);
  }
  return out;
}

export function onlineFormRuntimeRoutes(app: Api, ctx: AppContext): void {
  const load = (request: FastifyRequest) => servedForm(ctx, currentUser(request), codeOf(request));

  app.get(`${API}/getColumns/:code`, { config: { summary: '在线表单的列' } }, async (request) => {
    const form = await load(request);
    return ok(await columnsOf(ctx, currentUser(request), form));
  });

  app.get(`${API}/getQueryInfo/:code`, { config: { summary: '在线表单的查询条件' } }, async (request) => {
    const form = await load(request);
    const ranges = new Set(form.resource.ranges);
    return ok(
      Object.entries(form.resource.fields).flatMap(([name, field]) => {
        if (!field.search) return [];
        const designed = form.definition.fields.find((f) => onlineApiName(f.dbFieldName) === name);
        return [
          {
            field: name,
            label: field.label,
            type: field.type,
            view: designed?.fieldShowType ?? 'text',
            mode: ranges.has(name) ? 'group' : 'single',
            ...(field.dict ? { dictCode: field.dict } : {}),
          },
        ];
      }),
    );
  });

  app.get(`${API}/getData/:code`, { config: { summary: '在线表单数据' } }, async (request) => {
    const auth = currentUser(request);
    const form = await load(request);
    const listRequest = await scopedListRequest(ctx, auth, form.entity, queryOf(request));
    const result = await runList(ctx, form.entity, listRequest, form.base(ctx.db.kysely, auth), (qb) =>
      qb.select(form.selection),
    );
    return ok({ ...result, records: await withTableDictText(ctx, auth, form.resource, result.records) });
  });

  app.get(`${API}/getTreeData/:code`, { config: { summary: '在线树表数据' } }, async (request) => {
    const auth = currentUser(request);
    const form = await load(request);
    const tree = form.resource.tree;
    if (!tree) throw new BusinessError('该表单不是树表单');
    const { pid, ...query } = queryOf(request);
    const parent = typeof pid === 'string' && pid.trim() !== '' ? pid.trim().slice(0, 64) : TREE_ROOT;
    const scope = await ctx.dataScopes.forList(auth, form.entity);
    const listRequest = parseListRequest(form.entity, query, scope);
    listRequest.filters.push({ field: tree.parent, op: 'eq', value: parent });
    const result = await runList(ctx, form.entity, listRequest, form.base(ctx.db.kysely, auth), (qb) =>
      qb.select(form.selection),
    );
    return ok({ ...result, records: await withTableDictText(ctx, auth, form.resource, result.records) });
  });

  app.post(`${API}/form/:code`, { config: { summary: '新增在线表单记录' } }, async (request) => {
    const auth = currentUser(request);
    const form = await load(request);
    requireButton(form, 'add');
    const subs = await subForms(ctx, auth, form);
    const id = await addRecord(ctx, form, subs, await writerOf(ctx, auth), request.body);
    return ok({ id }, '添加成功！');
  });

  // The record's fields are checked by its form's definition, once the form is loaded.
  app.put(
    `${API}/form/:code`,
    { config: { summary: '编辑在线表单记录' }, schema: { body: idQuery.loose() } },
    async (request) => {
      const auth = currentUser(request);
      const form = await load(request);
      requireButton(form, 'edit');
      const { id } = request.body;
      const subs = await subForms(ctx, auth, form);
      await editRecord(ctx, form, subs, await writerOf(ctx, auth), id, request.body);
      return ok(null, '编辑成功!');
    },
  );

  app.get(
    `${API}/form/:code/:id`,
    { config: { summary: '在线表单记录详情' }, schema: { params: idQuery } },
    async (request) => {
      const auth = currentUser(request);
      const form = await load(request);
      const { id } = request.params;
      return ok(await readRecord(ctx, form, await subForms(ctx, auth, form), auth, id));
    },
  );

  app.delete(
    `${API}/form/:code/:id`,
    { config: { summary: '删除在线表单记录', operationLog: true } },
    async (request) => {
      const auth = currentUser(request);
      const form = await load(request);
      const ids = splitIds(String((request.params as { id?: string }).id ?? '')).slice(0, 1000);
      requireButton(form, ids.length > 1 ? 'batch_delete' : 'delete');
      await deleteRecords(ctx, form, await subForms(ctx, auth, form), auth, ids);
      return ok(null, ids.length > 1 ? '批量删除成功!' : '删除成功!');
    },
  );

  app.get(
    `${API}/exportXls/:code`,
    { config: { summary: '导出在线表单数据', sheetExport: true } },
    async (request, reply) => {
      const auth = currentUser(request);
      const form = await load(request);
      requireButton(form, 'export');
      const params = queryOf(request);
      return sendListSheet(ctx, reply, auth, {
        title: form.resource.title,
        columns: resourceSheetColumns(form.resource),
        entity: form.entity,
        listRequest: await scopedListRequest(ctx, auth, form.entity, params),
        base: form.base(ctx.db.kysely, auth),
        select: (qb) => qb.select(form.selection),
        selections: params.selections,
      });
    },
  );

  app.post(`${API}/importXls/:code`, { config: { summary: '导入在线表单数据' } }, async (request) => {
    const auth = currentUser(request);
    const form = await load(request);
    requireButton(form, 'import');
    const upload = await importUpload(request);
    const columns = resourceSheetColumns(form.resource).filter((column) =>
      inputFields(form.resource).some(([name]) => name === column.field),
    );
    const extra = importForeignKeys(form, upload.foreignKeys);
    const writer = await writerOf(ctx, auth);
    // Sub rows are not read from a sheet: a main table's import is always of its own table.
    const rows = [];
    for (const file of upload.files) rows.push(...(await readSheet(ctx.dicts, file, columns)));
    const save = (values: Record<string, string>) =>
      addRecord(ctx, form, [], writer, values, 'import', extra).then(() => undefined);
    if (upload.validateStatus === '0') {
      // Checked first: one row the form refuses and nothing is imported (the client may import again
      // with validateStatus 1, keeping the valid rows).
      const errors = await importRows(rows, (values) => checkImportRow(ctx, form, writer, values, extra));
      if (errors.length > 0) return importAnswer(ctx.config.dataDir, rows.length, errors);
    }
    const errors = await importRows(rows, save);
    return importAnswer(ctx.config.dataDir, rows.length, errors);
  });

  app.post(
    `${API}/doButton/:code`,
    { config: { summary: '执行在线表单的自定义按钮' }, schema: { body: doButtonBody } },
    async (request) => {
      const auth = currentUser(request);
      const form = await load(request);
      const body = request.body;
      if (!form.access.allows(body.buttonCode)) throw forbidden();
      const button = await ctx.db.kysely
        .selectFrom('onlCgformButton')
        .select('buttonName')
        .where('cgformHeadId', '=', form.head.id)
        .where('buttonCode', '=', body.buttonCode)
        .where('optType', '=', 'action')
        .where('buttonStatus', '=', '1')
        .executeTakeFirst();
      if (!button) throw new BusinessError(`按钮不存在：${body.buttonCode}`);
      const ids = Array.isArray(body.ids) ? body.ids : splitIds(body.ids);
      const hooks = await writeHooks(ctx, form, body.buttonCode);
      if (hooks.start.length === 0 && hooks.end.length === 0) {
        throw new BusinessError(`按钮【${button.buttonName}】没有配置处理器`);
      }
      const records =
        ids.length === 0
          ? []
          : await form.records.change(ctx, auth, ids, async (trx, visible) => {
              const rows = (await form
                .base(trx, auth)
                .select(form.selection)
                .where('id', 'in', visible)
                .execute()) as Record<string, unknown>[];
              await runHooks(hooks.start, {
                form,
                buttonCode: body.buttonCode,
                event: 'start',
                auth,
                records: rows,
                trx,
              });
              return rows;
            });
      if (ids.length === 0 && hooks.start.length > 0) {
        await ctx.db.kysely
          .transaction()
          .execute((trx) =>
            runHooks(hooks.start, { form, buttonCode: body.buttonCode, event: 'start', auth, records, trx }),
          );
      }
      await runHooks(hooks.end, { form, buttonCode: body.buttonCode, event: 'end', auth, records });
      return ok(null, '操作成功！');
    },
  );

  // ---- field permissions of a form (the designer's 权限控制) ----

  const auth = { config: { permission: 'online:form:auth' } };

  async function authFields(headId: string) {
    const head = await requireHead(ctx.db.kysely, headId);
    const fields = await loadFields(ctx.db.kysely, head.id);
    const menus = await formMenus(ctx.db.kysely, head);
    const entries = (
      menus.length === 0
        ? []
        : await ctx.db.kysely
            .selectFrom('sysPermission')
            .select(['perms', 'permsType'])
            .where(
              'parentId',
              'in',
              menus.map((menu) => menu.id),
            )
            .where('menuType', '=', 2)
            .where('delFlag', '=', 0)
            .execute()
    ).filter((entry) => isFormPermission(head.tableName, entry.perms, 'field:'));
    const definition: OnlineFormDefinition = { head, fields };
    return {
      definition,
      menus,
      rows: fields.map((field) => {
        const entry = entries.find((e) => e.perms === fieldPermission(head.tableName, field.dbFieldName));
        return {
          field: field.dbFieldName,
          label: field.dbFieldTxt,
          control: !entry ? 'none' : entry.permsType === '1' ? 'hidden' : 'readonly',
        };
      }),
    };
  }

  const headIdOf = (request: FastifyRequest) => {
    const { headId } = request.params as { headId?: string };
    if (!headId || !/^[A-Za-z0-9_-]{1,64}$/.test(headId)) throw new BusinessError('表单不存在');
    return headId;
  };

  app.get(`${API}/authFields/:headId`, auth, async (request) =>
    ok((await authFields(headIdOf(request))).rows),
  );

  app.put(`${API}/authFields/:headId`, { ...auth, schema: { body: authFieldsBody } }, async (request) => {
    const caller = currentUser(request);
    const { definition, menus } = await authFields(headIdOf(request));
    const { head } = definition;
    const wanted = request.body;
    const known = new Map(definition.fields.map((field) => [field.dbFieldName, field]));
    for (const row of wanted) {
      if (!known.has(row.field)) throw new BusinessError(`字段不存在: ${row.field.slice(0, 64)}`);
    }
    if (menus.length === 0 && wanted.some((row) => row.control !== 'none')) {
      throw new BusinessError('表单还没有菜单，请先添加指向该表单的菜单');
    }
    const now = formatDateTime();
    await ctx.db.kysely.transaction().execute(async (trx) => {
      for (const row of wanted) {
        const perms = fieldPermission(head.tableName, row.field);
        for (const menu of menus) {
          const existing = await trx
            .selectFrom('sysPermission')
            .select('id')
            .where('parentId', '=', menu.id)
            .where('perms', '=', perms)
            .where('menuType', '=', 2)
            .execute();
          const ids = existing.map((entry) => entry.id);
          if (row.control === 'none') {
            if (ids.length === 0) continue;
            await trx.deleteFrom('sysRolePermission').where('permissionId', 'in', ids).execute();
            await trx.deleteFrom('sysDepartRolePermission').where('permissionId', 'in', ids).execute();
            await trx.deleteFrom('sysPermission').where('id', 'in', ids).execute();
            continue;
          }
          const permsType = row.control === 'hidden' ? '1' : '2';
          if (ids.length > 0) {
            await trx
              .updateTable('sysPermission')
              .set({ permsType, status: '1', delFlag: 0, updateBy: caller.username, updateTime: now })
              .where('id', 'in', ids)
              .execute();
            continue;
          }
          const field = known.get(row.field);
          await trx
            .insertInto('sysPermission')
            .values({
              id: newId(),
              parentId: menu.id,
              name: `${field?.dbFieldTxt ?? row.field}${row.control === 'hidden' ? '(可见)' : '(可编辑)'}`,
              url: null,
              component: null,
              componentName: null,
              redirect: null,
              menuType: 2,
              perms,
              permsType,
              sortNo: 0,
              alwaysShow: 0,
              icon: null,
              isRoute: 0,
              isLeaf: 1,
              keepAlive: 0,
              hidden: 0,
              description: null,
              status: '1',
              delFlag: 0,
              ruleFlag: 0,
              internalOrExternal: 0,
              createBy: caller.username,
              createTime: now,
              updateBy: null,
              updateTime: null,
            })
            .execute();
          await trx.updateTable('sysPermission').set({ isLeaf: 0 }).where('id', '=', menu.id).execute();
        }
      }
    });
    return ok((await authFields(head.id)).rows, '保存成功！');
  });
}

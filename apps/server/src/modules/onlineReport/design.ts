import {
  checkReportHref,
  type PageResult,
  type ReportFieldType,
  type ReportHeadRecord,
  type ReportItemInput,
  type ReportItemRecord,
  type ReportParamInput,
  type ReportParamRecord,
  type ReportParseSqlResult,
} from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import type { FieldType } from '../../core/query/entity.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { parseListRequest } from '../../core/query/listQuery.ts';
import { runList } from '../../core/query/runList.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { checkDefinition } from './definition.ts';
import { reportById } from './repo.ts';
import type { ReportCache } from './reportCache.ts';
import type { reportSaveBody } from './schema.ts';
import type { ReportSources } from './source.ts';
import { checkReportSql, type ReportRegistry } from './sql/checkReportSql.ts';

type SaveBody = z.infer<typeof reportSaveBody>;

/** The definitions list (报表配置): live reports, code and name filtered by "contains". */
const headEntity = defineEntity({
  title: '在线报表',
  defaultSort: 'createTime',
  fields: {
    code: { column: 'code', type: 'string' },
    name: { column: 'name', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

const HEAD_COLUMNS = [
  'id',
  'code',
  'name',
  'cgrSql',
  'returnValField',
  'returnTxtField',
  'dbSource',
  'content',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const;

/** `code=abc` and `name=abc` match as "contains" (the family's `*abc*`); other conventions pass as they are. */
function containsFilters(query: Record<string, unknown>): Record<string, unknown> {
  const out = { ...query };
  for (const key of ['code', 'name']) {
    const value = out[key];
    if (typeof value === 'string' && value.trim() !== '' && !value.includes('*'))
      out[key] = `*${value.trim()}*`;
  }
  return out;
}

export async function listHeads(
  ctx: AppContext,
  query: Record<string, unknown>,
): Promise<PageResult<ReportHeadRecord>> {
  const request = parseListRequest(headEntity, containsFilters(query), null);
  return runList(
    ctx,
    headEntity,
    request,
    ctx.db.kysely.selectFrom('onlCgreportHead').where('delFlag', '=', 0),
    (qb) => qb.select([...HEAD_COLUMNS]),
  );
}

export async function headById(ctx: AppContext, id: string): Promise<ReportHeadRecord> {
  const { head } = await reportById(ctx.db.kysely, id);
  const { delFlag: _delFlag, ...record } = head;
  return record;
}

export async function itemsOf(ctx: AppContext, headId: string): Promise<ReportItemRecord[]> {
  const { items } = await reportById(ctx.db.kysely, headId);
  return items.map(({ createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...item }) => item);
}

export async function paramsOf(ctx: AppContext, headId: string): Promise<ReportParamRecord[]> {
  const { params } = await reportById(ctx.db.kysely, headId);
  return params.map(({ createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...param }) => param);
}

const FIELD_TYPE_OF: Record<FieldType, ReportFieldType> = {
  string: 'String',
  number: 'Integer',
  date: 'Date',
  datetime: 'Datetime',
};

/**
 * 解析SQL: the fields a report's SQL returns, as items (title = name, type from the column, shown, in
 * order), and its `${param}` names as parameters. The SQL is checked exactly as on save and run (against
 * the tables of its data source: the built-in registry, or the source's catalog), and never run.
 */
export async function parseSql(
  sources: ReportSources,
  sqlText: string,
  dbSource: string | null | undefined,
): Promise<ReportParseSqlResult> {
  const report = await sources.use(dbSource, async (source) => checkReportSql(sqlText, source.tables));
  const fields = report.outputs.map(
    (o, index): ReportItemInput => ({
      fieldName: o.name,
      fieldTxt: o.name,
      fieldWidth: null,
      fieldType: o.expr.kind === 'aggregate' && o.expr.fn === 'avg' ? 'Double' : FIELD_TYPE_OF[o.type],
      searchMode: null,
      isOrder: 0,
      isSearch: 0,
      dictCode: null,
      fieldHref: null,
      isShow: 1,
      orderNum: index,
    }),
  );
  const params = report.params.map(
    (name, index): ReportParamInput => ({
      paramName: name,
      paramTxt: name,
      paramValue: null,
      orderNum: index,
    }),
  );
  return { fields, params };
}

/** Refuses a definition that cannot be run: SQL, fields, parameters, data source, names. */
function checkSave(body: SaveBody, registry: ReportRegistry): void {
  const { head, items, params } = body;
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.fieldName)) throw new BusinessError(`报表字段重复: ${item.fieldName}`);
    seen.add(item.fieldName);
  }
  const seenParams = new Set<string>();
  for (const param of params) {
    if (seenParams.has(param.paramName)) throw new BusinessError(`报表参数重复: ${param.paramName}`);
    seenParams.add(param.paramName);
  }
  checkDefinition(head.cgrSql, items, params, registry);
  const fields = [...seen];
  for (const item of items) {
    const problem = item.fieldHref ? checkReportHref(item.fieldHref, fields) : null;
    if (problem) throw new BusinessError(`报表字段 ${item.fieldName} 的链接${problem}`);
  }
  for (const [label, field] of [
    ['返回值字段', head.returnValField],
    ['返回文本字段', head.returnTxtField],
  ] as const) {
    if (field && !seen.has(field)) throw new BusinessError(`${label} ${field} 不是报表的字段`);
  }
}

async function assertCodeFree(db: Kysely<Database>, code: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom('onlCgreportHead').select(['id', 'delFlag']).where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const clash = await query.executeTakeFirst();
  if (!clash) return;
  throw new BusinessError(
    clash.delFlag === 0 ? `报表编码已存在: ${code}` : `报表编码已存在: ${code}（已删除的报表仍占用该编码）`,
  );
}

async function writeParts(
  db: Kysely<Database>,
  headId: string,
  body: SaveBody,
  audit: { createBy: string; createTime: string },
): Promise<void> {
  await db.deleteFrom('onlCgreportItem').where('cgrheadId', '=', headId).execute();
  await db.deleteFrom('onlCgreportParam').where('cgrheadId', '=', headId).execute();
  if (body.items.length > 0) {
    await db
      .insertInto('onlCgreportItem')
      .values(
        body.items.map((item, index) => ({
          id: newId(),
          cgrheadId: headId,
          fieldName: item.fieldName,
          fieldTxt: item.fieldTxt,
          fieldWidth: item.fieldWidth,
          fieldType: item.fieldType,
          searchMode: item.searchMode,
          isOrder: item.isOrder,
          isSearch: item.isSearch,
          dictCode: item.dictCode,
          fieldHref: item.fieldHref ?? null,
          isShow: item.isShow,
          orderNum: item.orderNum ?? index,
          ...audit,
          updateBy: null,
          updateTime: null,
        })),
      )
      .execute();
  }
  if (body.params.length > 0) {
    await db
      .insertInto('onlCgreportParam')
      .values(
        body.params.map((param, index) => ({
          id: newId(),
          cgrheadId: headId,
          paramName: param.paramName,
          paramTxt: param.paramTxt,
          paramValue: param.paramValue,
          orderNum: param.orderNum ?? index,
          ...audit,
          updateBy: null,
          updateTime: null,
        })),
      )
      .execute();
  }
}

/** 添加: a new report with its fields and parameters, checked as a whole. */
export async function addReport(
  ctx: AppContext,
  sources: ReportSources,
  cache: ReportCache,
  auth: AuthContext,
  body: SaveBody,
): Promise<{ id: string }> {
  await sources.use(body.head.dbSource, async (source) => checkSave(body, source.tables));
  const id = newId();
  const audit = { createBy: auth.username, createTime: formatDateTime() };
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await assertCodeFree(trx, body.head.code);
    const { head } = body;
    await trx
      .insertInto('onlCgreportHead')
      .values({
        id,
        code: head.code,
        name: head.name,
        cgrSql: head.cgrSql,
        returnValField: head.returnValField,
        returnTxtField: head.returnTxtField,
        dbSource: head.dbSource,
        content: head.content,
        delFlag: 0,
        ...audit,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await writeParts(trx, id, body, audit);
  });
  cache.clear(id);
  return { id };
}

/** 编辑: the head changed, the fields and parameters replaced by the ones sent; checked as a whole. */
export async function editReport(
  ctx: AppContext,
  sources: ReportSources,
  cache: ReportCache,
  auth: AuthContext,
  body: SaveBody,
): Promise<void> {
  const id = body.head.id;
  if (!id) throw new BusinessError('报表ID不能为空');
  await sources.use(body.head.dbSource, async (source) => checkSave(body, source.tables));
  const now = formatDateTime();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await reportById(trx, id);
    await assertCodeFree(trx, body.head.code, id);
    const { head } = body;
    await trx
      .updateTable('onlCgreportHead')
      .set({
        code: head.code,
        name: head.name,
        cgrSql: head.cgrSql,
        returnValField: head.returnValField,
        returnTxtField: head.returnTxtField,
        dbSource: head.dbSource,
        content: head.content,
        updateBy: auth.username,
        updateTime: now,
      })
      .where('id', '=', id)
      .execute();
    await writeParts(trx, id, body, { createBy: auth.username, createTime: now });
  });
  cache.clear(id);
}

/** 删除: marks the reports deleted (del_flag 1); their pages and pickers answer 报表不存在 from then on. */
export async function deleteReports(
  ctx: AppContext,
  cache: ReportCache,
  auth: AuthContext,
  ids: readonly string[],
): Promise<void> {
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  if (unique.length === 0) throw new BusinessError('请选择要删除的报表');
  const result = await ctx.db.kysely
    .updateTable('onlCgreportHead')
    .set({ delFlag: 1, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', 'in', unique)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError('报表不存在');
  for (const id of unique) cache.clear(id);
}

import {
  type DictOption,
  type PageResult,
  REPORT_PARAM_PREFIX,
  type ReportColumn,
  type ReportColumnsResult,
  type ReportQueryItem,
  type ReportQueryView,
  type ReportRecord,
} from '@hcs/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { type PersonalField, personalView } from '../../core/permission/personalFields.ts';
import type { EntitySpec, FieldSpec } from '../../core/query/entity.ts';
import { type ListRequest, parseListRequest } from '../../core/query/listQuery.ts';
import { runList } from '../../core/query/runList.ts';
import { badRequest } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { checkDefinition, type TypedItem } from './definition.ts';
import { type ReportParam, reportByCode, reportById } from './repo.ts';
import { reportParamValue } from './schema.ts';
import type { CheckedReport } from './sql/checkReportSql.ts';
import { compileReport, type ParamValues } from './sql/compileReport.ts';

type Query = Record<string, unknown>;

const NUMBER_TYPES = new Set(['Integer', 'Long', 'Double', 'BigDecimal']);

function viewOf(item: TypedItem['item']): ReportQueryView {
  if (item.dictCode) return 'list';
  if (NUMBER_TYPES.has(item.fieldType)) return 'number';
  if (item.fieldType === 'Date') return 'date';
  if (item.fieldType === 'Datetime') return 'datetime';
  return 'text';
}

const single = (raw: unknown): string | undefined =>
  Array.isArray(raw) ? String(raw.at(-1)) : raw === undefined ? undefined : String(raw);

/** The report's columns, with the options of the dictionaries they show (getRpColumns). */
export async function reportColumns(ctx: AppContext, code: string): Promise<ReportColumnsResult> {
  const { head, items } = await reportByCode(ctx.db.kysely, code);
  const shown = items.filter((i) => i.isShow === 1);
  const dictOptions = new Map<string, DictOption[]>();
  for (const { dictCode } of shown) {
    if (dictCode && !dictOptions.has(dictCode)) dictOptions.set(dictCode, await ctx.dicts.items(dictCode));
  }
  const columns = shown.map(
    (item): ReportColumn => ({
      dataIndex: item.fieldName,
      title: item.fieldTxt,
      align: 'center',
      ...(item.fieldWidth ? { width: item.fieldWidth } : {}),
      ...(item.isOrder === 1 ? { sorter: true } : {}),
      ...(item.dictCode ? { customRender: item.dictCode } : {}),
    }),
  );
  return {
    columns,
    dictOptions: Object.fromEntries(dictOptions),
    cgRpConfigId: head.id,
    cgRpConfigName: head.name,
  };
}

/** The report's query form: its searchable fields (getQueryInfo). */
export async function reportQueryInfo(ctx: AppContext, id: string): Promise<ReportQueryItem[]> {
  const { items } = await reportById(ctx.db.kysely, id);
  return items
    .filter((i) => i.isSearch === 1)
    .map((item) => ({
      field: item.fieldName,
      label: item.fieldTxt,
      mode: item.searchMode === 'group' ? 'group' : 'single',
      view: viewOf(item),
      ...(item.dictCode ? { dictCode: item.dictCode } : {}),
    }));
}

/**
 * The `${param}` values: each declared parameter's default, replaced by a `self_<name>` request value.
 * Other `self_` values are left out: the popup sends its whole `param` prop that way (reference §12).
 */
function paramValues(params: readonly ReportParam[], query: Query): ParamValues {
  const values = new Map(params.map((p) => [p.paramName, p.paramValue ?? '']));
  for (const [key, raw] of Object.entries(query)) {
    const name = key.slice(REPORT_PARAM_PREFIX.length);
    if (!key.startsWith(REPORT_PARAM_PREFIX) || !values.has(name)) continue;
    values.set(name, parseInput(reportParamValue, single(raw) ?? ''));
  }
  return Object.fromEntries(values);
}

/** The report's outputs that show personal data, by output name. */
function personalOutputs(report: CheckedReport): Record<string, PersonalField> {
  return Object.fromEntries(
    report.outputs.flatMap((o) => {
      const personal = report.tables.get(o.source.alias)?.personal?.[o.source.column];
      return personal ? [[o.name, personal]] : [];
    }),
  );
}

/** The client's sort: one field of the report marked sortable (is_order). */
function clientSort(
  query: Query,
  items: readonly TypedItem[],
  masked: ReadonlySet<string>,
): ListRequest['sort'] {
  const column = single(query.column)
    ?.trim()
    .replace(/_dictText$/, '');
  if (!column) return [];
  const direction = single(query.order) ?? 'desc';
  if (direction !== 'asc' && direction !== 'desc') throw badRequest('排序方向只能是 asc 或 desc');
  if (masked.has(column) || !items.some(({ item }) => item.fieldName === column && item.isOrder === 1)) {
    throw badRequest(`不支持的排序字段: ${column.slice(0, 64)}`);
  }
  return [{ field: column, direction }];
}

/** The report's records as a list entity over the report's query (aliased `t`). */
function recordEntity(title: string, report: CheckedReport, items: readonly TypedItem[], onlyItems: boolean) {
  const dictOf = new Map(items.map(({ item }) => [item.fieldName, item.dictCode]));
  const outputs = report.outputs.filter((o) => !onlyItems || dictOf.has(o.name));
  const fields = Object.fromEntries(
    outputs.map((o): [string, FieldSpec] => {
      const dict = dictOf.get(o.name);
      return [o.name, { column: `t.${o.name}`, type: o.source.type, ...(dict ? { dict } : {}) }];
    }),
  );
  const first = outputs[0]?.name ?? '';
  return { title, fields, defaultSort: first } satisfies EntitySpec;
}

/**
 * One page of a report's records (getData). The report's checked query runs as a subquery; the
 * request's filters (the list conventions, on the report's fields only), sort (sortable fields only,
 * then the report's own order) and paging are applied around it, all values bound. Personal columns
 * are masked, and closed to filter and sort, for a caller without their permission.
 */
export async function reportData(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  query: Query,
): Promise<PageResult<ReportRecord>> {
  const { head, items, params } = await reportById(ctx.db.kysely, id);
  const checked = checkDefinition(head.cgrSql, items, params);
  const inner = compileReport(checked.report, paramValues(params, query), auth.tenantId);

  const { column: _column, order: _order, ...filters } = query;
  const selfParams = Object.keys(query).filter((k) => k.startsWith(REPORT_PARAM_PREFIX));
  const view = await personalView(ctx.db.kysely, auth, personalOutputs(checked.report));
  const itemEntity = view.restrict(recordEntity(head.name, checked.report, checked.items, true));
  // A report's rows are limited by the report's own SQL and tenant, not by a menu's data rules.
  const request = parseListRequest({ ...itemEntity, extraParams: selfParams }, filters, null);
  const sort = clientSort(query, checked.items, view.masked);
  for (const o of checked.report.order) {
    if (!sort.some((s) => s.field === o.name)) sort.push({ field: o.name, direction: o.direction });
  }

  // Names in the report's query are the database's own: no camelCase translation on this path.
  const plain = ctx.db.kysely.withoutPlugins();
  const result = await runList(
    { ...ctx, db: { kysely: plain } },
    recordEntity(head.name, checked.report, checked.items, false),
    { ...request, sort },
    plain.selectFrom(sql<ReportRecord>`(${inner})`.as('t')),
    (qb) => qb.selectAll(),
  );
  return { ...result, records: view.apply(result.records) };
}

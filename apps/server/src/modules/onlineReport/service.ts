import {
  checkReportHref,
  type DictOption,
  type PageResult,
  REPORT_EXPORT_MAX_ROWS,
  REPORT_PARAM_PREFIX,
  type ReportColumn,
  type ReportColumnsAndData,
  type ReportColumnsResult,
  type ReportQueryItem,
  type ReportQueryView,
  type ReportRecord,
} from '@hcs/shared';
import { sql } from 'kysely';
import { realnameOf } from '../../core/auth/realname.ts';
import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import { type ExportedSheet, exportSheet } from '../../core/excel/exportSheet.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { type PersonalField, type PersonalView, personalView } from '../../core/permission/personalFields.ts';
import { CountCache } from '../../core/query/countCache.ts';
import type { EntitySpec, FieldSpec } from '../../core/query/entity.ts';
import { type ListRequest, parseListRequest } from '../../core/query/listQuery.ts';
import { countList, listBatches, runList } from '../../core/query/runList.ts';
import { BusinessError, badRequest } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { reportDataScope } from './dataRules.ts';
import { type CheckedDefinition, checkDefinition, type TypedItem } from './definition.ts';
import { type ReportDefinition, type ReportParam, reportByCode, reportById } from './repo.ts';
import type { ReportCache } from './reportCache.ts';
import type { ReportConnection } from './runner.ts';
import { reportParamValue } from './schema.ts';
import type { ReportSource, ReportSources } from './source.ts';
import { type CheckedReport, checkReportSql } from './sql/checkReportSql.ts';
import { compileReport, type ParamValues } from './sql/compileReport.ts';

type Query = Record<string, unknown>;

/** Pages larger than this are not kept in the cache (memory: up to 2000 answers are kept). */
const MAX_CACHED_ROWS = 200;

/** Dictionary options are part of getRpColumns' answer. */
const DICT_TABLES = ['sys_dict', 'sys_dict_item'];

const NUMBER_TYPES = new Set(['Integer', 'Long', 'Double', 'BigDecimal']);

/** Request parameters that are neither filters nor `${param}` values. */
const NOT_FILTERS = ['column', 'order', 'selections', 'exportFields', 'fileName'];

function viewOf(item: TypedItem['item']): ReportQueryView {
  if (item.dictCode) return 'list';
  if (NUMBER_TYPES.has(item.fieldType)) return 'number';
  if (item.fieldType === 'Date') return 'date';
  if (item.fieldType === 'Datetime') return 'datetime';
  return 'text';
}

const single = (raw: unknown): string | undefined =>
  Array.isArray(raw) ? String(raw.at(-1)) : raw === undefined ? undefined : String(raw);

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
      const personal = o.source ? report.tables.get(o.source.alias)?.personal?.[o.source.column] : undefined;
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
      return [o.name, { column: `t.${o.name}`, type: o.type, ...(dict ? { dict } : {}) }];
    }),
  );
  const first = outputs[0]?.name ?? '';
  return { title, fields, defaultSort: first } satisfies EntitySpec;
}

/**
 * The tables an answer depends on (for the cache: a write through this server to one drops it): the
 * built-in tables a report reads, or for a data source its definition (its own tables are not this
 * server's to track: their answers live the cache's 30 s).
 */
const tablesOf = (report: CheckedReport, source: ReportSource) =>
  source.code === ''
    ? [...new Set([report.query.from.table, ...report.query.joins.map((j) => j.table.table)])]
    : ['sys_data_source'];

/** A report prepared for one caller's run: the checked definition, the request and what limits it. */
interface Prepared {
  definition: ReportDefinition;
  checked: CheckedDefinition;
  values: ParamValues;
  request: ListRequest;
  view: PersonalView;
  entity: EntitySpec;
  source: ReportSource;
}

/**
 * The report API behind the report page and the popup pickers. Answers are cached 30 s per report
 * (ReportCache); every run is read-only and time-limited (ReportRunner).
 */
export class ReportService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sources: ReportSources,
    private readonly cache: ReportCache,
  ) {}

  /** The report's columns, with the options of the dictionaries they show (getRpColumns). */
  columns(code: string): Promise<ReportColumnsResult> {
    return this.cache.get(`columns\u0000${code}`, async () => {
      const definition = await reportByCode(this.ctx.db.kysely, code);
      return { group: definition.head.id, value: await this.columnsOf(definition), tables: DICT_TABLES };
    });
  }

  private async columnsOf({ head, items }: ReportDefinition): Promise<ReportColumnsResult> {
    const shown = items.filter((i) => i.isShow === 1);
    const dictOptions = new Map<string, DictOption[]>();
    for (const { dictCode } of shown) {
      if (dictCode && !dictOptions.has(dictCode))
        dictOptions.set(dictCode, await this.ctx.dicts.items(dictCode));
    }
    const names = items.map((i) => i.fieldName);
    const columns = shown.map(
      (item): ReportColumn => ({
        dataIndex: item.fieldName,
        title: item.fieldTxt,
        align: 'center',
        ...(item.fieldWidth ? { width: item.fieldWidth } : {}),
        ...(item.isOrder === 1 ? { sorter: true } : {}),
        ...(item.dictCode ? { customRender: item.dictCode } : {}),
        // A link is checked on save; one that no longer passes (a field gone) is left out, never sent.
        ...(item.fieldHref && checkReportHref(item.fieldHref, names) === null
          ? { href: item.fieldHref }
          : {}),
      }),
    );
    return {
      columns,
      dictOptions: Object.fromEntries(dictOptions),
      cgRpConfigId: head.id,
      cgRpConfigName: head.name,
    };
  }

  /**
   * The report's query form: its searchable fields (getQueryInfo). The report page passes its own URL
   * query (`/online/cgreport/{id}?sex=1` → `getQueryInfo/{id}?sex=1`): a field the URL fixes — by its
   * name, or `<name>_begin`/`<name>_end` for a range — is `hidden`, with the fixed `value`; the page
   * sends that value with every getData and hides the field from the form.
   */
  queryInfo(id: string, query: Query): Promise<ReportQueryItem[]> {
    const fixed = Object.fromEntries(
      Object.entries(query)
        .filter(([key]) => !key.startsWith(REPORT_PARAM_PREFIX) && !NOT_FILTERS.includes(key))
        .map(([key, raw]) => [key, single(raw) ?? ''] as const)
        .filter(([, value]) => value !== '')
        .slice(0, 50),
    );
    return this.cache.get(`queryInfo\u0000${id}\u0000${JSON.stringify(fixed)}`, async () => {
      const { head, items } = await reportById(this.ctx.db.kysely, id);
      const value = items
        .filter((i) => i.isSearch === 1)
        .map((item): ReportQueryItem => {
          const mode = item.searchMode === 'group' ? 'group' : 'single';
          const given =
            fixed[item.fieldName] ??
            (mode === 'group'
              ? (fixed[`${item.fieldName}_begin`] ?? fixed[`${item.fieldName}_end`])
              : undefined);
          return {
            field: item.fieldName,
            label: item.fieldTxt,
            mode,
            view: viewOf(item),
            ...(item.dictCode ? { dictCode: item.dictCode } : {}),
            hidden: given !== undefined,
            ...(given !== undefined ? { value: given } : {}),
          };
        });
      return { group: head.id, value, tables: [] };
    });
  }

  /** Reads the report and the caller's request into what a run needs; refuses a bad definition or request. */
  private async prepare(
    auth: AuthContext,
    source: ReportSource,
    definition: ReportDefinition,
    query: Query,
  ): Promise<Prepared> {
    const { head, items, params } = definition;
    const checked = checkDefinition(head.cgrSql, items, params, source.tables);
    const values = paramValues(params, query);
    const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !NOT_FILTERS.includes(key)));
    const selfParams = Object.keys(query).filter((k) => k.startsWith(REPORT_PARAM_PREFIX));
    const view = await personalView(this.ctx.db.kysely, auth, personalOutputs(checked.report));
    // Filters: the report's fields only (personal ones closed unless the caller may see them).
    const itemEntity = view.restrict(recordEntity(head.name, checked.report, checked.items, true));
    // Data rules: on every output field of the report (see dataRules.ts).
    const entity = recordEntity(head.name, checked.report, checked.items, false);
    const scope = await reportDataScope(this.ctx.db.kysely, auth, head.id, entity);
    const request = parseListRequest({ ...itemEntity, extraParams: selfParams }, filters, scope);
    const sort = clientSort(query, checked.items, view.masked);
    for (const o of checked.report.order) {
      if (!sort.some((s) => s.field === o.name)) sort.push({ field: o.name, direction: o.direction });
    }
    return { definition, checked, values, request: { ...request, sort }, view, entity, source };
  }

  /** The report's checked query as the base of a list, on the run's connection. */
  private base(connection: ReportConnection, prepared: Prepared, auth: AuthContext) {
    const inner = compileReport(prepared.checked.report, prepared.values, auth.tenantId, connection.compile);
    return connection.db.selectFrom(sql<ReportRecord>`(${inner})`.as('t'));
  }

  private async page(auth: AuthContext, prepared: Prepared): Promise<PageResult<ReportRecord>> {
    const { source } = prepared;
    // A data source's totals are not the built-in database's: they get a count cache of their own run.
    const counts = source.code === '' ? this.ctx.counts : new CountCache(this.ctx.db.writes);
    const result = await source.read((connection) =>
      runList(
        { ...this.ctx, counts, db: { kysely: connection.db } },
        prepared.entity,
        prepared.request,
        this.base(connection, prepared, auth),
        (qb) => qb.selectAll(),
      ),
    );
    return { ...result, records: prepared.view.apply(result.records) };
  }

  private dataKey(kind: string, auth: AuthContext, id: string, query: Query) {
    return `${kind}\u0000${id}\u0000${auth.userId}\u0000${auth.tenantId}\u0000${JSON.stringify(query)}`;
  }

  /**
   * One page of a report's records (getData). The report's checked query runs as a subquery; the
   * request's filters (the list conventions, on the report's fields only), the caller's data rules,
   * sort (sortable fields only, then the report's own order) and paging (at most 1000 a page) are
   * applied around it, all values bound. Personal columns are masked, and closed to filter and sort,
   * for a caller without their permission.
   */
  data(auth: AuthContext, id: string, query: Query): Promise<PageResult<ReportRecord>> {
    return this.cache.get(this.dataKey('data', auth, id, query), async () => {
      const definition = await reportById(this.ctx.db.kysely, id);
      return this.sources.use(definition.head.dbSource, async (source) => {
        const prepared = await this.prepare(auth, source, definition, query);
        const value = await this.page(auth, prepared);
        return {
          group: definition.head.id,
          value,
          tables: [...tablesOf(prepared.checked.report, source), ...DICT_TABLES],
          keep: value.records.length <= MAX_CACHED_ROWS,
        };
      });
    });
  }

  /**
   * 预览: an unsaved SQL run as a report would be (checked, read-only, time-limited, tenant scoped,
   * personal data masked; no menu, so no data rules), every output shown, the given parameter defaults
   * filling its `${param}`s. Never cached.
   */
  async preview(
    auth: AuthContext,
    body: {
      sql: string;
      dbSource?: string | null | undefined;
      params: { paramName: string; paramValue: string | null }[];
      pageSize: number;
    },
  ): Promise<PageResult<ReportRecord>> {
    return this.sources.use(body.dbSource, (source) => this.previewOn(auth, source, body));
  }

  private async previewOn(
    auth: AuthContext,
    source: ReportSource,
    body: {
      sql: string;
      params: { paramName: string; paramValue: string | null }[];
      pageSize: number;
    },
  ): Promise<PageResult<ReportRecord>> {
    const report = checkReportSql(body.sql, source.tables);
    const audit = { createBy: null, createTime: null, updateBy: null, updateTime: null };
    const definition: ReportDefinition = {
      head: {
        id: '',
        code: '',
        name: '预览',
        cgrSql: body.sql,
        returnValField: null,
        returnTxtField: null,
        dbSource: null,
        content: null,
        delFlag: 0,
        ...audit,
      },
      items: report.outputs.map((o, index) => ({
        id: String(index),
        cgrheadId: '',
        fieldName: o.name,
        fieldTxt: o.name,
        fieldWidth: null,
        fieldType: 'String',
        searchMode: null,
        isOrder: 0,
        isSearch: 0,
        dictCode: null,
        fieldHref: null,
        isShow: 1,
        orderNum: index,
        ...audit,
      })),
      params: body.params.map((p, index) => ({
        id: String(index),
        cgrheadId: '',
        paramName: p.paramName,
        paramTxt: null,
        paramValue: p.paramValue,
        orderNum: index,
        ...audit,
      })),
    };
    const prepared = await this.prepare(auth, source, definition, {
      pageNo: '1',
      pageSize: String(body.pageSize),
    });
    return this.page(auth, prepared);
  }

  /** getRpColumns and the first getData page in one (getColumnsAndData/{id}). */
  columnsAndData(auth: AuthContext, id: string, query: Query): Promise<ReportColumnsAndData> {
    return this.cache.get(this.dataKey('columnsAndData', auth, id, query), async () => {
      const definition = await reportById(this.ctx.db.kysely, id);
      return this.sources.use(definition.head.dbSource, async (source) => {
        const prepared = await this.prepare(auth, source, definition, query);
        const [columns, page] = [await this.columnsOf(definition), await this.page(auth, prepared)];
        return {
          group: definition.head.id,
          value: { ...columns, data: { total: page.total, records: page.records } },
          tables: [...tablesOf(prepared.checked.report, source), ...DICT_TABLES],
          keep: page.records.length <= MAX_CACHED_ROWS,
        };
      });
    });
  }

  /**
   * The report's rows as a sheet (exportXls/{id}): the same filters, rules and sort as getData, the
   * shown fields as columns with their dictionary text, at most REPORT_EXPORT_MAX_ROWS rows (more is
   * refused: narrow the query). `selections` is not supported (report rows have no id).
   */
  async exportSheet(
    auth: AuthContext,
    id: string,
    query: Query,
  ): Promise<{ title: string; sheet: ExportedSheet }> {
    const definition = await reportById(this.ctx.db.kysely, id);
    return this.sources.use(definition.head.dbSource, (source) =>
      this.exportOn(auth, source, definition, query),
    );
  }

  private async exportOn(
    auth: AuthContext,
    source: ReportSource,
    definition: ReportDefinition,
    query: Query,
  ): Promise<{ title: string; sheet: ExportedSheet }> {
    const prepared = await this.prepare(auth, source, definition, query);
    const exporter = await realnameOf(this.ctx.db.kysely, auth);
    const columns = definition.items
      .filter((i) => i.isShow === 1)
      .map(
        (item): SheetColumn => ({
          field: item.fieldName,
          title: item.fieldTxt,
          ...(item.dictCode ? { dict: item.dictCode } : {}),
          ...(item.fieldWidth ? { width: Math.max(8, Math.round(item.fieldWidth / 8)) } : {}),
        }),
      );
    const { view, request } = prepared;
    const sheet = await source.read(async (connection) => {
      const base = this.base(connection, prepared, auth);
      const total = await countList(prepared.entity, request, base);
      if (total > REPORT_EXPORT_MAX_ROWS) {
        throw new BusinessError(
          `导出的数据有 ${total} 行，超过上限 ${REPORT_EXPORT_MAX_ROWS} 行，请缩小查询范围后再导出`,
        );
      }
      async function* masked() {
        for await (const batch of listBatches(prepared.entity, request, base, (qb) => qb.selectAll())) {
          yield view.apply(batch as ReportRecord[]);
        }
      }
      // At most 10,000 rows: always the .xls built in memory, so it is complete inside this run.
      return exportSheet(this.ctx.dicts, {
        title: definition.head.name,
        exporter,
        columns,
        expectedRows: total,
        batches: masked(),
      });
    });
    return { title: definition.head.name, sheet };
  }
}

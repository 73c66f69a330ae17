import type { QueryParams } from '../../api/request.ts';
import type {
  ListPageConfig,
  ListSort,
  QueryField,
  QueryMatch,
  QueryValues,
  SuperQueryCondition,
  SuperQueryMatchType,
} from './types.ts';

export const DEFAULT_SORT: ListSort = { column: 'createTime', order: 'desc' };
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
/** The page of an unpaged list: the largest the server answers (MAX_PAGE_SIZE there). */
export const UNPAGED_PAGE_SIZE = 1000;

type Scalar = string | number;

function isBlank(value: QueryValues[string]): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((v) => v === '');
  return typeof value === 'string' && value.trim() === '';
}

/** Spec §5 "Input filter wraps values: contains *v*, not-equal !v, >=v, <=v". */
const WRAP: Record<Exclude<QueryMatch, 'eq'>, (value: string) => string> = {
  like: (value) => `*${value}*`,
  ne: (value) => `!${value}`,
  ge: (value) => `>=${value}`,
  le: (value) => `<=${value}`,
};

/** One form value as the list conventions take it, wrapped by its field's match. */
function fieldParams(
  field: QueryField | undefined,
  name: string,
  value: QueryValues[string],
): [string, Scalar][] {
  if (value === undefined || isBlank(value)) return [];
  if (Array.isArray(value)) {
    if (field?.type === 'dateRange') {
      const [begin, end] = value;
      const out: [string, Scalar][] = [];
      if (begin) out.push([`${name}_begin`, begin]);
      if (end) out.push([`${name}_end`, end]);
      return out;
    }
    return [[name, value.filter((v) => v !== '').join(',')]];
  }
  if (field?.type === 'custom' && field.param) return [[name, field.param(String(value).trim())]];
  const scalar = typeof value === 'string' ? value.trim() : value;
  const match = field?.match ?? (field?.type === 'input' ? 'like' : 'eq');
  return [[name, match === 'eq' ? scalar : WRAP[match](String(scalar))]];
}

/** The query form's values as request parameters; values without a declared field go as they are. */
export function queryFilters(fields: readonly QueryField[] | undefined, values: QueryValues): QueryParams {
  const out: Record<string, Scalar> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields?.find((f) => f.name === name);
    for (const [key, v] of fieldParams(field, name, value)) out[key] = v;
  }
  return out;
}

/** A column's dataIndex as one string (a path joined with dots), '' when it has none. */
export function dataIndexOf(column: unknown): string {
  if (typeof column !== 'object' || column === null || !('dataIndex' in column)) return '';
  const { dataIndex } = column as { dataIndex?: unknown };
  if (typeof dataIndex === 'string') return dataIndex;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  return typeof dataIndex === 'number' ? String(dataIndex) : '';
}

/** The field list of spec §3 "List query state": `id,,,col1,col2`. */
export function fieldList(columns: ListPageConfig<unknown>['columns']): string {
  return ['id', '', '', ...columns.map(dataIndexOf).filter((d) => d !== '')].join(',');
}

export interface ListQuery {
  values: QueryValues;
  sort: ListSort;
  superParams: SuperQueryCondition[];
  matchType: SuperQueryMatchType;
}

function definedExtras(extra: ListPageConfig<unknown>['extraParams']): QueryParams {
  const out: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(extra ?? {})) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** Everything but the paging: what the list and the export both send. */
export function queryParams<T>(config: ListPageConfig<T>, query: ListQuery): QueryParams {
  const params: Record<string, QueryParams[string]> = {
    ...queryFilters(config.queryFields, query.values),
    ...definedExtras(config.extraParams),
    column: query.sort.column,
    order: query.sort.order,
    field: fieldList(config.columns as ListPageConfig<unknown>['columns']),
  };
  if (query.superParams.length > 0) {
    // The server decodes once more than the URL layer (api: superQueryParams = encodeURIComponent(JSON)).
    params.superQueryParams = encodeURIComponent(JSON.stringify(query.superParams));
    params.superQueryMatchType = query.matchType;
  }
  return params;
}

/** The page to show once `removed` rows are gone: back to the last page when the current one would be past it. */
export function pageAfterDelete(pageNo: number, pageSize: number, total: number, removed: number): number {
  const pages = Math.max(1, Math.ceil(Math.max(0, total - removed) / pageSize));
  return Math.min(pageNo, pages);
}

/** 第 a-b 条 / 共 n 条 (spec §9: the range and 共 n 条). */
export function pageTotalText(total: number, range: [number, number]): string {
  return `第 ${range[0]}-${range[1]} 条 / 共 ${total} 条`;
}

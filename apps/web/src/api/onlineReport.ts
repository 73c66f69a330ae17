import {
  type ApiResult,
  canonicalParams,
  type QueryParams,
  type ReportColumnsResult,
  type ReportData,
  type ReportQueryItem,
} from '@hcs/shared';
import { TtlCache } from '../utils/ttlCache.ts';
import { getAction } from './request.ts';

/** Spec §9: report answers are reused for 30 s, per group (columns, query form, data). */
export const REPORT_CACHE_MS = 30_000;

const API = '/online/cgreport/api';

const succeeded = (res: ApiResult<unknown>) => res.success;
const columnsCache = new TtlCache<ApiResult<ReportColumnsResult>>(REPORT_CACHE_MS, succeeded);
const queryInfoCache = new TtlCache<ApiResult<ReportQueryItem[]>>(REPORT_CACHE_MS, succeeded);
const dataCache = new TtlCache<ApiResult<ReportData>>(REPORT_CACHE_MS, succeeded);

/** A report's columns and dictionaries, by the report's code. */
export function getRpColumns(code: string): Promise<ApiResult<ReportColumnsResult>> {
  return columnsCache.get(code, () => getAction(`${API}/getRpColumns/${encodeURIComponent(code)}`));
}

/** A report's query form, by the report's id (cgRpConfigId). */
export function getQueryInfo(id: string): Promise<ApiResult<ReportQueryItem[]>> {
  return queryInfoCache.get(id, () => getAction(`${API}/getQueryInfo/${encodeURIComponent(id)}`));
}

/** A page of a report's rows: pageNo, pageSize, column/order, filters and self_ parameters. */
export function getReportData(id: string, params: QueryParams): Promise<ApiResult<ReportData>> {
  const sorted = Object.entries(canonicalParams(params)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = `${id}?${new URLSearchParams(sorted).toString()}`;
  return dataCache.get(key, () => getAction(`${API}/getData/${encodeURIComponent(id)}`, params));
}

/** Forgets every cached report answer. */
export function clearReportCache(): void {
  columnsCache.clear();
  queryInfoCache.clear();
  dataCache.clear();
}

import {
  canonicalParams,
  type QueryParams,
  type ReportColumnsAndData,
  type ReportColumnsResult,
  type ReportData,
  type ReportQueryItem,
} from '@hcs/shared';
import { TtlCache } from '../utils/ttlCache.ts';
import { getAction } from './request.ts';

/** Spec §9: report answers are reused for 30 s, per group (columns, query form, data). */
export const REPORT_CACHE_MS = 30_000;

const API = '/online/cgreport/api';

// A refused or failed answer is not kept: the next call asks again.
const columnsCache = new TtlCache<ReportColumnsResult>(REPORT_CACHE_MS);
const queryInfoCache = new TtlCache<ReportQueryItem[]>(REPORT_CACHE_MS);
const dataCache = new TtlCache<ReportData>(REPORT_CACHE_MS);

/** A report's columns and dictionaries, by the report's code. */
export function getRpColumns(code: string): Promise<ReportColumnsResult> {
  return columnsCache.get(code, () => getAction(`${API}/getRpColumns/${encodeURIComponent(code)}`));
}

/** One cache key per report and question: the parameters in a fixed order. */
function keyOf(id: string, params: QueryParams): string {
  const sorted = Object.entries(canonicalParams(params)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${id}?${new URLSearchParams(sorted).toString()}`;
}

/**
 * A report's query form, by the report's id (cgRpConfigId). `fixed`: the values the report page's URL
 * fixes (`/online/cgreport/{id}?sex=1`), whose fields come back hidden.
 */
export function getQueryInfo(id: string, fixed: QueryParams = {}): Promise<ReportQueryItem[]> {
  return queryInfoCache.get(keyOf(id, fixed), () =>
    getAction(`${API}/getQueryInfo/${encodeURIComponent(id)}`, fixed),
  );
}

/** A page of a report's rows: pageNo, pageSize, column/order, filters and self_ parameters. */
export function getReportData(id: string, params: QueryParams): Promise<ReportData> {
  return dataCache.get(keyOf(id, params), () =>
    getAction(`${API}/getData/${encodeURIComponent(id)}`, params),
  );
}

/** A report's columns and dictionaries by its id, with the first page of its rows (the report page). */
export function getColumnsAndData(id: string, params: QueryParams = {}): Promise<ReportColumnsAndData> {
  return getAction(`${API}/getColumnsAndData/${encodeURIComponent(id)}`, params);
}

/** Where a report page's list reads its rows and 导出 downloads them. */
export const reportDataUrl = (id: string) => `${API}/getData/${encodeURIComponent(id)}`;
export const reportExportUrl = (id: string) => `${API}/exportXls/${encodeURIComponent(id)}`;

/** Forgets every cached report answer. */
export function clearReportCache(): void {
  columnsCache.clear();
  queryInfoCache.clear();
  dataCache.clear();
}

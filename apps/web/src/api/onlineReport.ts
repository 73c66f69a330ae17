import {
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

// A refused or failed answer is not kept: the next call asks again.
const columnsCache = new TtlCache<ReportColumnsResult>(REPORT_CACHE_MS);
const queryInfoCache = new TtlCache<ReportQueryItem[]>(REPORT_CACHE_MS);
const dataCache = new TtlCache<ReportData>(REPORT_CACHE_MS);

/** A report's columns and dictionaries, by the report's code. */
export function getRpColumns(code: string): Promise<ReportColumnsResult> {
  return columnsCache.get(code, () => getAction(`${API}/getRpColumns/${encodeURIComponent(code)}`));
}

/** A report's query form, by the report's id (cgRpConfigId). */
export function getQueryInfo(id: string): Promise<ReportQueryItem[]> {
  return queryInfoCache.get(id, () => getAction(`${API}/getQueryInfo/${encodeURIComponent(id)}`));
}

/** A page of a report's rows: pageNo, pageSize, column/order, filters and self_ parameters. */
export function getReportData(id: string, params: QueryParams): Promise<ReportData> {
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

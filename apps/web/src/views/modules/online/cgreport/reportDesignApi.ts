import type {
  PageResult,
  ReportHeadRecord,
  ReportItemRecord,
  ReportParamRecord,
  ReportParseSqlResult,
  ReportPreviewBody,
  ReportRecord,
  ReportSaveBody,
} from '@hcs/shared';
import { clearReportCache } from '../../../../api/onlineReport.ts';
import { type Done, deleteAction, getAction, postAction, putAction } from '../../../../api/request.ts';

/** 报表配置's endpoints (online:report:list|add|edit|delete). */
export const REPORT_HEAD_API = '/online/cgreport/head';
export const REPORT_PERMISSION = 'online:report';

export type { ReportHeadRecord, ReportItemInput, ReportParamInput, ReportSaveBody } from '@hcs/shared';

export function getReportHead(id: string): Promise<ReportHeadRecord> {
  return getAction<ReportHeadRecord>(`${REPORT_HEAD_API}/queryById`, { id });
}

export function listReportItems(headId: string): Promise<ReportItemRecord[]> {
  return getAction<ReportItemRecord[]>('/online/cgreport/item/listByHeadId', { headId });
}

export function listReportParams(headId: string): Promise<ReportParamRecord[]> {
  return getAction<ReportParamRecord[]>('/online/cgreport/param/listByHeadId', { headId });
}

/** A saved definition changes what the report answers: the 30 s cache of the run API is dropped. */
async function afterWrite<T>(call: Promise<Done<T>>): Promise<Done<T>> {
  const done = await call;
  clearReportCache();
  return done;
}

export function addReport(input: ReportSaveBody): Promise<Done<unknown>> {
  return afterWrite(postAction<unknown>(`${REPORT_HEAD_API}/add`, input));
}

export function editReport(input: ReportSaveBody): Promise<Done<unknown>> {
  return afterWrite(putAction<unknown>(`${REPORT_HEAD_API}/edit`, input));
}

export function deleteReport(id: string): Promise<Done<unknown>> {
  return afterWrite(deleteAction<unknown>(`${REPORT_HEAD_API}/delete`, { id }));
}

export function parseReportSql(
  sql: string,
  dbSource: string | null | undefined,
): Promise<Done<ReportParseSqlResult>> {
  return postAction<ReportParseSqlResult>(`${REPORT_HEAD_API}/parseSql`, {
    sql,
    ...(dbSource ? { dbSource } : {}),
  });
}

/** A defined data source a report may read (系统管理 → 多数据源). */
export interface ReportDataSource {
  id: string;
  code: string;
  name: string;
}

export async function listDataSources(): Promise<ReportDataSource[]> {
  const page = await getAction<PageResult<ReportDataSource>>('/sys/dataSource/list', {
    pageNo: 1,
    pageSize: 1000,
    column: 'name',
    order: 'asc',
  });
  return page.records;
}

/** A dictionary a report field may show its text by. */
export interface ReportDictChoice {
  dictCode: string;
  dictName: string;
}

export async function listDictionaries(): Promise<ReportDictChoice[]> {
  const page = await getAction<PageResult<ReportDictChoice>>('/sys/dict/list', {
    pageNo: 1,
    pageSize: 1000,
    column: 'dictCode',
    order: 'asc',
  });
  return page.records;
}

/** 预览: an unsaved report's SQL run with its parameters' defaults, its first page (every output). */
export function previewReport(body: ReportPreviewBody): Promise<PageResult<ReportRecord>> {
  return postAction<PageResult<ReportRecord>>(`${REPORT_HEAD_API}/preview`, body).then((done) => done.result);
}

import type { ReportRecord } from '@hcs/shared';

/** Spec §9: a report row's key is at most 50 characters. */
export const REPORT_ROW_KEY_MAX = 50;

/** A report row as the popup's table holds it: the record under its key. */
export interface ReportRow {
  id: string;
  record: ReportRecord;
}

/**
 * A report row's key: the row's values joined (reports need not return an id), cut to 50 characters
 * as the family does.
 */
export function reportRowKey(record: ReportRecord): string {
  return Object.values(record)
    .map((v) => (v === null || v === undefined ? '' : String(v)))
    .join('')
    .slice(0, REPORT_ROW_KEY_MAX);
}

export function toReportRows(records: readonly ReportRecord[]): ReportRow[] {
  return records.map((record) => ({ id: reportRowKey(record), record }));
}

/** The field a report page's row is known by (reports need not return an id). */
export const REPORT_ROW_KEY = '__rowKey';

export type KeyedReportRecord = ReportRecord & { [REPORT_ROW_KEY]: string };

/** The page's records, each with its key under REPORT_ROW_KEY: reportRowKey, numbered when it repeats. */
export function withRowKeys(records: readonly ReportRecord[]): KeyedReportRecord[] {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const base = reportRowKey(record);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { ...record, [REPORT_ROW_KEY]: count === 0 ? base : `${base}#${count}` };
  });
}

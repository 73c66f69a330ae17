import { getAction } from '../../../api/request.ts';
import type { ListUrls, OptionItem } from '../../../components/list/index.ts';

/** One version of one record (a row of GET /sys/dataLog/list, without its content). */
export interface DataLogVersion {
  id: string;
  /** e.g. wo_work_order */
  dataTable: string;
  dataTable_dictText?: string;
  dataId: string;
  dataVersion: number;
  createBy: string | null;
  createTime: string;
}

export interface ComparedField {
  field: string;
  label: string;
  left: unknown;
  right: unknown;
  /** Dictionary text or referenced record's name, for coded fields. */
  leftText: string | null;
  rightText: string | null;
  changed: boolean;
}

/** GET /sys/dataLog/queryCompareList: the older version on the left. */
export interface DataCompare {
  dataTable: string;
  dataTable_dictText: string;
  dataId: string;
  left: DataLogVersion;
  right: DataLogVersion;
  fields: ComparedField[];
}

export const DATA_LOG_URLS: ListUrls = { list: '/sys/dataLog/list' };

export const trackedTables = (): Promise<OptionItem[]> => getAction('/sys/dataLog/tables');

export const recordVersions = (dataTable: string, dataId: string): Promise<DataLogVersion[]> =>
  getAction('/sys/dataLog/queryDataVerList', { dataTable, dataId });

export const compareVersions = (dataId1: string, dataId2: string): Promise<DataCompare> =>
  getAction('/sys/dataLog/queryCompareList', { dataId1, dataId2 });

/** A snapshot value as text: empty for none, JSON for anything structured. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

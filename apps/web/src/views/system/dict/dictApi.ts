import { type ApiResult, SESSION_LIFETIME_MS, StorageKeys } from '@hcs/shared';
import { queryAllDictItems } from '../../../api/dict.ts';
import { deleteAction, getAction, postAction, putAction } from '../../../api/request.ts';
import { clearDictItemsCache } from '../../../components/dict/dictItemsCache.ts';
import type { ListUrls } from '../../../components/list/index.ts';
import { setLocal } from '../../../utils/storage.ts';

/** The status of dictionaries and of their items: 1 启用, 0 停用. */
export const DICT_STATUS_DICT = 'enable_status';
export const DICT_STATUS = { enabled: 1, disabled: 0 } as const;

/** 数据字典 as the list answers it (GET /sys/dict/list). */
export interface SysDict {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  /** 0 string values, 1 numeric values. */
  type: number;
  status: number;
  status_dictText?: string;
  createTime?: string | null;
  updateTime?: string | null;
  updateBy?: string | null;
}

export interface DictInput {
  id?: string;
  dictName: string;
  dictCode: string;
  description: string;
}

/** 字典项 as GET /sys/dictItem/list answers it. */
export interface DictItem {
  id: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

/** One row of the items grid as it is saved: no id for a new item. */
export interface DictItemRow {
  id?: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

export const DICT_URLS: ListUrls = {
  list: '/sys/dict/list',
  delete: '/sys/dict/delete',
  deleteBatch: '/sys/dict/deleteBatch',
  exportXls: '/sys/dict/exportXls',
  importExcel: '/sys/dict/importExcel',
};

export function addDict(input: DictInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/dict/add', input);
}

export function editDict(input: DictInput): Promise<ApiResult<null>> {
  return putAction<null>('/sys/dict/edit', input);
}

export function setDictStatus(ids: readonly string[], status: number): Promise<ApiResult<null>> {
  return putAction<null>('/sys/dict/status', { ids: ids.join(','), status });
}

export function dictRecycleBin(): Promise<ApiResult<SysDict[]>> {
  return getAction<SysDict[]>('/sys/dict/deleteList');
}

export function restoreDict(id: string): Promise<ApiResult<null>> {
  return putAction<null>(`/sys/dict/back/${encodeURIComponent(id)}`);
}

export function purgeDict(id: string): Promise<ApiResult<null>> {
  return deleteAction<null>(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`);
}

export function dictItems(dictId: string): Promise<ApiResult<DictItem[]>> {
  return getAction<DictItem[]>('/sys/dictItem/list', { dictId });
}

export function saveDictItems(
  dictId: string,
  rows: DictItemRow[],
  deleteIds: string[],
): Promise<ApiResult<null>> {
  return postAction<null>('/sys/dictItem/saveBatch', { dictId, rows, deleteIds });
}

/**
 * After a change, this page's dictionary widgets read the new items: the dictionaries stored at login
 * are reloaded (GET sys/dict/queryAllDictItems, kept 7 days) and the fetched ones forgotten.
 */
export async function reloadLocalDicts(): Promise<void> {
  clearDictItemsCache();
  try {
    const all = await queryAllDictItems();
    if (all.success) setLocal(StorageKeys.dictCache, all.result, SESSION_LIFETIME_MS);
  } catch {
    // The request client has already shown why; the widgets fetch what is missing themselves.
  }
}

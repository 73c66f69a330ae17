import {
  type dictItemResource,
  type dictResource,
  type ResourceRow,
  SESSION_LIFETIME_MS,
  StorageKeys,
} from '@hcs/shared';
import { queryAllDictItems } from '../../../api/dict.ts';
import { type Done, deleteAction, getAction, postAction, putAction } from '../../../api/request.ts';
import { clearDictItemsCache } from '../../../components/dict/dictItemsCache.ts';
import { setLocal } from '../../../utils/storage.ts';

/** The status of dictionaries and of their items: 1 启用, 0 停用. */
export const DICT_STATUS = { enabled: 1, disabled: 0 } as const;

/** 数据字典 as the list, queryById and the recycle bin answer it. */
export type SysDict = ResourceRow<typeof dictResource>;

/** 字典项 as GET /sys/dictItem/list answers it. */
export type DictItem = ResourceRow<typeof dictItemResource>;

/** One row of the items grid as it is saved: no id for a new item. */
export type DictItemRow = Omit<DictItem, 'id' | 'status_dictText'> & { id?: string };

export function setDictStatus(ids: readonly string[], status: number): Promise<Done<null>> {
  return putAction<null>('/sys/dict/status', { ids: ids.join(','), status });
}

export function dictRecycleBin(): Promise<SysDict[]> {
  return getAction<SysDict[]>('/sys/dict/deleteList');
}

export function restoreDict(id: string): Promise<Done<null>> {
  return putAction<null>(`/sys/dict/back/${encodeURIComponent(id)}`);
}

export function purgeDict(id: string): Promise<Done<null>> {
  return deleteAction<null>(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`);
}

export function dictItems(dictId: string): Promise<DictItem[]> {
  return getAction<DictItem[]>('/sys/dictItem/list', { dictId });
}

export function saveDictItems(dictId: string, rows: DictItemRow[], deleteIds: string[]): Promise<Done<null>> {
  return postAction<null>('/sys/dictItem/saveBatch', { dictId, rows, deleteIds });
}

/**
 * After a change, this page's dictionary widgets read the new items: the dictionaries stored at login
 * are reloaded (GET sys/dict/queryAllDictItems, kept 7 days) and the fetched ones forgotten.
 */
export async function reloadLocalDicts(): Promise<void> {
  clearDictItemsCache();
  try {
    setLocal(StorageKeys.dictCache, await queryAllDictItems(), SESSION_LIFETIME_MS);
  } catch {
    // Not reloaded (refused, or an HTTP failure already shown): the widgets fetch what is missing themselves.
  }
}

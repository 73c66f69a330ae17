import { type ApiResult, type DictOption, SESSION_LIFETIME_MS, StorageKeys } from '@hcs/shared';
import { setLocal } from '../utils/storage.ts';
import { getAction, signedGet } from './request.ts';

/** Every dictionary's items, by dictionary code. */
export type DictItemsByCode = Record<string, DictOption[]>;

export function queryAllDictItems(): Promise<ApiResult<DictItemsByCode>> {
  return getAction<DictItemsByCode>('sys/dict/queryAllDictItems');
}

/**
 * Refreshes the server's dictionary cache, then reloads every dictionary into local storage for
 * 7 days. Resolves true when both calls succeeded; false otherwise (HTTP failures were already
 * shown by the request client), so the caller shows 刷新缓存完成！ or 刷新缓存失败！.
 */
export async function refreshDictCache(): Promise<boolean> {
  try {
    const refreshed = await getAction<unknown>('sys/dict/refleshCache');
    if (!refreshed.success) return false;
    const all = await queryAllDictItems();
    if (!all.success) return false;
    setLocal(StorageKeys.dictCache, all.result, SESSION_LIFETIME_MS);
    return true;
  } catch {
    return false;
  }
}

export function getDictItems(code: string): Promise<ApiResult<DictOption[]>> {
  return signedGet<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
}

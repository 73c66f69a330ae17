import { type DictOption, SESSION_LIFETIME_MS, StorageKeys, type TreeDictNode } from '@hcs/shared';
import { setLocal } from '../utils/storage.ts';
import { getAction, signedGet } from './request.ts';

/** Every dictionary's items, by dictionary code. */
export type DictItemsByCode = Record<string, DictOption[]>;

export function queryAllDictItems(): Promise<DictItemsByCode> {
  return getAction<DictItemsByCode>('sys/dict/queryAllDictItems');
}

/**
 * Refreshes the server's dictionary cache, then reloads every dictionary into local storage for
 * 7 days. Resolves true when both calls succeeded; false otherwise, so the caller shows 刷新缓存完成！
 * or 刷新缓存失败！.
 */
export async function refreshDictCache(): Promise<boolean> {
  try {
    await getAction<unknown>('sys/dict/refleshCache');
    setLocal(StorageKeys.dictCache, await queryAllDictItems(), SESSION_LIFETIME_MS);
    return true;
  } catch {
    // Whatever failed (a refusal, or an HTTP failure already shown), the caller says 刷新缓存失败！.
    return false;
  }
}

export function getDictItems(code: string): Promise<DictOption[]> {
  return signedGet<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
}

const dictPath = (action: string, code: string) => `/sys/dict/${action}/${encodeURIComponent(code)}`;

/** The first `pageSize` items whose text contains `keyword` (the search select's async mode). */
export function loadDict(code: string, keyword: string, pageSize = 10): Promise<DictOption[]> {
  return signedGet<DictOption[]>(dictPath('loadDict', code), { keyword, pageSize });
}

/**
 * The texts of `keys`, in their order (the one GET without the `_t` timestamp, spec §7). With
 * `keepMissing` a key without a text comes back as it is, so positions match the keys.
 */
export function loadDictItem(code: string, keys: readonly string[], keepMissing = false): Promise<string[]> {
  return signedGet<string[]>(dictPath('loadDictItem', code), {
    key: keys.join(','),
    ...(keepMissing ? { delNotExist: 'false' } : {}),
  });
}

/** What one level of a tree dictionary is asked by (spec §7 loadTreeData). */
export interface TreeDataParams {
  /** The parent's key; '' (or the table's root value) for the roots. */
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  /** A JSON object of column → value. */
  condition?: string;
}

export function loadTreeData(params: TreeDataParams): Promise<TreeDictNode[]> {
  return signedGet<TreeDictNode[]>('/sys/dict/loadTreeData', { ...params });
}

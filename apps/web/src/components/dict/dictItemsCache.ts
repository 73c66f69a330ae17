import { type DictOption, isTableDictCode, StorageKeys } from '@hcs/shared';
import { type DictItemsByCode, getDictItems } from '../../api/dict.ts';
import { Refusal } from '../../api/refusal.ts';
import { getLocal } from '../../utils/storage.ts';

export const EMPTY_DICT_CODE = '字典Code不能为空!';

/** A dictionary that could not be loaded, with the message to show. */
export class DictLoadError extends Error {
  override readonly name = 'DictLoadError';
}

/**
 * Items fetched this page session, per code (a table code's where part is part of the code). A module
 * cache rather than queries: the login seeds it, code outside React (cell texts, exports) reads it at
 * once, and the dictionary refresh clears it; a copy in the query client would have to follow all that.
 */
const fetched = new Map<string, Promise<DictOption[]>>();

function loginCached(code: string): DictOption[] | null {
  if (isTableDictCode(code)) return null;
  return getLocal<DictItemsByCode>(StorageKeys.dictCache)?.[code] ?? null;
}

/**
 * A dictionary's items: for a plain code from the cache the login stored, else fetched once per code
 * (GET /sys/dict/getDictItems/{code}) and kept in memory. A failed fetch is forgotten, so a later
 * widget tries again.
 */
export function loadDictItems(code: string): Promise<DictOption[]> {
  if (!code) return Promise.reject(new DictLoadError(EMPTY_DICT_CODE));
  const stored = loginCached(code);
  if (stored) return Promise.resolve(stored);
  let pending = fetched.get(code);
  if (!pending) {
    pending = getDictItems(code).then(
      (items) => {
        if (!Array.isArray(items)) throw new DictLoadError('字典加载失败');
        return items;
      },
      (error: unknown) => {
        throw error instanceof Refusal ? new DictLoadError(error.message || '字典加载失败') : error;
      },
    );
    pending.catch(() => fetched.delete(code));
    fetched.set(code, pending);
  }
  return pending;
}

/** The items already known for a code without waiting (login cache or a finished fetch), else null. */
export function knownDictItems(code: string): DictOption[] | null {
  return code ? loginCached(code) : null;
}

/** Forgets the fetched items (after the dictionary cache was refreshed, and between tests). */
export function clearDictItemsCache(): void {
  fetched.clear();
}

/** An item's text, whichever of text/label/title the server filled. */
export function itemText(item: DictOption): string {
  return item.text ?? item.label ?? item.title ?? item.value;
}

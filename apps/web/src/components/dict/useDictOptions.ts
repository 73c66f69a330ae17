import type { DictOption } from '@hcs/shared';
import { useEffect, useState } from 'react';
import { DictLoadError, EMPTY_DICT_CODE, itemText, knownDictItems, loadDictItems } from './dictItemsCache.ts';

export interface DictItemsState {
  items: DictOption[];
  loading: boolean;
  /** Why the items could not be loaded (e.g. 字典Code不能为空!), else null. */
  error: string | null;
}

/**
 * A dictionary's items (plain code or table code, see dictItemsCache, which shares one request per code
 * across widgets): at once when the login cache holds them, else once fetched. Follows `code` when it changes.
 */
export function useDictItems(code: string): DictItemsState {
  const [state, setState] = useState(() => initial(code));

  useEffect(() => {
    const start = initial(code);
    setState(start);
    if (!start.loading) return;
    let live = true;
    loadDictItems(code).then(
      (items) => live && setState({ code, items, loading: false, error: null }),
      (error: unknown) =>
        live &&
        setState({
          code,
          items: NO_ITEMS,
          loading: false,
          // HTTP failures were already shown by the request client; a refusal carries its message.
          error: error instanceof DictLoadError ? error.message : null,
        }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  // Until the effect has run for a new code, answer for that code rather than the previous one.
  return state.code === code ? state : initial(code);
}

function initial(code: string): DictItemsState & { code: string } {
  if (!code) return { code, items: NO_ITEMS, loading: false, error: EMPTY_DICT_CODE };
  const known = knownDictItems(code);
  return { code, items: known ?? NO_ITEMS, loading: known === null, error: null };
}

/** A dictionary's items: from the cache the login stored, else fetched (GET /sys/dict/getDictItems/{code}). */
export function useDictOptions(code: string): DictOption[] {
  return useDictItems(code).items;
}

const NO_ITEMS: DictOption[] = [];

/** The text of `value` in `items`, or the value itself when the dictionary lacks it. */
export function dictText(items: readonly DictOption[], value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const item = items.find((i) => i.value === value);
  return item ? itemText(item) : value;
}

/** Options for antd Select and Radio.Group. */
export function toOptions(
  items: readonly DictOption[],
): { value: string; label: string; disabled?: boolean }[] {
  return items.map((i) => ({
    value: i.value,
    label: itemText(i),
    ...(i.disabled ? { disabled: true } : {}),
  }));
}

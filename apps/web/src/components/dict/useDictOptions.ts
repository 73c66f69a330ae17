import { type DictOption, StorageKeys } from '@hcs/shared';
import { useEffect, useState } from 'react';
import { type DictItemsByCode, getDictItems } from '../../api/dict.ts';
import { getLocal } from '../../utils/storage.ts';

function cachedItems(code: string): DictOption[] | null {
  return getLocal<DictItemsByCode>(StorageKeys.dictCache)?.[code] ?? null;
}

/**
 * A dictionary's items: from the cache the login stored, else fetched
 * (GET /sys/dict/getDictItems/{code}). `code` is fixed for the caller's lifetime.
 */
export function useDictOptions(code: string): DictOption[] {
  const [items, setItems] = useState<DictOption[] | null>(() => cachedItems(code));
  const missing = items === null;

  useEffect(() => {
    if (!missing) return;
    let current = true;
    getDictItems(code)
      .then((res) => {
        if (current && res.success && Array.isArray(res.result)) setItems(res.result);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, missing]);

  return items ?? NO_ITEMS;
}

const NO_ITEMS: DictOption[] = [];

/** The text of `value` in `items`, or the value itself when the dictionary lacks it. */
export function dictText(items: readonly DictOption[], value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const item = items.find((i) => i.value === value);
  return item?.text ?? item?.label ?? item?.title ?? value;
}

/** Options for antd Select and Radio.Group. */
export function toOptions(items: readonly DictOption[]): { value: string; label: string }[] {
  return items.map((i) => ({ value: i.value, label: i.text ?? i.label ?? i.title ?? i.value }));
}

import type { TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSessionStore } from '../../stores/session.ts';
import { getLocal, setLocal } from '../../utils/storage.ts';
import { dataIndexOf } from './listParams.ts';
import type { ListPageConfig } from './types.ts';

/** A column the user may show or hide: its data index (or key) and its header text. */
export interface ColumnOption {
  key: string;
  title: string;
}

/** What 列设置 offers and which are hidden now. */
export interface ColumnChoice {
  options: ColumnOption[];
  hidden: readonly string[];
  setHidden(hidden: string[]): void;
  /** Back to the list's own default. */
  reset(): void;
}

function columnKeyOf(column: unknown): string {
  const index = dataIndexOf(column);
  if (index) return index;
  const key = typeof column === 'object' && column !== null && 'key' in column ? column.key : undefined;
  return typeof key === 'string' ? key : '';
}

/** The columns a user can choose between: those with a key and a plain-text header. */
export function columnOptions<T>(columns: TableColumnsType<T>): ColumnOption[] {
  return columns.flatMap((column) => {
    const key = columnKeyOf(column);
    const title = 'title' in column && typeof column.title === 'string' ? column.title : '';
    return key && title ? [{ key, title }] : [];
  });
}

/** The columns without the hidden ones; the query still asks for every column (fieldList). */
export function visibleColumns<T>(
  columns: TableColumnsType<T>,
  hidden: readonly string[],
): TableColumnsType<T> {
  if (hidden.length === 0) return columns;
  return columns.filter((column) => !hidden.includes(columnKeyOf(column)));
}

/** One entry per user and list (named after its list url), so a shared computer keeps each user's own. */
export function columnChoiceKey(userId: string, listUrl: string): string {
  return `HCS_LIST_COLUMNS_${userId}_${listUrl}`;
}

/** The stored choice, or the list's default when none was made (or it does not parse). */
export function loadHiddenColumns(key: string, defaults: readonly string[]): string[] {
  const stored = getLocal<unknown>(key);
  return Array.isArray(stored) && stored.every((k) => typeof k === 'string') ? stored : [...defaults];
}

/**
 * The 列设置 choice of a list page, remembered in this browser per user and list (there is no server-side
 * place for a user's preferences) and applied whenever the page is opened again.
 */
export function useColumnChoice<T>(config: ListPageConfig<T>): ColumnChoice {
  const userId = useSessionStore((s) => s.userInfo?.id ?? '');
  const key = columnChoiceKey(userId, config.urls.list);
  const defaults = config.defaultHiddenColumns ?? [];
  const [choice, setChoice] = useState(() => ({ key, hidden: loadHiddenColumns(key, defaults) }));
  // Another user or list on the same page instance reads its own choice.
  const hidden = choice.key === key ? choice.hidden : loadHiddenColumns(key, defaults);
  const setHidden = useCallback(
    (next: string[]) => {
      setLocal(key, next, null);
      setChoice({ key, hidden: next });
    },
    [key],
  );
  const options = useMemo(() => columnOptions(config.columns), [config.columns]);
  return { options, hidden, setHidden, reset: () => setHidden([...defaults]) };
}

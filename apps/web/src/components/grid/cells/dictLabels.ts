import { useEffect, useSyncExternalStore } from 'react';
import { loadDictItem } from '../../../api/dict.ts';
import { cellKind, optionText } from '../columns.ts';
import type { GridColumn, GridOption } from '../types.ts';

/** Keys per loadDictItem request: the server reads at most 200; 100 keeps the URL short behind proxies. */
export const LOOKUP_BATCH = 100;

interface DictLabels {
  labels: Map<string, string>;
  /** Values looked up (or being looked up) once: never again, even when the answer failed. */
  asked: Set<string>;
  listeners: Set<() => void>;
  subscribe(listener: () => void): () => void;
}

/** One store per dictionary code, shared by every grid and cell of the page. */
const stores = new Map<string, DictLabels>();
/** Values asked for since the last flush, per dictionary code. */
const waiting = new Map<string, Set<string>>();
let flushQueued = false;

function storeOf(dict: string): DictLabels {
  let store = stores.get(dict);
  if (!store) {
    const listeners = new Set<() => void>();
    store = {
      labels: new Map(),
      asked: new Set(),
      listeners,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    stores.set(dict, store);
  }
  return store;
}

function notify(store: DictLabels): void {
  for (const listener of store.listeners) listener();
}

/** The dictionary whose labels a cell of this column shows: sel_search_async columns with `dict`. */
export const labelDict = (column: GridColumn): string | undefined =>
  cellKind(column) === 'selectAsync' ? column.dict : undefined;

/** Labels the user has seen (a search's matches): their values need no lookup. */
export function rememberLabels(dict: string, options: readonly GridOption[]): void {
  const store = storeOf(dict);
  let changed = false;
  for (const option of options) {
    const text = optionText(option);
    store.asked.add(option.value);
    if (store.labels.get(option.value) !== text) {
      store.labels.set(option.value, text);
      changed = true;
    }
  }
  if (changed) notify(store);
}

async function lookUp(dict: string, keys: string[]): Promise<void> {
  const store = storeOf(dict);
  try {
    const res = await loadDictItem(dict, keys, true);
    if (!res.success || !Array.isArray(res.result)) return;
    for (const [i, key] of keys.entries()) {
      const text = res.result[i];
      if (typeof text === 'string' && !store.labels.has(key)) store.labels.set(key, text);
    }
    notify(store);
  } catch {
    // The request client has told the user already; the cells keep showing the codes.
  }
}

function flush(): void {
  flushQueued = false;
  const batches = [...waiting];
  waiting.clear();
  for (const [dict, keys] of batches) {
    const list = [...keys];
    for (let i = 0; i < list.length; i += LOOKUP_BATCH) void lookUp(dict, list.slice(i, i + LOOKUP_BATCH));
  }
}

/** Queues the values without a label; every value queued in the same tick goes out in one request per dictionary. */
function ask(dict: string, values: readonly string[]): void {
  const store = storeOf(dict);
  for (const value of values) {
    if (value === '' || store.asked.has(value)) continue;
    store.asked.add(value);
    let queue = waiting.get(dict);
    if (!queue) {
      queue = new Set();
      waiting.set(dict, queue);
    }
    queue.add(value);
  }
  if (waiting.size > 0 && !flushQueued) {
    flushQueued = true;
    setTimeout(flush, 0);
  }
}

const SEPARATOR = '\u0000';
const NO_STORE = () => () => {};

/**
 * The labels of a drawn cell's values in dictionary `dict` (none without one): values not known yet are
 * looked up once (GET /sys/dict/loadDictItem), and the cell draws again when their labels arrive.
 */
export function useDictLabels(
  dict: string | undefined,
  values: readonly string[],
): (value: string) => string | undefined {
  const store = dict ? storeOf(dict) : undefined;
  // Only a change of this cell's own labels draws it again, not every answer for the dictionary.
  useSyncExternalStore(store ? store.subscribe : NO_STORE, () =>
    store ? values.map((v) => store.labels.get(v) ?? '').join(SEPARATOR) : '',
  );
  const key = values.join(SEPARATOR);
  useEffect(() => {
    if (dict && key) ask(dict, key.split(SEPARATOR));
  }, [dict, key]);
  return (value) => store?.labels.get(value);
}

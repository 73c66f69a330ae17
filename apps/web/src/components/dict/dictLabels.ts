import type { DictOption } from '@hcs/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { loadDictItem } from '../../api/dict.ts';
import { itemText } from './dictItemsCache.ts';

/** Keys per loadDictItem request: the server reads at most 200; 100 keeps the URL short behind proxies. */
export const LOOKUP_BATCH = 100;

interface DictLabels {
  labels: Map<string, string>;
  /** Each value's lookup, asked for once: never again, even when the answer failed. */
  asked: Map<string, Promise<void>>;
  listeners: Set<() => void>;
  subscribe(listener: () => void): () => void;
}

/**
 * The labels of a table dictionary's values (`table,text,code`), one store per code for the whole page:
 * DictText, the grid's cells and searches all read and fill the same one.
 */
const stores = new Map<string, DictLabels>();
/** Values asked for since the last flush, per dictionary code, and the promise they settle together. */
const waiting = new Map<string, { keys: Set<string>; settled: Promise<void>; settle(): void }>();

function storeOf(dict: string): DictLabels {
  let store = stores.get(dict);
  if (!store) {
    const listeners = new Set<() => void>();
    store = {
      labels: new Map(),
      asked: new Map(),
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

/** Labels the user has seen (a search's matches): their values need no lookup. */
export function rememberLabels(dict: string, options: readonly DictOption[]): void {
  const store = storeOf(dict);
  let changed = false;
  for (const option of options) {
    const text = itemText(option);
    if (!store.asked.has(option.value)) store.asked.set(option.value, Promise.resolve());
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
    const texts = await loadDictItem(dict, keys, true);
    if (!Array.isArray(texts)) return;
    for (const [i, key] of keys.entries()) {
      const text = texts[i];
      if (typeof text === 'string' && !store.labels.has(key)) store.labels.set(key, text);
    }
    notify(store);
  } catch {
    // Refused, or failed (the request client has told the user): the values keep showing as they are.
  }
}

function flush(): void {
  const batches = [...waiting];
  waiting.clear();
  for (const [dict, { keys, settle }] of batches) {
    const list = [...keys];
    const lookups: Promise<void>[] = [];
    for (let i = 0; i < list.length; i += LOOKUP_BATCH)
      lookups.push(lookUp(dict, list.slice(i, i + LOOKUP_BATCH)));
    void Promise.all(lookups).then(settle);
  }
}

/**
 * Looks up the values not asked for before; every value asked for in the same tick goes out in one
 * request per dictionary. Settles when all of `values` have their answers (or failed).
 */
function ask(dict: string, values: readonly string[]): Promise<void> {
  const store = storeOf(dict);
  for (const value of values) {
    if (value === '' || store.asked.has(value)) continue;
    let queue = waiting.get(dict);
    if (!queue) {
      let settle = () => {};
      const settled = new Promise<void>((resolve) => {
        settle = resolve;
      });
      queue = { keys: new Set(), settled, settle };
      if (waiting.size === 0) setTimeout(flush, 0);
      waiting.set(dict, queue);
    }
    queue.keys.add(value);
    store.asked.set(value, queue.settled);
  }
  return Promise.all(values.map((v) => store.asked.get(v))).then(() => undefined);
}

/** The labels of `values` when every one is known without asking the server, else null. */
export function knownLabels(dict: string, values: readonly string[]): string[] | null {
  const { labels } = storeOf(dict);
  const texts = values.map((v) => labels.get(v));
  return texts.every((t) => t !== undefined) ? (texts as string[]) : null;
}

/** The label of each value (looked up once, batched with the page's other lookups); unknown values stay. */
export async function lookUpLabels(dict: string, values: readonly string[]): Promise<string[]> {
  await ask(dict, values);
  const { labels } = storeOf(dict);
  return values.map((v) => labels.get(v) ?? v);
}

/** Forgets every label (a test's fresh start). */
export function clearDictLabels(): void {
  stores.clear();
}

const SEPARATOR = '\u0000';
const NO_STORE = () => () => {};

/**
 * The labels of a drawn widget's values in dictionary `dict` (none without one): values not known yet are
 * looked up once (GET /sys/dict/loadDictItem), and the widget draws again when their labels arrive.
 */
export function useDictLabels(
  dict: string | undefined,
  values: readonly string[],
): (value: string) => string | undefined {
  const store = dict ? storeOf(dict) : undefined;
  // Only a change of these values' labels draws again, not every answer for the dictionary.
  useSyncExternalStore(store ? store.subscribe : NO_STORE, () =>
    store ? values.map((v) => store.labels.get(v) ?? '').join(SEPARATOR) : '',
  );
  const key = values.join(SEPARATOR);
  useEffect(() => {
    if (dict && key) void ask(dict, key.split(SEPARATOR));
  }, [dict, key]);
  return (value) => store?.labels.get(value);
}

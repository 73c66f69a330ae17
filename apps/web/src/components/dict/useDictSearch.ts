import type { DictOption } from '@hcs/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDict } from '../../api/dict.ts';
import { Refusal } from '../../api/refusal.ts';

/**
 * Typing pauses this long before the search select (DictSearchSelect) sends its search: spec §9
 * "Debounces: dictionary search 300 ms (one place) and 800 ms (another)"; the family's search select
 * waits 800 ms, its grid's async search cell 300 ms (GRID_SEARCH_DEBOUNCE_MS).
 */
export const DICT_SEARCH_DEBOUNCE_MS = 800;

/** idle: nothing typed yet; searching: a search is waiting or under way; done: its answer is shown. */
export type SearchPhase = 'idle' | 'searching' | 'done';

export interface OptionSearch<T> {
  options: readonly T[];
  phase: SearchPhase;
  search: (keyword: string) => void;
}

export type DictSearch = OptionSearch<DictOption>;

/**
 * A search select's search through `find`: debounced by `debounceMs`, only the latest search's answer
 * is used, and an empty keyword searches nothing. A failed search (the request client has shown why)
 * finds nothing.
 * Not a cached query: each keystroke restarts the debounce, `searching` starts with the keystroke rather
 * than the request, and the grid's search cells pass finders that have no key to cache under.
 */
export function useOptionSearch<T>(
  find: (term: string) => Promise<readonly T[]>,
  debounceMs: number,
): OptionSearch<T> {
  const [options, setOptions] = useState<readonly T[]>([]);
  const [phase, setPhase] = useState<SearchPhase>('idle');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const finder = useRef(find);
  finder.current = find;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  const search = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current);
      const ticket = ++latest.current;
      const term = keyword.trim();
      if (!term) {
        setOptions([]);
        setPhase('idle');
        return;
      }
      setPhase('searching');
      timer.current = setTimeout(() => {
        const answer = (found: readonly T[]) => {
          if (ticket !== latest.current) return;
          setOptions(found);
          setPhase('done');
        };
        finder.current(term).then(answer, () => answer([]));
      }, debounceMs);
    },
    [debounceMs],
  );

  return { options, phase, search };
}

/**
 * The async search of the search select (GET /sys/dict/loadDict/{code}). A refused search calls
 * `onFailure` with the server's message.
 */
export function useDictSearch(
  code: string,
  pageSize: number,
  onFailure: (message: string) => void,
): DictSearch {
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const find = useCallback(
    async (term: string) => {
      try {
        const items = await loadDict(code, term, pageSize);
        return Array.isArray(items) ? items : [];
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        failure.current(error.message);
        return [];
      }
    },
    [code, pageSize],
  );
  return useOptionSearch(find, DICT_SEARCH_DEBOUNCE_MS);
}

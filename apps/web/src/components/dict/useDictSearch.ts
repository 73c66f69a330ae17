import type { DictOption } from '@hcs/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDict } from '../../api/dict.ts';

/** Typing pauses this long before the search is sent (spec §9: dictionary search 300 ms). */
export const DICT_SEARCH_DEBOUNCE_MS = 300;

/** idle: nothing typed yet; searching: a search is waiting or under way; done: its answer is shown. */
export type SearchPhase = 'idle' | 'searching' | 'done';

export interface DictSearch {
  options: DictOption[];
  phase: SearchPhase;
  search: (keyword: string) => void;
}

/**
 * The async search of the search select (GET /sys/dict/loadDict/{code}): debounced, and only the
 * latest search's answer is used. A refused search calls `onFailure` with the server's message.
 */
export function useDictSearch(
  code: string,
  pageSize: number,
  onFailure: (message: string) => void,
): DictSearch {
  const [options, setOptions] = useState<DictOption[]>([]);
  const [phase, setPhase] = useState<SearchPhase>('idle');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failure = useRef(onFailure);
  failure.current = onFailure;

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
        loadDict(code, term, pageSize).then(
          (res) => {
            if (ticket !== latest.current) return;
            const found = res.success && Array.isArray(res.result);
            if (!found) failure.current(res.message);
            setOptions(found ? res.result : []);
            setPhase('done');
          },
          () => {
            // The request client has shown the HTTP failure.
            if (ticket !== latest.current) return;
            setOptions([]);
            setPhase('done');
          },
        );
      }, DICT_SEARCH_DEBOUNCE_MS);
    },
    [code, pageSize],
  );

  return { options, phase, search };
}

import type { ApiResult } from '@hcs/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | null;
  /** True only for the first load: later reloads keep showing the figures they replace. */
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Loads one answer of the API, again whenever `fetch` changes and on demand. Only the newest load may write, so a slow
 * answer never overwrites a newer one; unmounting drops late answers.
 */
export function useRemote<T>(fetch: () => Promise<ApiResult<T>>): Remote<T> {
  const [state, setState] = useState<Omit<Remote<T>, 'reload'>>({ data: null, loading: true, error: null });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const id = ++latest.current;
    fetch()
      .then((res) => {
        if (id !== latest.current) return;
        if (!res.success) throw new Error(res.message);
        setState({ data: res.result, loading: false, error: null });
      })
      .catch((failure: unknown) => {
        if (id !== latest.current) return;
        const text = failure instanceof Error && failure.message ? failure.message : '请稍后重试';
        setState((s) => ({ ...s, loading: false, error: text }));
      });
  }, [fetch]);

  // A new `fetch` (e.g. another period) loads again: keep it stable (useCallback) otherwise.
  useEffect(() => {
    reload();
    return () => {
      latest.current++;
    };
  }, [reload]);

  return { ...state, reload };
}

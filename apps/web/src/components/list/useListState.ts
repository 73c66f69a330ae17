import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageActive } from '../keepalive/pageActive.ts';
import {
  defaultListState,
  LIST_NAVIGATION,
  type ListState,
  readListUrl,
  writeListUrl,
} from './listUrlState.ts';
import type { ListPageConfig } from './types.ts';

export interface CommitOptions {
  /** Leaves no history entry (a reload, a step back after a delete); a user's move leaves one. */
  replace?: boolean;
}

export interface ListStateStore {
  state: ListState;
  commit(next: ListState, options?: CommitOptions): void;
}

function useLocalListState<T>(config: ListPageConfig<T>): ListStateStore {
  const [state, setState] = useState(() => defaultListState(config));
  const commit = useCallback((next: ListState) => setState(next), []);
  return { state, commit };
}

/**
 * The state in the URL's search params: a refresh, the back button or a shared link shows the same
 * list. A kept-alive page reads its own location (KeepAliveOutlet) and, while hidden, writes none.
 */
function useUrlListState<T>(config: ListPageConfig<T>): ListStateStore {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const active = usePageActive();
  const search = params.toString();
  const reading = useMemo(() => readListUrl(new URLSearchParams(search), config), [search, config]);

  const invalid = reading.invalid.join('、');
  useEffect(() => {
    if (invalid) void message.warning(`链接中的列表参数有误，已按默认处理：${invalid}`);
  }, [invalid, message]);

  const live = useRef({ params, setParams, active, config });
  live.current = { params, setParams, active, config };
  const commit = useCallback((next: ListState, { replace = false }: CommitOptions = {}) => {
    const { params: now, setParams: write, active: shown, config: current } = live.current;
    if (!shown) return;
    const written = writeListUrl(now, next, current);
    if (written.toString() === now.toString()) return;
    write(written, { replace, state: LIST_NAVIGATION, preventScrollReset: true });
  }, []);

  return { state: reading.state, commit };
}

/** Where a list keeps its page, sort and query: the URL (a route's main list) or the component. */
export function useListState<T>(config: ListPageConfig<T>, inUrl: boolean): ListStateStore {
  // Chosen once: a list keeps its state in one place for its lifetime.
  const [useStore] = useState<(config: ListPageConfig<T>) => ListStateStore>(() =>
    inUrl ? useUrlListState : useLocalListState,
  );
  return useStore(config);
}

import { hashKey, type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { Refusal } from '../../api/refusal.ts';
import { getAction, type QueryParams } from '../../api/request.ts';
import { announce, listLoadedText } from '../../stores/announcer.ts';
import { usePageActive } from '../keepalive/pageActive.ts';
import { queryParams, UNPAGED_PAGE_SIZE } from './listParams.ts';
import type { ListState } from './listUrlState.ts';
import type { ListPageConfig } from './types.ts';

interface ListResult<T> {
  records?: T[];
  total?: number;
}

interface Loaded<T> {
  records: T[];
  total: number;
}

const EMPTY: Loaded<never> = { records: [], total: 0 };

function recordsOf<T>(result: ListResult<T> | T[] | null | undefined): Loaded<T> {
  if (Array.isArray(result)) return { records: result, total: result.length };
  const records = result?.records ?? [];
  return { records, total: result?.total ?? records.length };
}

/** Every page of the list at `url`, whatever its query: what a write to that list makes stale. */
export function listKey(url: string): QueryKey {
  return ['list', url];
}

/** The request parameters of one page of a list (query conventions, fixed parameters, paging). */
export function listRequestParams<T>(config: ListPageConfig<T>, state: ListState): QueryParams {
  const page = config.unpaged ? { pageNo: state.page.pageNo, pageSize: UNPAGED_PAGE_SIZE } : state.page;
  return { ...queryParams(config, state.query), pageNo: page.pageNo, pageSize: page.pageSize };
}

type Warn = (text: string) => void;

function pageQuery<T>(url: string, params: QueryParams, warn: Warn) {
  return {
    queryKey: [...listKey(url), params],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Loaded<T>> => {
      try {
        return recordsOf(await getAction<ListResult<T> | T[]>(url, params));
      } catch (error) {
        // A refusal (code 510 or any other) warns, unless nobody waits for it any more (the page moved
        // on, the list closed), and fails the query.
        if (error instanceof Refusal && error.message && !signal.aborted) warn(error.message);
        throw error;
      }
    },
    // Every answer is a new page of rows, as it was before the cache: screens react to a reload.
    structuralSharing: false,
  };
}

/**
 * After a write: every cached page of the list is stale, and the lists on screen (another tab's, a
 * picker's) load again, except the page this list is leaving.
 */
function invalidateList(client: QueryClient, url: string, leaving: string | null): void {
  void client.invalidateQueries({ queryKey: listKey(url), refetchType: 'none' });
  void client.refetchQueries({
    queryKey: listKey(url),
    type: 'active',
    predicate: (query) => query.queryHash !== leaving,
  });
}

/**
 * Each answer of the list shown says how many rows it has in the live region (a page waiting in the
 * background says its latest when it is shown again).
 */
function useAnnouncedLoads(loadedAt: number, total: number | undefined): void {
  const active = usePageActive();
  const saidAt = useRef(0);
  useEffect(() => {
    if (!active || loadedAt === 0 || loadedAt === saidAt.current || total === undefined) return;
    saidAt.current = loadedAt;
    announce(listLoadedText(total));
  }, [active, loadedAt, total]);
}

export interface LoadOptions {
  /** After a write: the cached pages of the list are stale too. */
  fresh?: boolean;
}

/**
 * One page of a list (spec §7 "Grid and list") through the query cache, keyed by the list URL and
 * its parameters: a page seen before shows at once, the same request is made once, and the page
 * shown is always the one asked for last. While the next page loads, and after a failure or a
 * refusal (its message shown as a warning), the rows last shown stay.
 *
 * `load(state)` loads the page of `state` now, whatever the cache holds (查询, paging, sorting,
 * reloads): call it with the state the list is moving to. `paused` holds the list as it is.
 */
export function useListLoader<T>(config: ListPageConfig<T>, state: ListState, paused = false) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const configRef = useRef(config);
  configRef.current = config;
  const url = config.urls.list;
  // The live region repeats the warning as it repeats every toast (LiveRegion).
  const warn = useCallback<Warn>((text) => void message.warning(text), [message]);
  const current = pageQuery<T>(url, listRequestParams(config, state), warn);
  const query = useQuery({ ...current, enabled: url !== '' && !paused });

  const shown = useRef<Loaded<T>>(EMPTY);
  if (query.data) shown.current = query.data;
  const currentHash = hashKey(current.queryKey);
  const currentHashRef = useRef(currentHash);
  currentHashRef.current = currentHash;

  useAnnouncedLoads(query.dataUpdatedAt, query.data?.total);

  useEffect(() => {
    if (!url) void message.error('请设置url.list属性!');
  }, [url, message]);

  const load = useCallback(
    async (next: ListState, { fresh = false }: LoadOptions = {}): Promise<void> => {
      if (!url) {
        void message.error('请设置url.list属性!');
        return;
      }
      const target = pageQuery<T>(url, listRequestParams(configRef.current, next), warn);
      if (fresh) {
        const leaving = currentHashRef.current;
        invalidateList(client, url, leaving === hashKey(target.queryKey) ? null : leaving);
      }
      // The request client or the warning has told the user about a failure.
      await client.fetchQuery({ ...target, staleTime: 0 }).catch(() => undefined);
    },
    [client, url, warn, message],
  );

  return {
    dataSource: shown.current.records,
    total: shown.current.total,
    loading: query.isFetching,
    load,
  };
}

import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { failureText, useApiQuery } from '../../../utils/serverState.ts';

/** How often the statistics pages reload even without a push (a push can be missed while reconnecting). */
export const DASHBOARD_REFRESH_MS = 5 * 60_000;

export interface Remote<T> {
  data: T | null;
  /** True only for the first load: later loads (another period, a refresh) keep showing what they replace. */
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * One answer of the API for a dashboard part, under `key` (below WORK_ORDER_QUERIES for work-order
 * figures, which pushes and actions invalidate), and again every `everyMs` when given.
 */
export function useRemote<T>(key: QueryKey, load: () => Promise<T>, everyMs?: number): Remote<T> {
  const query = useApiQuery({
    queryKey: key,
    load,
    placeholderData: keepPreviousData,
    refetchInterval: everyMs ?? false,
    // As before: a page kept open in a background tab stays current.
    refetchIntervalInBackground: true,
  });
  const { refetch } = query;
  return {
    data: query.data ?? null,
    loading: query.isPending,
    error: query.error ? failureText(query.error) : null,
    reload: () => void refetch(),
  };
}

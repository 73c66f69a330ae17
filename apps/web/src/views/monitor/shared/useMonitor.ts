import { MONITOR_REFRESH_MS, type MonitorCopyMeta } from '@hcs/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { getMonitor, type MonitorEndpoint } from '../../../api/monitor.ts';
import type { QueryParams } from '../../../api/request.ts';
import { usePageActive } from '../../../components/keepalive/pageActive.ts';
import { failureText, useApiQuery } from '../../../utils/serverState.ts';

/** One server copy's figures, with its id, freshness and whether it is offline. */
export type Copy<T> = T & MonitorCopyMeta;

export interface MonitorState<T> {
  copies: Copy<T>[];
  /** True only for the first load; later loads keep showing what they replace. */
  loading: boolean;
  error: string | null;
  /** When the shown answer arrived (epoch ms), 0 before the first. */
  updatedAt: number;
  reload: () => void;
}

/**
 * One 系统监控 answer, asked again every {@link MONITOR_REFRESH_MS} while the page is the one shown and
 * the browser tab is visible (TanStack Query pauses the interval in a hidden tab).
 */
export function useMonitor<T>(endpoint: MonitorEndpoint, params?: QueryParams): MonitorState<T> {
  const active = usePageActive();
  const query = useApiQuery({
    queryKey: ['monitor', endpoint, params ?? {}],
    load: () => getMonitor<T>(endpoint, params),
    placeholderData: keepPreviousData,
    refetchInterval: active ? MONITOR_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  const { refetch } = query;
  return {
    copies: (query.data?.copies ?? []) as Copy<T>[],
    loading: query.isPending,
    error: query.error ? failureText(query.error) : null,
    updatedAt: query.dataUpdatedAt,
    reload: () => void refetch(),
  };
}

import { App } from 'antd';
import { useCallback } from 'react';
import { useApiQuery } from '../../../utils/serverState.ts';
import { workOrderById } from './workOrderApi.ts';

/** The cache key of an order's detail: `[ORDER_DETAIL_KEY, id]`. */
export const ORDER_DETAIL_KEY = 'workOrderDetail';

/** One order with its timeline, read when `id` is set and again on `reload()`. */
export function useOrderDetail(id: string | null) {
  const { message } = App.useApp();
  const query = useApiQuery({
    queryKey: [ORDER_DETAIL_KEY, id],
    load: () => workOrderById(id ?? ''),
    enabled: id !== null,
    onRefusal: (text) => void message.warning(text),
  });
  const { refetch } = query;
  const reload = useCallback(() => {
    if (id !== null) void refetch();
  }, [id, refetch]);
  return { detail: id !== null ? (query.data ?? null) : null, loading: query.isFetching, reload };
}

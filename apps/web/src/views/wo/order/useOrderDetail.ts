import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { WorkOrderDetail } from './types.ts';
import { workOrderById } from './workOrderApi.ts';

/** One order with its timeline, read when `id` is set and again on `reload()`. */
export function useOrderDetail(id: string | null) {
  const { message } = App.useApp();
  const [detail, setDetail] = useState<WorkOrderDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks the same order again
  useEffect(() => {
    if (!id) {
      setDetail(null);
      return;
    }
    let live = true;
    setLoading(true);
    workOrderById(id)
      .then((res) => {
        if (!live) return;
        if (res.success) setDetail(res.result);
        else void message.warning(res.message);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id, round, message]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { detail: detail?.id === id ? detail : null, loading, reload };
}

import type { ApiResult } from '@hcs/shared';
import { useEffect } from 'react';
import { useChangeCount } from './useChangeCount.ts';
import { useReloadOn } from './useReloadOn.ts';
import { type Remote, useRemote } from './useRemote.ts';

/** How often the statistics pages reload even without a push (a push can be missed while reconnecting). */
export const DASHBOARD_REFRESH_MS = 5 * 60_000;

/**
 * `useRemote` that also reloads when work orders change (websocket push) and, with `everyMs`, on a
 * timer. `changes` counts the pushes, for parts that load on their own.
 */
export function useLiveRemote<T>(
  fetch: () => Promise<ApiResult<T>>,
  everyMs?: number,
): Remote<T> & { changes: number } {
  const remote = useRemote(fetch);
  const [changes] = useChangeCount();
  const { reload } = remote;
  useReloadOn(changes, reload);
  useEffect(() => {
    if (!everyMs) return;
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, reload]);
  return { ...remote, changes };
}

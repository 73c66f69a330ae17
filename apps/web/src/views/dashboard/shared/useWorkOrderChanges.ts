import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { openNoticeSocket } from '../../../components/notice/noticeSocket.ts';
import { noticeSocketUrl } from '../../../components/notice/noticeSocketUrl.ts';
import { useSessionStore } from '../../../stores/session.ts';

/** Pushes closer together than this (a creation and its dispatch) make one reload. */
const SETTLE_MS = 300;

/** The key every work-order figure and list of the dashboards is cached under. */
export const WORK_ORDER_QUERIES = ['workOrders'] as const;

/** The server's `workOrderChanged` push (it carries no data: each page refetches in its own scope). */
export function isWorkOrderChange(data: unknown): true | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { cmd?: unknown }).cmd === 'workOrderChanged'
      ? true
      : null;
  } catch {
    return null;
  }
}

/** Marks every work-order figure and list out of date: the ones on screen load again. */
export function useInvalidateWorkOrders(): () => void {
  const client = useQueryClient();
  // A load already under way (another page's socket saw the same push) is answer enough.
  return useCallback(
    () => void client.invalidateQueries({ queryKey: WORK_ORDER_QUERIES }, { cancelRefetch: false }),
    [client],
  );
}

/** Reloads the work-order figures and lists whenever work orders change anywhere, over the user's websocket. */
export function useWorkOrderChanges(): void {
  const userId = useSessionStore((s) => s.userInfo?.id ?? null);
  const token = useSessionStore((s) => s.token);
  const invalidate = useInvalidateWorkOrders();

  useEffect(() => {
    if (!userId || !token) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const socket = openNoticeSocket({
      url: noticeSocketUrl(userId, token),
      parse: isWorkOrderChange,
      onMessage: () => {
        clearTimeout(settle);
        settle = setTimeout(invalidate, SETTLE_MS);
      },
    });
    return () => {
      clearTimeout(settle);
      socket.close();
    };
  }, [userId, token, invalidate]);
}

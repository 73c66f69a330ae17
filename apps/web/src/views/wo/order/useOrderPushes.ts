import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listKey } from '../../../components/list/useListLoader.ts';
import { openNoticeSocket } from '../../../components/notice/noticeSocket.ts';
import { noticeSocketUrl } from '../../../components/notice/noticeSocketUrl.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { ORDER_DETAIL_KEY } from './useOrderDetail.ts';
import { WORK_ORDER_URLS } from './workOrderApi.ts';

/** Pushes closer together than this (a creation and its dispatch) make one reload. */
const SETTLE_MS = 300;

/** The server's `workOrderChanged` push: the order that changed, or null when it names none (several). */
export function parseOrderChange(data: unknown): { orderId: string | null } | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { cmd, msgId } = parsed as Record<string, unknown>;
  if (cmd !== 'workOrderChanged') return null;
  return { orderId: typeof msgId === 'string' && msgId ? msgId : null };
}

/** Whether a cached page of the order list shows one of `ids`. */
function showsAny(query: Query, ids: ReadonlySet<string>): boolean {
  const records = (query.state.data as { records?: { id?: unknown }[] } | undefined)?.records ?? [];
  return records.some((r) => typeof r.id === 'string' && ids.has(r.id));
}

/**
 * Marks the screens showing the changed orders out of date — the order's detail, and every page of the
 * order list that shows it — so those on screen read them again; `null` (orders unnamed) marks them all.
 */
export function invalidateOrders(client: QueryClient, ids: ReadonlySet<string> | null): void {
  const options = { cancelRefetch: false };
  if (ids === null) {
    void client.invalidateQueries({ queryKey: [ORDER_DETAIL_KEY] }, options);
    void client.invalidateQueries({ queryKey: listKey(WORK_ORDER_URLS.list) }, options);
    return;
  }
  for (const id of ids) void client.invalidateQueries({ queryKey: [ORDER_DETAIL_KEY, id] }, options);
  void client.invalidateQueries(
    { queryKey: listKey(WORK_ORDER_URLS.list), predicate: (query) => showsAny(query, ids) },
    options,
  );
}

/**
 * Keeps the order list and detail on screen current: when someone changes an order they show (over the
 * user's websocket), they read it again — a completed order no longer offers 改派.
 */
export function useOrderPushes(): void {
  const userId = useSessionStore((s) => s.userInfo?.id ?? null);
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();

  useEffect(() => {
    if (!userId || !token) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let pending: Set<string> | null = new Set();
    const socket = openNoticeSocket({
      url: noticeSocketUrl(userId, token),
      parse: parseOrderChange,
      onMessage: ({ orderId }) => {
        if (orderId === null) pending = null;
        else pending?.add(orderId);
        clearTimeout(settle);
        settle = setTimeout(() => {
          invalidateOrders(client, pending);
          pending = new Set();
        }, SETTLE_MS);
      },
    });
    return () => {
      clearTimeout(settle);
      socket.close();
    };
  }, [userId, token, client]);
}

import { useEffect, useRef } from 'react';
import { openNoticeSocket } from '../../../components/notice/noticeSocket.ts';
import { noticeSocketUrl } from '../../../components/notice/noticeSocketUrl.ts';
import { useSessionStore } from '../../../stores/session.ts';

/** Pushes closer together than this (a creation and its dispatch) make one reload. */
const SETTLE_MS = 300;

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

/** Calls `onChange` whenever work orders change anywhere, over the user's websocket. */
export function useWorkOrderChanges(onChange: () => void): void {
  const userId = useSessionStore((s) => s.userInfo?.id ?? null);
  const token = useSessionStore((s) => s.token);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!userId || !token) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const socket = openNoticeSocket({
      url: noticeSocketUrl(userId, token),
      parse: isWorkOrderChange,
      onMessage: () => {
        clearTimeout(settle);
        settle = setTimeout(() => latest.current(), SETTLE_MS);
      },
    });
    return () => {
      clearTimeout(settle);
      socket.close();
    };
  }, [userId, token]);
}

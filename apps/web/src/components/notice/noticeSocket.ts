import { openReconnectingSocket, type SocketLike } from '../../utils/reconnectingSocket.ts';

export type { SocketLike };

/** Reconnect delay and heartbeat period of the notification socket (spec §9 "Notification"). */
export const NOTICE_RECONNECT_MS = 5000;
export const NOTICE_HEARTBEAT_MS = 20_000;
export const HEARTBEAT_TEXT = 'HeartBeat';

/** A push from the server: an announcement to everyone (topic) or to this user (user). */
export interface NoticeMessage {
  cmd: 'topic' | 'user';
  msgId?: string;
  msgTxt?: string;
}

export interface NoticeSocketOptions<T = NoticeMessage> {
  url: string;
  onMessage: (message: T) => void;
  /** Reads a frame, null to ignore it; the bell's reader by default (other pushes, e.g. dashboards'). */
  parse?: (data: unknown) => T | null;
  createSocket?: (url: string) => SocketLike;
}

/** Reads a frame with JSON.parse only; anything but a topic or user push is ignored. */
export function parseNoticeMessage(data: unknown): NoticeMessage | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { cmd, msgId, msgTxt } = parsed as Record<string, unknown>;
  if (cmd !== 'topic' && cmd !== 'user') return null;
  return {
    cmd,
    ...(typeof msgId === 'string' && msgId ? { msgId } : {}),
    ...(typeof msgTxt === 'string' ? { msgTxt } : {}),
  };
}

/**
 * The notification socket of spec §4 "Notification": it sends HeartBeat every 20 s while open and,
 * after an error or a close, reconnects once after 5 s — an error followed by its close still
 * makes a single reconnect. `close()` ends it for good.
 */
export function openNoticeSocket<T = NoticeMessage>({
  url,
  onMessage,
  parse = parseNoticeMessage as (data: unknown) => T | null,
  createSocket,
}: NoticeSocketOptions<T>): { close(): void } {
  const socket = openReconnectingSocket({
    url,
    heartbeatText: HEARTBEAT_TEXT,
    heartbeatMs: NOTICE_HEARTBEAT_MS,
    reconnectMs: NOTICE_RECONNECT_MS,
    onFrame(data) {
      const message = parse(data);
      if (message) onMessage(message);
    },
    createSocket,
  });
  return { close: () => socket.close() };
}

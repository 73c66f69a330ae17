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

/** The part of the browser WebSocket the notice socket uses, so tests can hand in their own. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

export interface NoticeSocketOptions<T = NoticeMessage> {
  url: string;
  onMessage: (message: T) => void;
  /** Reads a frame, null to ignore it; the bell's reader by default (other pushes, e.g. dashboards'). */
  parse?: (data: unknown) => T | null;
  createSocket?: (url: string) => SocketLike;
}

const OPEN = 1;

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
  createSocket = (target) => new WebSocket(target),
}: NoticeSocketOptions<T>): { close(): void } {
  let socket: SocketLike | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const detach = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onopen = null;
    old.onmessage = null;
    old.onerror = null;
    old.onclose = null;
    try {
      old.close();
    } catch {
      // A socket that never opened may refuse to close; it is dropped either way.
    }
  };

  const scheduleReconnect = () => {
    if (closed || reconnect !== undefined) return;
    detach();
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, NOTICE_RECONNECT_MS);
  };

  function connect() {
    if (closed) return;
    let next: SocketLike;
    try {
      next = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      clearInterval(heartbeat);
      heartbeat = setInterval(() => {
        if (next.readyState === OPEN) next.send(HEARTBEAT_TEXT);
      }, NOTICE_HEARTBEAT_MS);
    };
    next.onmessage = (event) => {
      const message = parse(event.data);
      if (message) onMessage(message);
    };
    next.onerror = scheduleReconnect;
    next.onclose = scheduleReconnect;
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(reconnect);
      reconnect = undefined;
      detach();
    },
  };
}

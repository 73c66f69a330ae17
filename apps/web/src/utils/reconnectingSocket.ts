/** The part of the browser WebSocket the sockets use, so tests can hand in their own. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

export type SocketStatus = 'connecting' | 'open' | 'closed';

export interface ReconnectingSocketOptions {
  url: string;
  /** The text sent every `heartbeatMs` while open. */
  heartbeatText: string;
  heartbeatMs: number;
  /** When set, a beat that no frame answers within this time counts as a dropped line. */
  heartbeatTimeoutMs?: number;
  reconnectMs: number;
  onFrame(data: unknown): void;
  onStatus?(status: SocketStatus): void;
  createSocket?: (url: string) => SocketLike;
}

export interface ReconnectingSocket {
  /** Sends while open; false when not sent. */
  send(text: string): boolean;
  /** Ends it for good, a pending reconnect included. */
  close(): void;
}

const OPEN = 1;

/**
 * A websocket that beats while open and, after an error, a close or an unanswered beat, reconnects
 * once `reconnectMs` later — an error followed by its close still makes a single reconnect.
 */
export function openReconnectingSocket({
  url,
  heartbeatText,
  heartbeatMs,
  heartbeatTimeoutMs,
  reconnectMs,
  onFrame,
  onStatus,
  createSocket = (target) => new WebSocket(target),
}: ReconnectingSocketOptions): ReconnectingSocket {
  let socket: SocketLike | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const detach = () => {
    clearInterval(heartbeat);
    clearTimeout(timeout);
    heartbeat = undefined;
    timeout = undefined;
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
    onStatus?.('closed');
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, reconnectMs);
  };

  function connect() {
    if (closed) return;
    onStatus?.('connecting');
    let next: SocketLike;
    try {
      next = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      onStatus?.('open');
      clearInterval(heartbeat);
      heartbeat = setInterval(() => {
        if (next.readyState !== OPEN) return;
        next.send(heartbeatText);
        if (heartbeatTimeoutMs !== undefined && timeout === undefined) {
          timeout = setTimeout(scheduleReconnect, heartbeatTimeoutMs);
        }
      }, heartbeatMs);
    };
    next.onmessage = (event) => {
      // Any frame shows the line is alive.
      clearTimeout(timeout);
      timeout = undefined;
      onFrame(event.data);
    };
    next.onerror = scheduleReconnect;
    next.onclose = scheduleReconnect;
  }

  connect();
  return {
    send(text) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(text);
      return true;
    },
    close() {
      closed = true;
      clearTimeout(reconnect);
      reconnect = undefined;
      detach();
    },
  };
}

import {
  GRID_SOCKET_COMMON_SEND,
  GRID_SOCKET_HEART_BEAT,
  GRID_SOCKET_UPDATE_TABLE,
  type GridSocketData,
  type GridSocketFrame,
} from '@hcs/shared';
import { websocketBase } from '../../api/config.ts';
import type { SocketLike } from '../notice/noticeSocket.ts';

/** Spec §7 "Realtime grid socket": heart beat every 10 s, 6 s for its reply, reconnect 5 s later. */
export const GRID_HEARTBEAT_MS = 10_000;
export const GRID_HEARTBEAT_TIMEOUT_MS = 6000;
export const GRID_RECONNECT_MS = 5000;

export type GridSocketStatus = 'connecting' | 'open' | 'closed';

/** ws(s)://host/base/vxeSocket/<userId>/<pageId>?token=<token>. */
export function gridSocketUrl(userId: string, pageId: string, token: string): string {
  return `${websocketBase()}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}?token=${encodeURIComponent(token)}`;
}

/** An update_vxe_table from another grid of the page (bare or wrapped in common_send_date), or null. */
export function readGridUpdate(data: unknown): GridSocketData | null {
  if (typeof data !== 'string') return null;
  let frame: Partial<GridSocketFrame>;
  try {
    frame = JSON.parse(data) as Partial<GridSocketFrame>;
  } catch {
    return null;
  }
  const body = frame?.data;
  if (typeof body !== 'object' || body === null || !Array.isArray(body.args)) return null;
  if (typeof body.socketKey !== 'string') return null;
  const isUpdate =
    frame.type === GRID_SOCKET_UPDATE_TABLE ||
    (frame.type === GRID_SOCKET_COMMON_SEND && body.type === GRID_SOCKET_UPDATE_TABLE);
  return isUpdate ? body : null;
}

export interface GridSocketOptions {
  url: string;
  onUpdate(data: GridSocketData): void;
  onStatus?(status: GridSocketStatus): void;
  createSocket?: (url: string) => SocketLike;
}

export interface GridSocketConnection {
  /** Sends update_vxe_table (wrapped in common_send_date) while open; false when not sent. */
  sendUpdate(socketKey: string, args: unknown[]): boolean;
  close(): void;
}

const OPEN = 1;

/**
 * The grid socket: a heart_beat every 10 s; when no frame answers within 6 s, or the socket errs or
 * closes, it reconnects once 5 s later. `close()` ends it for good.
 */
export function openGridSocket({
  url,
  onUpdate,
  onStatus,
  createSocket = (target) => new WebSocket(target),
}: GridSocketOptions): GridSocketConnection {
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
    }, GRID_RECONNECT_MS);
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
      heartbeat = setInterval(() => {
        if (next.readyState !== OPEN) return;
        next.send(JSON.stringify({ type: GRID_SOCKET_HEART_BEAT } satisfies GridSocketFrame));
        if (timeout === undefined) timeout = setTimeout(scheduleReconnect, GRID_HEARTBEAT_TIMEOUT_MS);
      }, GRID_HEARTBEAT_MS);
    };
    next.onmessage = (event) => {
      // Any frame shows the line is alive.
      clearTimeout(timeout);
      timeout = undefined;
      const update = readGridUpdate(event.data);
      if (update) onUpdate(update);
    };
    next.onerror = scheduleReconnect;
    next.onclose = scheduleReconnect;
  }

  connect();
  return {
    sendUpdate(socketKey, args) {
      if (!socket || socket.readyState !== OPEN) return false;
      const data: GridSocketData = { type: GRID_SOCKET_UPDATE_TABLE, socketKey, args };
      socket.send(JSON.stringify({ type: GRID_SOCKET_COMMON_SEND, data } satisfies GridSocketFrame));
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

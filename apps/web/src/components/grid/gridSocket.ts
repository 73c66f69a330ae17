import {
  GRID_SOCKET_COMMON_SEND,
  GRID_SOCKET_HEART_BEAT,
  GRID_SOCKET_UPDATE_TABLE,
  type GridSocketData,
  type GridSocketFrame,
} from '@hcs/shared';
import { websocketBase } from '../../api/config.ts';
import {
  openReconnectingSocket,
  type SocketLike,
  type SocketStatus,
} from '../../utils/reconnectingSocket.ts';

/** Spec §7 "Realtime grid socket": heart beat every 10 s, 6 s for its reply, reconnect 5 s later. */
export const GRID_HEARTBEAT_MS = 10_000;
export const GRID_HEARTBEAT_TIMEOUT_MS = 6000;
export const GRID_RECONNECT_MS = 5000;

export type GridSocketStatus = SocketStatus;

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

/**
 * The grid socket: a heart_beat every 10 s; when no frame answers within 6 s, or the socket errs or
 * closes, it reconnects once 5 s later. `close()` ends it for good.
 */
export function openGridSocket({
  url,
  onUpdate,
  onStatus,
  createSocket,
}: GridSocketOptions): GridSocketConnection {
  const socket = openReconnectingSocket({
    url,
    heartbeatText: JSON.stringify({ type: GRID_SOCKET_HEART_BEAT } satisfies GridSocketFrame),
    heartbeatMs: GRID_HEARTBEAT_MS,
    heartbeatTimeoutMs: GRID_HEARTBEAT_TIMEOUT_MS,
    reconnectMs: GRID_RECONNECT_MS,
    onFrame(data) {
      const update = readGridUpdate(data);
      if (update) onUpdate(update);
    },
    onStatus,
    createSocket,
  });
  return {
    sendUpdate(socketKey, args) {
      const data: GridSocketData = { type: GRID_SOCKET_UPDATE_TABLE, socketKey, args };
      return socket.send(JSON.stringify({ type: GRID_SOCKET_COMMON_SEND, data } satisfies GridSocketFrame));
    },
    close: () => socket.close(),
  };
}

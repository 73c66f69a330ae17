/** The grid socket's message types (spec §7 "Realtime grid socket"), as spelled there. */
export const GRID_SOCKET_HEART_BEAT = 'heart_beat';
export const GRID_SOCKET_COMMON_SEND = 'common_send_date';
export const GRID_SOCKET_UPDATE_TABLE = 'update_vxe_table';

export type GridSocketType =
  | typeof GRID_SOCKET_HEART_BEAT
  | typeof GRID_SOCKET_COMMON_SEND
  | typeof GRID_SOCKET_UPDATE_TABLE;

/** What a grid sends to the other grids of its page: which grid (socketKey) and the arguments. */
export interface GridSocketData {
  /** common_send_date carries the command it wraps (update_vxe_table). */
  type?: string;
  socketKey: string;
  args: unknown[];
}

/** One frame either way; a heart_beat's reply has `data: true`. */
export interface GridSocketFrame {
  type: GridSocketType;
  data?: GridSocketData | true;
}

export const GRID_SOCKET_PAGE_ID_MAX = 64;

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../stores/session.ts';
import {
  type GridSocketConnection,
  type GridSocketStatus,
  gridSocketUrl,
  openGridSocket,
} from './gridSocket.ts';
import type { GridRow } from './types.ts';

export interface GridSocketOptions {
  /** The page's id: grids of the same page (and tenant) see each other's edits; absent = off. */
  pageId: string | undefined;
  /** Which grid of the page the update is for. */
  socketKey: string;
  /** A row patch (id and changed values) from another user's grid. */
  onUpdate(patch: GridRow): void;
}

const isRowPatch = (value: unknown): value is GridRow =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** Live updates of spec §7: sends this grid's edits and hands on the others', for the signed-in user. */
export function useGridSocket({ pageId, socketKey, onUpdate }: GridSocketOptions) {
  const userId = useSessionStore((s) => s.userInfo?.id ?? null);
  const token = useSessionStore((s) => s.token);
  const [status, setStatus] = useState<GridSocketStatus | 'off'>('off');
  const connection = useRef<GridSocketConnection | null>(null);
  const latest = useRef({ socketKey, onUpdate });
  latest.current = { socketKey, onUpdate };

  useEffect(() => {
    if (!pageId || !userId || !token) return;
    const socket = openGridSocket({
      url: gridSocketUrl(userId, pageId, token),
      onStatus: setStatus,
      onUpdate: ({ socketKey: key, args }) => {
        const [patch] = args;
        if (key === latest.current.socketKey && isRowPatch(patch)) latest.current.onUpdate(patch);
      },
    });
    connection.current = socket;
    return () => {
      socket.close();
      connection.current = null;
      setStatus('off');
    };
  }, [pageId, userId, token]);

  const sendUpdate = useCallback(
    (patch: GridRow) => connection.current?.sendUpdate(latest.current.socketKey, [patch]) ?? false,
    [],
  );
  return { status, sendUpdate };
}

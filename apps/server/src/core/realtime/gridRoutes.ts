import {
  GRID_SOCKET_COMMON_SEND,
  GRID_SOCKET_HEART_BEAT,
  GRID_SOCKET_PAGE_ID_MAX,
  GRID_SOCKET_UPDATE_TABLE,
  type GridSocketFrame,
} from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { GridHub } from './gridHub.ts';
import type { RealtimeHub } from './hub.ts';

const params = z.object({
  userId: z.string(),
  pageId: z
    .string()
    .regex(/^[\w.-]+$/)
    .max(GRID_SOCKET_PAGE_ID_MAX),
});

const frame = z.object({
  type: z.enum([GRID_SOCKET_HEART_BEAT, GRID_SOCKET_COMMON_SEND, GRID_SOCKET_UPDATE_TABLE]),
  data: z
    .object({
      type: z.string().max(40).optional(),
      socketKey: z.string().min(1).max(100),
      args: z.array(z.unknown()).max(10),
    })
    .optional(),
});

function readFrame(data: Buffer): z.infer<typeof frame> | null {
  try {
    const parsed = frame.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `/vxeSocket/{userId}/{pageId}`: the grid socket of spec §7. Authenticated like `/websocket/{userId}`
 * (the guard reads the `token` query; the path's user must be the caller). heart_beat is answered;
 * common_send_date and update_vxe_table go, re-serialised after validation, to the other sockets of
 * the same page in the caller's tenant. Anything else is ignored.
 */
export function gridSocketRoutes(app: FastifyInstance, hub: RealtimeHub, grids: GridHub): void {
  app.get<{ Params: { userId: string; pageId: string } }>(
    '/vxeSocket/:userId/:pageId',
    { config: { summary: '表格协同（WebSocket）' }, websocket: true },
    (socket, request) => {
      const auth = currentUser(request);
      const path = params.safeParse(request.params);
      if (!path.success || path.data.userId !== auth.userId) {
        socket.close(path.success ? 4003 : 4000, path.success ? 'forbidden' : 'bad page id');
        return;
      }
      // Registered with the notification hub only so that logout closes it; it gets no notifications.
      const removeSession = hub.add(auth.userId, auth.sessionId, {
        send: () => undefined,
        close: (code, reason) => socket.close(code, reason),
      });
      const room = `${auth.tenantId}:${path.data.pageId}`;
      const member = grids.join(room, socket);
      socket.on('message', (data: Buffer) => {
        const message = readFrame(data);
        if (!message) return;
        if (message.type === GRID_SOCKET_HEART_BEAT) {
          socket.send(JSON.stringify({ type: GRID_SOCKET_HEART_BEAT, data: true } satisfies GridSocketFrame));
          return;
        }
        if (!message.data) return;
        void grids.relay(room, member.id, JSON.stringify({ type: message.type, data: message.data }));
      });
      const leave = () => {
        member.leave();
        removeSession();
      };
      socket.on('close', leave);
      socket.on('error', leave);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard.ts';
import type { RealtimeHub } from './hub.ts';

const HEARTBEAT = 'HeartBeat';

/**
 * `/websocket/{userId}`: the notification socket of spec §7. The guard authenticates the upgrade request
 * by its `token` query; the path's user id must be the caller's own. Client text other than the
 * heartbeat is ignored, never relayed.
 */
export function realtimeRoutes(app: FastifyInstance, hub: RealtimeHub): void {
  app.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    { config: { summary: '消息推送（WebSocket）' }, websocket: true },
    (socket, request) => {
      const auth = currentUser(request);
      if (request.params.userId !== auth.userId) {
        socket.close(4003, 'forbidden');
        return;
      }
      const remove = hub.add(auth.userId, auth.sessionId, socket);
      socket.on('message', (data: Buffer) => {
        if (data.toString() === HEARTBEAT)
          socket.send(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
      });
      socket.on('close', remove);
      socket.on('error', remove);
    },
  );
}

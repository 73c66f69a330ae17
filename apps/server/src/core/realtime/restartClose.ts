import type { FastifyInstance } from 'fastify';

/** WebSocket close code 1012, Service Restart (RFC 6455 registry): come back, maybe to another copy. */
export const SERVICE_RESTART = 1012;
/** At most 123 bytes of UTF-8 may follow the code; this says it in plain ASCII for any client's log. */
const RESTART_REASON = 'server restarting, reconnect';

/**
 * As the server shuts down, closes every open websocket (the bell's and the grids') with 1012 before
 * @fastify/websocket closes them without a code: the web client reconnects after any close, and behind
 * a load balancer it lands on a copy that is still running. Registered before the websocket plugin, so
 * that this preClose hook runs before the plugin's own.
 */
export function closeWebsocketsForRestart(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    for (const client of app.websocketServer?.clients ?? []) client.close(SERVICE_RESTART, RESTART_REASON);
    done();
  });
}

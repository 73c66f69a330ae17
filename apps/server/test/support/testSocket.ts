import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { loginSeededUsers, type SeededLogins } from './seededUsers.ts';
import { startTestServer, type TestServer } from './testServer.ts';

export interface ListeningServer extends SeededLogins {
  server: TestServer;
  port: number;
}

/** A test server (captcha off) listening on a free local port, with the seeded users logged in. */
export async function startListeningServer(): Promise<ListeningServer> {
  const server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as AddressInfo).port;
  return { server, port, ...(await loginSeededUsers(server)) };
}

export interface TestSocket {
  ws: WebSocket;
  /** The next JSON frame, or null when none comes within `ms`. */
  next(ms?: number): Promise<unknown>;
}

/**
 * Opens a websocket (offering `protocols` as its subprotocols) that queues the JSON frames it receives;
 * rejects with `HTTP <status>` when refused.
 */
export function openTestSocket(url: string, protocols?: string[]): Promise<TestSocket> {
  const ws = new WebSocket(url, protocols);
  const queued: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as unknown;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queued.push(message);
  });
  const next = (ms = 2000) =>
    new Promise<unknown>((resolve) => {
      if (queued.length > 0) return resolve(queued.shift());
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        resolve(null);
      }, ms);
      const waiter = (m: unknown) => {
        clearTimeout(timer);
        resolve(m);
      };
      waiters.push(waiter);
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The close code the socket ends with. */
export const closed = (ws: WebSocket) =>
  new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

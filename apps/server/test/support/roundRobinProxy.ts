import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

/**
 * A load balancer in front of server copies, as nginx would be: each request and each websocket upgrade
 * goes to the next copy in turn, with the client's address appended to X-Forwarded-For.
 */
export interface RoundRobinProxy {
  port: number;
  /** The copy's port each request and upgrade went to, in order. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(ports: readonly number[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let turn = 0;
  const next = () => {
    const port = ports[turn++ % ports.length] as number;
    served.push(port);
    return port;
  };
  const forwardedFor = (existing: string | string[] | undefined, client: string | undefined) =>
    [existing, client].flat().filter(Boolean).join(', ');

  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: next(),
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  const tunnels = new Set<{ destroy(): void }>();
  server.on('upgrade', (req, client, head) => {
    const upstream = connect(next(), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] as string;
        if (name.toLowerCase() !== 'x-forwarded-for') lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(
        `X-Forwarded-For: ${forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress)}`,
      );
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    tunnels.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      tunnels.delete(client);
      tunnels.delete(upstream);
    };
    upstream.on('error', end);
    client.on('error', end);
    upstream.on('close', end);
    client.on('close', end);
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. "/hcs/sys/login". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Serialised as JSON unless a string. */
  body?: unknown;
  contentType?: string;
  /** More response headers, e.g. Content-Disposition. */
  headers?: Record<string, string>;
  /** Answer only after this many ms (for timeouts). */
  delayMs?: number;
  /** Send the headers at once, then the body (a string) in these parts, this many ms apart. */
  streamGapMs?: number;
  parts?: string[];
}

export type Handler = (req: RecordedRequest) => Reply;

/**
 * A real HTTP server on 127.0.0.1 for the request client to talk to. The happy-dom page is moved
 * to the server's origin so the client's relative base path (/hcs) reaches it.
 */
export class ApiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Handler>();
  private server: Server | null = null;
  origin = '';

  /** Answers requests to `path` ('*' for any path without its own answer). */
  on(path: string, handler: Handler | Reply): this {
    this.routes.set(path, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  /** Answers 200 with this JSON body (usually an envelope from ok() or fail()). */
  json(path: string, body: unknown): this {
    return this.on(path, { body });
  }

  reset(): void {
    this.requests.length = 0;
    this.routes.clear();
  }

  last(): RecordedRequest {
    const req = this.requests.at(-1);
    if (!req) throw new Error('no request received');
    return req;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(recorded);
        const handler = this.routes.get(url.pathname) ?? this.routes.get('*');
        const reply: Reply = handler ? handler(recorded) : { status: 404, body: { message: 'not found' } };
        const send = () => {
          if (res.destroyed) return;
          if (reply.parts) {
            res.writeHead(reply.status ?? 200, {
              'content-type': reply.contentType ?? 'application/json',
              ...reply.headers,
            });
            const rest = [...reply.parts];
            const next = () => {
              const part = rest.shift();
              if (part === undefined) res.end();
              else {
                res.write(part);
                setTimeout(next, reply.streamGapMs ?? 0);
              }
            };
            next();
            return;
          }
          const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
          res.writeHead(reply.status ?? 200, {
            'content-type': reply.contentType ?? 'application/json',
            ...reply.headers,
          });
          res.end(text);
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `${this.origin}/dashboard/analysis`,
    );
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/** An envelope as the server sends it. */
export function ok<T>(result: T, message = '操作成功！') {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(message: string, code = 500) {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's (or proxy's) `X-Request-Id` when it is short and plain enough to go
 * into a log line and a header as it is, else a fresh one. Fastify's own `requestIdHeader` would take any
 * value unchecked, so it stays off and the header is read here. The answer's `X-Request-Id` header is set
 * with the security headers (securityHeaders.ts). A UUID (about 85 ns, from Node's entropy cache) keeps ids
 * unique across copies and restarts, which a per-process counter would not.
 */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { GATEWAY_ROOT } from '@hcs/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, envelope, notFound, unauthorized } from '../../core/result.ts';
import type { ActiveRoute, GatewayRouteTable } from './routeTable.ts';

/** Headers that belong to one connection, not to the message, and our own session token. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'x-access-token',
]);

const UPSTREAM_TIMEOUT_MS = 30_000;

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_FORWARDED.has(name) && !named.includes(name)) out[name] = value;
  }
  return out;
}

/** A path with a `.` or `..` segment (even encoded) could leave the upstream's base path. */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\');
  });
}

function targetUrl(route: ActiveRoute, path: string, query: string): URL {
  const upstream = new URL(route.uri);
  const base = upstream.pathname.replace(/\/+$/, '');
  const rest = route.stripPrefix ? path.slice(route.pathPrefix.length) : path;
  const joined = `${base}${rest.startsWith('/') || rest === '' ? rest : `/${rest}`}`;
  return new URL(`${upstream.origin}${joined === '' ? '/' : joined}${query ? `?${query}` : ''}`);
}

function send(request: FastifyRequest, target: URL, route: ActiveRoute): Promise<IncomingMessage> {
  const headers = forwardable(request.headers);
  const forwardedFor = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${request.ip}` : request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  if (route.stripPrefix) headers['x-forwarded-prefix'] = route.pathPrefix;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(target, { method: request.method, headers }, resolve);
    outgoing.setTimeout(UPSTREAM_TIMEOUT_MS, () => outgoing.destroy(new Error('上游响应超时')));
    outgoing.on('error', reject);
    // Closing the client's connection early stops the upstream request too.
    request.raw.on('close', () => {
      if (!request.raw.complete) outgoing.destroy();
    });
    if (request.method === 'GET' || request.method === 'HEAD') outgoing.end();
    else request.raw.pipe(outgoing);
  });
}

async function forward(
  ctx: AppContext,
  table: GatewayRouteTable,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [path = '', query = ''] = request.url.split(/\?(.*)/s);
  if (hasDotSegment(path)) throw badRequest('请求路径不合法');
  const route = await table.match(path);
  if (!route) throw notFound();
  if (!route.isPublic) {
    // Only the header: a token in the query string would be passed on to the upstream.
    const auth = request.headers['x-access-token']
      ? await authenticate(request, ctx.tokens, ctx.sessions)
      : null;
    if (!auth) throw unauthorized();
  }
  let upstream: IncomingMessage;
  try {
    upstream = await send(request, targetUrl(route, path, query), route);
  } catch (err) {
    request.log.warn({ err, prefix: route.pathPrefix }, 'gateway upstream failed');
    return reply.status(502).send(envelope(false, 502, '网关转发失败：上游服务无法访问', null));
  }
  reply.status(upstream.statusCode ?? 502);
  for (const [name, value] of Object.entries(forwardable(upstream.headers))) {
    if (value !== undefined) reply.header(name, value);
  }
  return reply.send(upstream);
}

/**
 * The reverse proxy: every request under /gw/ goes to the enabled route with the longest matching
 * prefix, bodies streamed both ways. A route needs a signed-in user unless it is marked public.
 */
export function gatewayProxy(app: FastifyInstance, ctx: AppContext, table: GatewayRouteTable): void {
  // The body is streamed to the upstream as it comes, never parsed or held here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${GATEWAY_ROOT}/*`,
    exposeHeadRoute: false,
    handler: (request, reply) => forward(ctx, table, request, reply),
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { GrantCache } from '../permission/grantCache.ts';
import { forbidden, HttpError, sessionEnded, unauthorized } from '../result.ts';
import type { DownloadTickets } from './downloadTickets.ts';
import type { SessionStore } from './sessions.ts';
import type { TokenService } from './token.ts';

/**
 * The token a websocket upgrade carries as its subprotocol (`new WebSocket(url, [token])`, as later
 * clients of the family open their sockets): the first one offered, which is also the one the socket
 * server selects and echoes, as a browser requires.
 */
function subprotocolToken(request: FastifyRequest): string | null {
  const offered = request.headers['sec-websocket-protocol'];
  const first = typeof offered === 'string' ? offered.split(',')[0]?.trim() : '';
  return first ? first : null;
}

const isSocketUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header.length > 0) return header;
  // A browser's websocket cannot send headers; everywhere else a token in the address would end up in
  // histories and logs, so only a socket handshake may carry it there.
  if (!isSocketUpgrade(request)) return null;
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token === 'string' && query.token.length > 0) return query.token;
  return subprotocolToken(request);
}

/**
 * The caller in a live session, acting in the tenant asked for (the `tenant-id` header, or the one a
 * download ticket was issued in) when the user belongs to it, else in their first.
 */
async function sessionContext(
  sessions: SessionStore,
  holder: { sessionId: string; userId: string },
  asked: number,
): Promise<AuthContext> {
  const session = await sessions.findLive(holder.sessionId, holder.userId);
  if (!session) throw sessionEnded();
  let tenantId = session.tenantIds[0] ?? 0;
  if (Number.isInteger(asked) && asked > 0) {
    if (!session.tenantIds.includes(asked)) throw forbidden('无权访问该租户');
    tenantId = asked;
  }
  return { ...session, tenantId };
}

/**
 * Resolves the caller from the request's token: null when it carries no token of ours (none, malformed,
 * forged), and a {@link sessionEnded} error when it carries one whose session has ended.
 */
export async function authenticate(
  request: FastifyRequest,
  tokens: TokenService,
  sessions: SessionStore,
): Promise<AuthContext | null> {
  const token = readToken(request);
  if (!token) return null;
  const check = await tokens.verify(token);
  if (check.kind === 'invalid') return null;
  if (check.kind === 'expired') throw sessionEnded();
  const header = request.headers['tenant-id'];
  const asked = typeof header === 'string' ? Number.parseInt(header, 10) : 0;
  return sessionContext(sessions, check.claims, asked);
}

/** The caller of an export opened by a browser navigation, from its one-time download ticket. */
async function authenticateTicket(
  request: FastifyRequest,
  ticket: string,
  tickets: DownloadTickets,
  sessions: SessionStore,
): Promise<AuthContext> {
  const holder = await tickets.consume(ticket, request.routeOptions.url ?? '');
  if (!holder) throw unauthorized('下载凭证无效或已过期，请重新导出');
  return sessionContext(sessions, holder, holder.tenantId);
}

/** The download ticket of a navigation to an export route (it carries no token header). */
function ticketOf(request: FastifyRequest): string | null {
  if (!request.routeOptions.config.sheetExport || request.headers['x-access-token']) return null;
  const { ticket } = request.query as Record<string, unknown>;
  return typeof ticket === 'string' && ticket.length > 0 ? ticket : null;
}

/**
 * The one guard: every route under the base path needs a live session unless it is declared public,
 * and the permission it declares. Unknown routes fall through to the 404 handler.
 */
export function registerGuard(
  app: FastifyInstance,
  deps: {
    basePath: string;
    grants: GrantCache;
    tokens: TokenService;
    sessions: SessionStore;
    tickets: DownloadTickets;
  },
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.method === 'OPTIONS') return;
    if (!request.url.startsWith(`${deps.basePath}/`)) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const ticket = ticketOf(request);
    const auth = ticket
      ? await authenticateTicket(request, ticket, deps.tickets, deps.sessions)
      : await authenticate(request, deps.tokens, deps.sessions).catch((error: unknown) => {
          // A socket's handshake cannot show the 登录已过期 dialog: an ended session is refused as none.
          if (isSocketUpgrade(request) && error instanceof HttpError && error.statusCode === 500) return null;
          throw error;
        });
    if (!auth) throw unauthorized();
    request.auth = auth;
    if (config.permission && !(await deps.grants.has(auth.userId, config.permission))) {
      throw forbidden();
    }
  });
}

/** The caller of a guarded route (the guard has already refused requests without one). */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

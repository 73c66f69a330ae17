import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { GrantCache } from '../permission/grantCache.ts';
import { forbidden, unauthorized } from '../result.ts';
import type { SessionStore } from './sessions.ts';
import type { TokenService } from './token.ts';

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token.length > 0 ? query.token : null;
}

/** Resolves the caller from the request's token, or null when there is no live session. */
export async function authenticate(
  request: FastifyRequest,
  tokens: TokenService,
  sessions: SessionStore,
): Promise<AuthContext | null> {
  const token = readToken(request);
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const session = await sessions.findLive(claims.sessionId, claims.userId);
  if (!session) return null;
  const tenants = (session.relTenantIds ?? '')
    .split(',')
    .map((t) => Number.parseInt(t, 10))
    .filter((t) => Number.isInteger(t));
  const header = request.headers['tenant-id'];
  const asked = typeof header === 'string' ? Number.parseInt(header, 10) : 0;
  let tenantId = tenants[0] ?? 0;
  if (Number.isInteger(asked) && asked > 0) {
    if (!tenants.includes(asked)) throw forbidden('无权访问该租户');
    tenantId = asked;
  }
  return { ...session, tenantId };
}

/**
 * The one guard: every route under the base path needs a live session unless it is declared public,
 * and the permission it declares. Unknown routes fall through to the 404 handler.
 */
export function registerGuard(
  app: FastifyInstance,
  deps: { basePath: string; grants: GrantCache; tokens: TokenService; sessions: SessionStore },
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.method === 'OPTIONS') return;
    if (!request.url.startsWith(`${deps.basePath}/`)) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const auth = await authenticate(request, deps.tokens, deps.sessions);
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

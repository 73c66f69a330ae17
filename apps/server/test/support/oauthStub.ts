import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Who the stub's sign-in page "signs in" as next: the userinfo claims it answers. */
export type StubClaims = Record<string, unknown>;

export interface OAuthStub {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The person who approves the next authorisation request. */
  signInAs(claims: StubClaims): void;
  /** The authorisation requests it received, as query maps. */
  authorizeRequests: Record<string, string>[];
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  claims: StubClaims;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * A small OAuth 2.0 authorisation server for tests, faithful where the client is judged (RFC 6749, RFC 7636):
 * the authorisation endpoint approves at once as the chosen person (a real one shows its sign-in page) and
 * requires response_type=code, the registered client and S256 PKCE; the token endpoint takes a code once,
 * for the same client (client_secret_post) and redirect_uri, with the matching code_verifier; the userinfo
 * endpoint answers the person's claims for a live bearer token.
 */
export async function startOAuthStub(): Promise<OAuthStub> {
  const clientId = `client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, StubClaims>();
  const authorizeRequests: Record<string, string>[] = [];
  let next: StubClaims = { sub: 'nobody' };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = Object.fromEntries(url.searchParams);
      authorizeRequests.push(q);
      const redirectUri = q.redirect_uri;
      if (!redirectUri || q.client_id !== clientId) return json(res, 400, { error: 'invalid_client' });
      const back = new URL(redirectUri);
      if (q.state) back.searchParams.set('state', q.state);
      if (q.response_type !== 'code' || q.code_challenge_method !== 'S256' || !q.code_challenge) {
        back.searchParams.set('error', 'invalid_request');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { clientId, redirectUri, challenge: q.code_challenge, claims: next });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await bodyOf(req));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return json(res, 401, { error: 'invalid_client' });
      }
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !grant ||
        grant.redirectUri !== form.get('redirect_uri') ||
        grant.challenge !== challenge
      ) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, grant.claims);
      return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300 });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const claims = accessTokens.get(bearer);
      return claims ? json(res, 200, claims) : json(res, 401, { error: 'invalid_token' });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    clientId,
    clientSecret,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
    signInAs(claims) {
      next = claims;
    },
    authorizeRequests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

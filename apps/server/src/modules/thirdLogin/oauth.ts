import { createHash, randomBytes } from 'node:crypto';
import { BusinessError } from '../../core/result.ts';

/** What a trip to a provider needs of its definition. */
export interface OAuthProvider {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  scope: string | null;
}

/** The slowest a provider may answer the server, per call. */
const PROVIDER_TIMEOUT_MS = 10_000;

export const OAuthMessages = {
  unreachable: '无法连接第三方登录服务，请稍后再试',
  refused: '第三方登录服务拒绝了登录请求，请重试',
  noClaim: '第三方登录服务未返回用户标识',
} as const;

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The provider's authorisation address for one trip (authorisation code flow with PKCE). */
export function authorizeLocation(
  provider: OAuthProvider,
  trip: { state: string; challenge: string; redirectUri: string },
): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', trip.redirectUri);
  if (provider.scope) url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', trip.state);
  url.searchParams.set('code_challenge', trip.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

async function providerJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new BusinessError(OAuthMessages.unreachable);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BusinessError(OAuthMessages.refused);
  }
  return body as Record<string, unknown>;
}

/**
 * Exchanges the code for an access token (client_secret_post, with the PKCE verifier) and reads the
 * person's claims from the userinfo endpoint.
 */
export async function fetchClaims(
  provider: OAuthProvider,
  clientSecret: string,
  grant: { code: string; verifier: string; redirectUri: string },
): Promise<Record<string, unknown>> {
  const token = await providerJson(provider.tokenUrl, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      client_id: provider.clientId,
      client_secret: clientSecret,
      code_verifier: grant.verifier,
    }).toString(),
  });
  const accessToken = token.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') throw new BusinessError(OAuthMessages.refused);
  return providerJson(provider.userinfoUrl, {
    headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
  });
}

/** A claim's text (`a.b` reads a nested claim), or null when it is absent or not a string or number. */
export function claimText(claims: Record<string, unknown>, name: string): string | null {
  let value: unknown = claims;
  for (const part of name.split('.')) {
    value =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 255) : null;
}

import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { TtlCache } from '../cache/ttlCache.ts';

export interface TokenClaims {
  sessionId: string;
  userId: string;
  username: string;
}

/**
 * What a token shows: a signature of ours that is still valid, one of ours whose time has run out (its
 * session has ended), or nothing of ours at all (missing, malformed, forged).
 */
export type TokenCheck = { kind: 'valid'; claims: TokenClaims } | { kind: 'expired' } | { kind: 'invalid' };

const ISSUER = 'hcs';

/** Signs and verifies session tokens (HS256). A valid signature alone is not enough: the session must be live. */
export class TokenService {
  // Imported once: handing jose raw bytes makes it import the key again on every request.
  private readonly secret: KeyObject;

  // A signature check always gives the same answer for the same token, so good ones are remembered
  // until they expire; whether the session is still live is checked on every request elsewhere.
  private readonly verified = new TtlCache<string, TokenClaims>(10 * 60_000, 20_000);

  constructor(secret: Uint8Array) {
    this.secret = createSecretKey(secret);
  }

  sign(claims: TokenClaims, expiresAt: number): Promise<string> {
    return new SignJWT({ username: claims.username, uid: claims.userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(claims.sessionId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.secret);
  }

  async verify(token: string): Promise<TokenCheck> {
    const known = this.verified.get(token);
    if (known) return { kind: 'valid', claims: known };
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      const { jti, uid, username, exp } = payload;
      if (
        typeof jti !== 'string' ||
        typeof uid !== 'string' ||
        typeof username !== 'string' ||
        typeof exp !== 'number'
      ) {
        return { kind: 'invalid' };
      }
      const claims = { sessionId: jti, userId: uid, username };
      this.verified.set(token, claims, exp * 1000);
      return { kind: 'valid', claims };
    } catch (error) {
      // jose checks the signature and the issuer before the expiry: an expired token is one of ours.
      return error instanceof errors.JWTExpired && error.claim === 'exp'
        ? { kind: 'expired' }
        : { kind: 'invalid' };
    }
  }
}

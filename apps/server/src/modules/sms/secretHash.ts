import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { resolveJwtSecret } from '../../core/auth/secret.ts';

const secrets = new WeakMap<AppConfig, Uint8Array>();

function secretOf(config: AppConfig): Uint8Array {
  let secret = secrets.get(config);
  if (!secret) {
    secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
    secrets.set(config, secret);
  }
  return secret;
}

/**
 * HMAC-SHA256 of a short secret (a code, a ticket) under the server secret, hex: a stolen database
 * copy does not give the 6-digit codes away by brute force.
 */
export function secretHash(config: AppConfig, ...parts: string[]): string {
  return createHmac('sha256', secretOf(config)).update(parts.join('\u0000')).digest('hex');
}

/** Equal hashes, compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

import { SESSION_LIFETIME_MS } from '@hcs/shared';

/** What localStorage holds under each key: the value and when it stops counting (epoch ms). */
interface Expiring<T> {
  value: T;
  expire: number | null;
}

function isExpiring(data: unknown): data is Expiring<unknown> {
  if (typeof data !== 'object' || data === null || !('value' in data) || !('expire' in data)) return false;
  return data.expire === null || typeof data.expire === 'number';
}

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Stores `value` in localStorage; it is gone after `ttlMs` (null keeps it forever). */
export function setLocal<T>(key: string, value: T, ttlMs: number | null = SESSION_LIFETIME_MS): void {
  const stored: Expiring<T> = { value, expire: ttlMs === null ? null : Date.now() + ttlMs };
  localStorage.setItem(key, JSON.stringify(stored));
}

/** The stored value, or null when absent, malformed or expired (an expired entry is removed). */
export function getLocal<T>(key: string): T | null {
  const data = parse(localStorage.getItem(key));
  if (!isExpiring(data)) return null;
  if (data.expire !== null && data.expire <= Date.now()) {
    localStorage.removeItem(key);
    return null;
  }
  return (data.value ?? null) as T | null;
}

export function removeLocal(key: string): void {
  localStorage.removeItem(key);
}

export function setSession<T>(key: string, value: T): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

export function getSession<T>(key: string): T | null {
  return (parse(sessionStorage.getItem(key)) ?? null) as T | null;
}

export function removeSession(key: string): void {
  sessionStorage.removeItem(key);
}

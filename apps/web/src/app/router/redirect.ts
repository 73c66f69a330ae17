import { LOGIN_PATH } from './paths.ts';

/**
 * Accepts a redirect target only when it is a path inside this app, so a crafted
 * `?redirect=https://evil.example` or `//evil.example` cannot send the user elsewhere.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}

export function loginPathWithRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** The `redirect` query parameter of a location's search string, when it is a safe in-app path. */
export function redirectFromSearch(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}

import { isAbsolute, resolve, sep } from 'node:path';

/**
 * The absolute location of `relative` inside `root`, or null unless `relative` is a clean relative
 * path: `/`-separated segments, none empty, `.` or `..`, no backslash, colon or NUL, and resolving
 * inside the root. Every path the storage touches goes through here.
 */
export function containedPath(root: string, relative: string): string | null {
  if (relative.length === 0 || relative.length > 1000) return null;
  if (/[\\:\0]/.test(relative) || isAbsolute(relative)) return null;
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const base = resolve(root);
  const full = resolve(base, relative);
  return full.startsWith(base + sep) ? full : null;
}

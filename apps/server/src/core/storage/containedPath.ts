import { isAbsolute, resolve, sep } from 'node:path';

/**
 * Whether `relative` is a clean relative storage path: `/`-separated segments, none empty, `.` or `..`,
 * no backslash, colon or NUL, at most 1000 characters. Every path a storage touches is checked here.
 */
export function isCleanPath(relative: string): boolean {
  if (relative.length === 0 || relative.length > 1000) return false;
  if (/[\\:\0]/.test(relative) || isAbsolute(relative)) return false;
  return !relative.split('/').some((s) => s === '' || s === '.' || s === '..');
}

/** The absolute location of `relative` inside `root`, or null unless it is clean and resolves inside the root. */
export function containedPath(root: string, relative: string): string | null {
  if (!isCleanPath(relative)) return null;
  const base = resolve(root);
  const full = resolve(base, relative);
  return full.startsWith(base + sep) ? full : null;
}

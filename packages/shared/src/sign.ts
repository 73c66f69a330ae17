import { SIGN_SALT } from './constants.ts';

/** A query-parameter value as callers pass it; null and undefined are left out. */
export type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[] | object;
export type QueryParams = Record<string, ParamValue>;

/** The string form of every parameter, exactly as it travels in a query string. */
export function canonicalParams(params: QueryParams | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) out[key] = value.join(',');
    else if (typeof value === 'object') out[key] = JSON.stringify(value);
    else out[key] = String(value);
  }
  return out;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Query-string pairs as a server reads them ('+' is a space); no URLSearchParams in this package's lib. */
function parseQuery(query: string): [string, string][] {
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [decode(key.replaceAll('+', ' ')), decode(value.replaceAll('+', ' '))];
    });
}

/**
 * The text whose MD5 becomes `X-Sign`: the query parameters (those in the url and the given ones,
 * without the `_t` cache-buster) sorted by key, plus `x-path-variable` when the last path segment
 * holds a comma (table dictionaries such as `sys_user,realname,username`), then the salt.
 */
export function signSource(url: string, params?: QueryParams): string {
  const [path = '', query = ''] = url.split('?', 2);
  const merged: Record<string, string> = {};
  const lastSegment = decode(path.slice(path.lastIndexOf('/') + 1));
  if (lastSegment.includes(',')) merged['x-path-variable'] = lastSegment;
  for (const [key, value] of parseQuery(query)) merged[key] = value;
  Object.assign(merged, canonicalParams(params));
  delete merged._t;
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key] as string;
  return JSON.stringify(sorted) + SIGN_SALT;
}

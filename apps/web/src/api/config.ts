import { DEFAULT_BASE_PATH } from '@hcs/shared';

/**
 * The API base path, configured at run time: the server writes it into index.html as
 * `<meta name="hcs-base-path" content="/hcs">`. It may also be an absolute http(s) URL.
 */
export function apiBase(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="hcs-base-path"]');
  const configured = meta?.content.trim().replace(/\/+$/, '') ?? '';
  if (!configured) return DEFAULT_BASE_PATH;
  if (/^https?:\/\//i.test(configured) || configured.startsWith('/')) return configured;
  return `/${configured}`;
}

/** The base as an absolute http(s) URL (what menu url placeholders name `domianURL`). */
export function absoluteApiBase(): string {
  return new URL(apiBase(), window.location.origin).href.replace(/\/+$/, '');
}

/** ws:// or wss:// + host + base, for the notification and grid sockets. */
export function websocketBase(): string {
  return absoluteApiBase().replace(/^http/i, 'ws');
}

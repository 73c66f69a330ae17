import { apiBase } from '../api/config.ts';

/** A stored file path as a URL the browser can load: absolute URLs pass, others go through the static file route. */
export function fileAccessUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${apiBase()}/sys/common/static/${path.replace(/^\/+/, '')}`;
}

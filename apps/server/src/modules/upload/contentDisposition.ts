/** RFC 5987 `filename*` value: UTF-8, percent-encoded (including the characters encodeURIComponent keeps). */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A Content-Disposition header with an ASCII fallback name and the real name in `filename*`. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** RFC 5987 `filename*` value: UTF-8, percent-encoded (including the characters encodeURIComponent keeps). */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header with the real name in `filename*` and, for clients that read only
 * `filename`, an ASCII name: `asciiName` when given, else the name with every other character as `_`.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string, asciiName?: string): string {
  const ascii = (asciiName ?? name).replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

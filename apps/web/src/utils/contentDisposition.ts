/** `charset'language'%-encoded` (RFC 5987) in UTF-8 or ISO-8859-1; null for another charset or bad escapes. */
function decodeExtValue(charset: string, encoded: string): string | null {
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // A malformed escape: the plain `filename` may still name the file.
  }
  return null;
}

/** The last part of a path: a download names a file, never a folder to put it in. */
function baseName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

/**
 * The file name a Content-Disposition header gives: its RFC 5987 `filename*=UTF-8''…` first (it carries
 * Chinese names), then `filename="…"` or a bare `filename=…`; null when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*"?([^'";\s]*)'[^']*'([^;"\s]+)"?/i.exec(header);
  if (extended?.[1] !== undefined && extended[2] !== undefined) {
    const decoded = decodeExtValue(extended[1], extended[2]);
    const name = decoded === null ? null : baseName(decoded);
    if (name) return name;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const raw = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return raw === undefined ? null : baseName(raw);
}

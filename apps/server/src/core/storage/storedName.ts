import { randomBytes } from 'node:crypto';
import { extensionOf, STORED_NAME_RANDOM_LENGTH } from '@hcs/shared';

const MAX_BASE_LENGTH = 40;

/**
 * The readable part of a stored name: the uploaded name without folders and extension, with anything
 * but letters, digits, `-` and `_` turned into `_` (so no dots, slashes or spaces), at most 40
 * characters; `file` when nothing is left.
 */
export function safeBaseName(originalName: string): string {
  const last = originalName.split(/[/\\]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  const base = (dot > 0 ? last.slice(0, dot) : last).normalize('NFC');
  const cleaned = base
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  const short = Array.from(cleaned).slice(0, MAX_BASE_LENGTH).join('');
  return short || 'file';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyyMMdd` of a date in server time: the day folder of a stored file. */
export function dayFolder(d: Date): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
}

/** A new stored name for an uploaded file: `<safe base>_<32 random hex>.<ext>`. */
export function storedFileName(originalName: string): string {
  const random = randomBytes(STORED_NAME_RANDOM_LENGTH / 2).toString('hex');
  const ext = extensionOf(originalName);
  return `${safeBaseName(originalName)}_${random}${ext ? `.${ext}` : ''}`;
}

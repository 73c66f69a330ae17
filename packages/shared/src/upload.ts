/**
 * Uploads (spec §7 "Upload", api-conventions §9): the folders (`biz`) a file may go to, the file
 * types accepted, and the shape of a stored path. The server enforces them; the client uses them to
 * offer only what the server takes.
 */

/** The folders an upload may name as `biz`; the server refuses any other. */
export const UPLOAD_BIZ_FOLDERS = [
  'temp',
  'avatar',
  'announcement',
  'editor',
  'workorder',
  'audience',
  'report',
  'message',
] as const;
export type UploadBiz = (typeof UPLOAD_BIZ_FOLDERS)[number];
/** `biz` when the request names none (spec §7). */
export const DEFAULT_UPLOAD_BIZ: UploadBiz = 'temp';

/** Raster images: the only uploads served inline. SVG is never accepted (it can carry script). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] as const;

/** Every extension an upload may have: images, office documents, pdf, text, archives, media. */
export const UPLOAD_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'md',
  'csv',
  'zip',
  'rar',
  '7z',
  'mp4',
  'mp3',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** What POST /sys/common/upload answers in `result`; its `message` is `filePath`. */
export interface UploadedFile {
  /** The name the file was uploaded with. */
  fileName: string;
  /** The stored relative path, `<biz>/<yyyyMMdd>/<name>_<random>.<ext>`. */
  filePath: string;
  fileSize: number;
  /** Where the browser loads it: `<base path>/sys/common/static/<filePath>`, percent-encoded. */
  url: string;
}

/** Length of the random, unguessable part of a stored name (hex digits: 128 bits). */
export const STORED_NAME_RANDOM_LENGTH = 32;

const RANDOM_SUFFIX = new RegExp(`_[0-9a-f]{${STORED_NAME_RANDOM_LENGTH}}(\\.[a-z0-9]+)$`);

/**
 * The name to show for a stored path: its last segment without the random part
 * (`avatar/20260101/照片_3f…9a.png` → `照片.png`). Other values (a URL) give their last segment.
 */
export function displayNameOf(path: string): string {
  const last = path.split(/[/\\]/).pop() ?? '';
  const withoutQuery = last.split(/[?#]/)[0] ?? '';
  let name = withoutQuery;
  try {
    name = decodeURIComponent(withoutQuery);
  } catch {
    // Not percent-encoded text: shown as it is.
  }
  return name.replace(RANDOM_SUFFIX, '$1');
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isUploadExtension(ext: string): ext is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
}

export function isImageExtension(ext: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

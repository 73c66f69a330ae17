import type { UploadExtension } from '@hcs/shared';

/** How many leading bytes the content checks look at. */
export const SNIFF_BYTES = 4100;

/** The kind of a file, as the file records keep it (`sys_file.file_type`). */
export type FileKind = 'image' | 'pdf' | 'doc' | 'excel' | 'ppt' | 'text' | 'zip' | 'video' | 'audio';

const bytesAt = (head: Buffer, offset: number, bytes: readonly number[]) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const textAt = (head: Buffer, offset: number, text: string) =>
  bytesAt(head, offset, Array.from(Buffer.from(text, 'latin1')));

const isJpeg = (h: Buffer) => bytesAt(h, 0, [0xff, 0xd8, 0xff]);
const isPng = (h: Buffer) => bytesAt(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isGif = (h: Buffer) => textAt(h, 0, 'GIF87a') || textAt(h, 0, 'GIF89a');
const isWebp = (h: Buffer) => textAt(h, 0, 'RIFF') && textAt(h, 8, 'WEBP');
const isBmp = (h: Buffer) => textAt(h, 0, 'BM') && h.length >= 26;
const isPdf = (h: Buffer) => textAt(h, 0, '%PDF-');
/** Zip, and with it the zip-based office formats (docx, xlsx, pptx). */
const isZip = (h: Buffer) => textAt(h, 0, 'PK\x03\x04') || textAt(h, 0, 'PK\x05\x06');
/** The compound-file container of the older office formats (doc, xls, ppt). */
const isOle = (h: Buffer) => bytesAt(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isOffice = (h: Buffer) => isOle(h) || isZip(h);
const isRar = (h: Buffer) => textAt(h, 0, 'Rar!\x1a\x07');
const is7z = (h: Buffer) => bytesAt(h, 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);
const isMp4 = (h: Buffer) => textAt(h, 4, 'ftyp');
const isMp3 = (h: Buffer) => textAt(h, 0, 'ID3') || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0);
/**
 * Plain text: no NUL byte. Text is only ever served as a download, so markup inside it is inert;
 * this keeps binaries from passing as text.
 */
const isText = (h: Buffer) => !h.includes(0);

interface FileType {
  kind: FileKind;
  /** Whether the leading bytes fit the extension. */
  content: (head: Buffer) => boolean;
  /** The type a raster image is served inline with; other files are served as downloads. */
  inlineType?: string;
}

/** Every accepted extension with its kind and content check (spec's allowlist; no svg, html, scripts). */
export const FILE_TYPES: Record<UploadExtension, FileType> = {
  jpg: { kind: 'image', content: isJpeg, inlineType: 'image/jpeg' },
  jpeg: { kind: 'image', content: isJpeg, inlineType: 'image/jpeg' },
  png: { kind: 'image', content: isPng, inlineType: 'image/png' },
  gif: { kind: 'image', content: isGif, inlineType: 'image/gif' },
  webp: { kind: 'image', content: isWebp, inlineType: 'image/webp' },
  bmp: { kind: 'image', content: isBmp, inlineType: 'image/bmp' },
  pdf: { kind: 'pdf', content: isPdf },
  doc: { kind: 'doc', content: isOffice },
  docx: { kind: 'doc', content: isZip },
  xls: { kind: 'excel', content: isOffice },
  xlsx: { kind: 'excel', content: isZip },
  ppt: { kind: 'ppt', content: isOffice },
  pptx: { kind: 'ppt', content: isZip },
  txt: { kind: 'text', content: isText },
  md: { kind: 'text', content: isText },
  csv: { kind: 'text', content: isText },
  zip: { kind: 'zip', content: isZip },
  rar: { kind: 'zip', content: isRar },
  '7z': { kind: 'zip', content: is7z },
  mp4: { kind: 'video', content: isMp4 },
  mp3: { kind: 'audio', content: isMp3 },
};

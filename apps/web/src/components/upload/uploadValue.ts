import { displayNameOf } from '@hcs/shared';

/**
 * The value rules of the upload field (spec §3 "Upload", §4 "Upload", §5 "Upload and import"):
 * items go uploading → done | error, removed items are dropped, and the field's value (the done
 * items' stored paths, comma-separated, or their {fileName, filePath, fileSize}) is emitted only
 * when every item is done or one was removed.
 */

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  /** The stored path (the upload answer's message), once done. */
  path?: string;
  size?: number;
  /** Why it failed, shown in the 上传出错 dialog. */
  message?: string;
}

/** The structured value (returnUrl false). */
export interface StructuredFile {
  fileName: string;
  filePath: string;
  fileSize: number;
}

/** What happened to the list. */
export type UploadChange = 'added' | 'done' | 'error' | 'removed' | 'moved';

export const UPLOAD_TEXT = {
  nothingUploaded: '未上传任何文件',
  imageOnly: '请上传图片',
  unknownError: '未知错误',
  unknownFile: '未知的文件',
  unknownOperation: '未知的操作',
  atLast: '已到最后~',
  errorTitle: '上传出错',
  errorLabel: '错误信息：',
  imageLoadFailed: '图片加载失败',
} as const;

/** The toast when a file failed: `<file> 上传失败.` */
export const failedToast = (fileName: string) => `${fileName} 上传失败.`;

/** The kept reason of a failure: `文件上传失败: <detail>`, or 未知错误 without one. */
export const failureMessage = (detail: string | null | undefined) =>
  detail ? `文件上传失败: ${detail}` : UPLOAD_TEXT.unknownError;

export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The items a field value stands for: each a done file. */
export function itemsFromValue(value: string | readonly StructuredFile[] | null | undefined): UploadItem[] {
  if (Array.isArray(value)) {
    return (value as readonly StructuredFile[]).map((f, i) => ({
      uid: `value-${i}-${f.filePath}`,
      name: f.fileName || displayNameOf(f.filePath),
      status: 'done',
      path: f.filePath,
      size: f.fileSize,
    }));
  }
  return splitPaths(value as string | null | undefined).map((path, i) => ({
    uid: `value-${i}-${path}`,
    name: displayNameOf(path),
    status: 'done',
    path,
  }));
}

const donePaths = (items: readonly UploadItem[]) =>
  items.flatMap((i) => (i.status === 'done' && i.path ? [i.path] : []));

/** The comma-separated stored paths of the done items. */
export function pathsValue(items: readonly UploadItem[]): string {
  return donePaths(items).join(',');
}

export function structuredValue(items: readonly UploadItem[]): StructuredFile[] {
  return items.flatMap((i) =>
    i.status === 'done' && i.path ? [{ fileName: i.name, filePath: i.path, fileSize: i.size ?? 0 }] : [],
  );
}

/** The paths a field value holds, to tell a value the field emitted from one set from outside. */
export function valueKey(value: string | readonly StructuredFile[] | null | undefined): string {
  return Array.isArray(value)
    ? (value as readonly StructuredFile[]).map((f) => f.filePath).join(',')
    : splitPaths(value as string | null | undefined).join(',');
}

/** Whether the value is emitted after a change: when every item is done, or one was removed. */
export function shouldEmit(items: readonly UploadItem[], change: UploadChange): boolean {
  return change === 'removed' || items.every((i) => i.status === 'done');
}

/** With a max count above 0, only the last N items are kept. */
export function keepLast(items: readonly UploadItem[], maxCount: number): UploadItem[] {
  return maxCount > 0 ? items.slice(-maxCount) : [...items];
}

export function removeItem(items: readonly UploadItem[], uid: string): UploadItem[] {
  return items.filter((i) => i.uid !== uid);
}

/** Puts the outcome of an upload on its item; null when the item is gone (removed meanwhile). */
export function settleItem(
  items: readonly UploadItem[],
  uid: string,
  outcome: Pick<UploadItem, 'status' | 'path' | 'message'>,
): UploadItem[] | null {
  if (!items.some((i) => i.uid === uid)) return null;
  return items.map((i) => (i.uid === uid ? { ...i, ...outcome } : i));
}

export type MoveResult = { items: UploadItem[] } | { refusal: string };

/**
 * Moves an image one place left or right. Left of the first is refused with 未知的操作, right of
 * the last with 已到最后~.
 */
export function moveItem(items: readonly UploadItem[], uid: string, direction: 'left' | 'right'): MoveResult {
  const index = items.findIndex((i) => i.uid === uid);
  if (index < 0 || (direction === 'left' && index === 0)) return { refusal: UPLOAD_TEXT.unknownOperation };
  if (direction === 'right' && index === items.length - 1) return { refusal: UPLOAD_TEXT.atLast };
  const target = direction === 'left' ? index - 1 : index + 1;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return { items: next };
}

/** The image check of image mode: the file's type contains "image". */
export function isImageFile(file: { type?: string }): boolean {
  return (file.type ?? '').includes('image');
}

import { type ApiResult, DEFAULT_UPLOAD_BIZ, type UploadBiz, type UploadedFile } from '@hcs/shared';
import { uploadAction } from './request.ts';

/** A large file on a slow line takes longer than the 9 s of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * POST /sys/common/upload (spec §7 "Upload"): multipart with `biz` (and `jeditor` for editor
 * images) before `file`, as the server reads the fields that precede the file. On success the
 * envelope's message is the stored path.
 */
export function uploadFile(
  file: File,
  options: { biz?: UploadBiz; jeditor?: boolean } = {},
): Promise<ApiResult<UploadedFile>> {
  const data = new FormData();
  data.append('biz', options.biz ?? DEFAULT_UPLOAD_BIZ);
  if (options.jeditor) data.append('jeditor', '1');
  data.append('file', file, file.name);
  return uploadAction<UploadedFile>('/sys/common/upload', data, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

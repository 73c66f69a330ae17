import { DEFAULT_UPLOAD_BIZ, type UploadBiz } from '@hcs/shared';
import { requestAnswer } from './request.ts';

/** A large file on a slow line takes longer than the 9 s of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

const PLATFORM_UPLOAD = '/sys/common/upload';

export interface UploadOptions {
  /** The folder the file goes to; default temp. */
  biz?: UploadBiz;
  /** Editor images (spec §7). */
  jeditor?: boolean;
  /** Another upload endpoint, posted instead of /sys/common/upload: relative to the API base, or an absolute http(s) URL. */
  action?: string;
  /** Whether X-Access-Token goes with the upload; see sendsToken. */
  token?: boolean;
}

/**
 * Token rule: the platform's own /sys/common/upload needs a signed-in user, so it gets the header
 * unless `token` is false. A column's `action` may be an outside endpoint that must not see the
 * user's token, so it gets the header only when `token` is true.
 */
export function sendsToken(options: Pick<UploadOptions, 'action' | 'token'>): boolean {
  return options.action ? options.token === true : options.token !== false;
}

/**
 * POST /sys/common/upload, or the column's action (spec §7 "Upload"): multipart with `isup`,
 * `biz` (and `jeditor` for editor images) before `file`, as the server reads the fields that
 * precede the file. Resolves with the answer as sent (an outside endpoint answers its own JSON): the
 * platform's envelope has the stored path in its message. A refusal rejects with a Refusal.
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<unknown> {
  const data = new FormData();
  data.append('isup', '1');
  data.append('biz', options.biz ?? DEFAULT_UPLOAD_BIZ);
  if (options.jeditor) data.append('jeditor', '1');
  data.append('file', file, file.name);
  return requestAnswer({
    url: options.action || PLATFORM_UPLOAD,
    method: 'POST',
    data,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    withoutToken: !sendsToken(options),
  });
}

/**
 * The stored path in an upload's answer: its `responseName` field (a dotted path reaches into
 * objects; default message). Null when the answer holds no path.
 */
export function uploadedPath(answer: unknown, responseName = 'message'): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  let field: unknown = answer;
  for (const key of responseName.split('.')) {
    field = typeof field === 'object' && field !== null ? (field as Record<string, unknown>)[key] : undefined;
  }
  return typeof field === 'string' && field ? field : null;
}

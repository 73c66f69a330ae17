import { canonicalParams, type QueryParams, REQUEST_TIMEOUT_MS, StorageKeys } from '@hcs/shared';
import { fileNameFromDisposition } from '../utils/contentDisposition.ts';
import { saveBlob } from '../utils/saveBlob.ts';
import { getLocal } from '../utils/storage.ts';
import { apiBase } from './config.ts';
import { requestEffects } from './effects.ts';
import { httpFailure } from './httpFailure.ts';
import { Refusal } from './refusal.ts';
import { type ErrorBody, RequestError } from './requestError.ts';

export type { QueryParams } from '@hcs/shared';
export { type RequestEffects, setRequestEffects } from './effects.ts';
export { Refusal } from './refusal.ts';
export { type ErrorBody, RequestError } from './requestError.ts';

/** What a write resolves with: its result and the server's message to show (e.g. 添加成功！). */
export interface Done<T> {
  result: T;
  message: string;
  /** The envelope's code: 200, or 201 for an import that saved only some of its rows. */
  code: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Relative to the API base, with or without a leading slash; an absolute http(s) URL is used as given. */
  url: string;
  method?: HttpMethod | Lowercase<HttpMethod>;
  params?: QueryParams;
  /** JSON body, or FormData for multipart. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Overrides the 9 s timeout (long imports). */
  timeoutMs?: number;
  /** For downloads: bytes received so far, as they arrive. */
  onDownloadProgress?: (bytes: number) => void;
  /** Leaves out our session's headers (X-Access-Token, tenant-id) for an endpoint that must not see them; its 401 does not log out. */
  withoutToken?: boolean;
}

let timeoutMs = REQUEST_TIMEOUT_MS;

/** Changes the request timeout (tests use a short one); REQUEST_TIMEOUT_MS restores it. */
export function setRequestTimeout(ms: number): void {
  timeoutMs = ms;
}

/** The dictionary item lookup is the one GET without the `_t` timestamp (spec §7). */
function addsTimestamp(url: string): boolean {
  return !url.includes('sys/dict/loadDictItem/');
}

/** The URL of a request: `url` under the API base (unless absolute), with `params` as its query. */
export function buildUrl(url: string, params: QueryParams | undefined): string {
  const target = /^https?:\/\//i.test(url) ? url : `${apiBase()}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams(canonicalParams(params)).toString();
  if (!query) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function asErrorBody(data: unknown): ErrorBody | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as ErrorBody) : null;
}

type ResponseKind = 'json' | 'blob';

/** A downloaded file, with the name its Content-Disposition gives (null when it gives none). */
interface Download {
  blob: Blob;
  fileName: string | null;
}

/** Reads a download, telling `onProgress` the bytes received as they arrive. */
async function readBlob(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

async function send(options: RequestOptions, kind: 'json'): Promise<unknown>;
async function send(options: RequestOptions, kind: 'blob'): Promise<Download>;
async function send(options: RequestOptions, kind: ResponseKind): Promise<unknown> {
  const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
  const token = getLocal<string>(StorageKeys.token);
  // A request without our token carries none of our session's headers.
  const headers: Record<string, string> = {};
  if (!options.withoutToken) {
    headers['tenant-id'] = String(getLocal<string | number>(StorageKeys.tenantId) ?? 0);
    if (token) headers['X-Access-Token'] = token;
  }

  let body: BodyInit | undefined;
  if (options.data instanceof FormData) body = options.data;
  else if (options.data !== undefined && method !== 'GET') {
    body = JSON.stringify(options.data);
    headers['Content-Type'] = 'application/json;charset=UTF-8';
  }
  Object.assign(headers, options.headers);

  const params =
    method === 'GET' && addsTimestamp(options.url)
      ? { _t: Math.floor(Date.now() / 1000), ...options.params }
      : options.params;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutMs);
  const session = { ownSession: !options.withoutToken };
  let status = 0;
  let payload: unknown;
  try {
    const response = await fetch(buildUrl(options.url, params), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
    status = response.status;
    if (response.ok && kind === 'blob') {
      // The server has answered and is streaming the file: the timeout covered the wait for that.
      clearTimeout(timer);
      const blob = await readBlob(response, options.onDownloadProgress);
      return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
    }
    // An error answer to a blob request is read as text too: it may carry Token失效.
    payload = parseJson(await response.text());
    if (response.ok) {
      if (payload === null) throw await httpFailure(status, { message: '服务器返回的数据无法识别' }, session);
      return payload;
    }
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw await httpFailure(controller.signal.aborted ? 504 : 0, null, session);
  } finally {
    clearTimeout(timer);
  }
  throw await httpFailure(status, asErrorBody(payload), session);
}

/**
 * The answer to a 2xx request as the server sent it; our envelope with `success: false` rejects with a
 * Refusal (nothing shown yet: its message is for the screen to show). An HTTP failure rejects with a
 * RequestError, already shown to the user (httpFailure), even when its body is our envelope.
 */
export async function requestAnswer(options: RequestOptions): Promise<unknown> {
  const payload = await send(options, 'json');
  const body = asErrorBody(payload);
  if (body?.success === false) {
    throw new Refusal(
      typeof body.message === 'string' ? body.message : '',
      typeof body.code === 'number' ? body.code : 500,
      body.result ?? null,
    );
  }
  return payload;
}

/** Any method; resolves with the result and the server's message, rejects with a Refusal or a RequestError. */
export async function request<T>(options: RequestOptions): Promise<Done<T>> {
  const body = asErrorBody(await requestAnswer(options));
  return {
    result: body?.result as T,
    message: typeof body?.message === 'string' ? body.message : '',
    code: typeof body?.code === 'number' ? body.code : 200,
  };
}

/** A read: resolves with the result alone. */
export async function getAction<T>(url: string, params?: QueryParams): Promise<T> {
  return (await request<T>({ url, method: 'GET', params })).result;
}

export function postAction<T>(url: string, data?: unknown): Promise<Done<T>> {
  return request<T>({ url, method: 'POST', data });
}

export function putAction<T>(url: string, data?: unknown): Promise<Done<T>> {
  return request<T>({ url, method: 'PUT', data });
}

export function deleteAction<T>(url: string, params?: QueryParams): Promise<Done<T>> {
  return request<T>({ url, method: 'DELETE', params });
}

/**
 * `data` goes in the query for GET and in the body otherwise. Resolves like a write, with the server's
 * message: the family's GET endpoints that change something (delete, 启动, 发布) answer with one to show.
 */
export function httpAction<T>(
  url: string,
  data: unknown,
  method: HttpMethod | Lowercase<HttpMethod>,
): Promise<Done<T>> {
  return method.toUpperCase() === 'GET'
    ? request<T>({ url, method, params: data as QueryParams })
    : request<T>({ url, method, data });
}

export function uploadAction<T>(
  url: string,
  formData: FormData,
  options: Pick<RequestOptions, 'timeoutMs' | 'withoutToken'> = {},
): Promise<Done<T>> {
  return request<T>({ url, method: 'POST', data: formData, ...options });
}

export async function downloadBlob(
  url: string,
  params?: QueryParams,
  onDownloadProgress?: (bytes: number) => void,
): Promise<Blob> {
  return (await send({ url, method: 'GET', params, onDownloadProgress }, 'blob')).blob;
}

/**
 * Downloads and saves a file under the name the server's Content-Disposition gives (an export of more
 * rows than .xls holds is .xlsx), or `fileName` when it gives none. Resolves false, after the warning
 * 文件下载失败 (or the server's message when it answered with a failure envelope), when there was
 * nothing to save.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  params?: QueryParams,
  onDownloadProgress?: (bytes: number) => void,
): Promise<boolean> {
  const { blob, fileName: served } = await send({ url, method: 'GET', params, onDownloadProgress }, 'blob');
  if (blob.size === 0) {
    requestEffects().warn('文件下载失败');
    return false;
  }
  if (blob.type.includes('application/json')) {
    const envelope = asErrorBody(parseJson(await blob.text()));
    if (envelope?.success === false) {
      requestEffects().warn(envelope.message || '文件下载失败');
      return false;
    }
  }
  saveBlob(blob, served ?? fileName);
  return true;
}

/** The signer (and its MD5) loads with the first signed call: few screens make one. */
const loadSigner = () => import('./sign.ts');

export async function signedGet<T>(url: string, params?: QueryParams): Promise<T> {
  const { signHeaders } = await loadSigner();
  return (await request<T>({ url, method: 'GET', params, headers: signHeaders(url, params) })).result;
}

function isPlainObject(value: unknown): value is QueryParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}

/** The body's fields are signed along with the url's query parameters. */
export async function signedPost<T>(url: string, data?: unknown): Promise<Done<T>> {
  const { signHeaders } = await loadSigner();
  const signed = isPlainObject(data) ? data : undefined;
  return request<T>({ url, method: 'POST', data, headers: signHeaders(url, signed) });
}

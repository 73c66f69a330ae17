import type { ApiResult, PageResult } from '@hcs/shared';

/** Builds the response envelope (docs/architecture.md, server conventions). */
export function envelope<T>(success: boolean, code: number, message: string, result: T): ApiResult<T> {
  return { success, message, code, result, timestamp: Date.now() };
}

export function ok<T>(result: T, message = '操作成功！'): ApiResult<T> {
  return envelope(true, 200, message, result);
}

/** A business failure the user can act on: HTTP 200, envelope code 500. */
export function fail(message: string, result: unknown = null): ApiResult<unknown> {
  return envelope(false, 500, message, result);
}

export function page<T>(records: T[], total: number, current: number, size: number): PageResult<T> {
  return { records, total, current, size, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

/** An error that maps to an HTTP status and a safe Chinese message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Token失效，请重新登录') => new HttpError(401, message);
/**
 * A token of ours whose session has ended (expired, logged out, forced out, password changed, user frozen
 * or deleted): HTTP 500 with Token失效, which the family's client answers with its 登录已过期 dialog
 * instead of the immediate sign-out of a 401, so nothing the user typed is lost before they confirm.
 */
export const sessionEnded = () => new HttpError(500, 'Token失效，请重新登录!');
export const forbidden = (message = '没有权限，请联系管理员授权') => new HttpError(403, message);
export const notFound = (message = '路径不存在，请检查请求地址') => new HttpError(404, message);

/** A business rule refused the request; answered as HTTP 200 with success:false, code 500. */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable.ts';
import { BusinessError, envelope, fail, HttpError } from '../result.ts';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_VALIDATION: '请求参数格式错误',
};

/** Maps every error to the envelope; nothing of a stack trace or internal message reaches the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(200).send(fail(error.message, error.result));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(envelope(false, error.statusCode, error.message, null));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(envelope(false, 429, '请求过于频繁，请稍后再试', null));
    }
    if (status >= 400 && status < 500) {
      const message = clientErrorMessages[error.code] ?? '请求格式错误';
      return reply.status(status).send(envelope(false, status, message, null));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(envelope(false, 503, DATABASE_UNAVAILABLE_MESSAGE, null));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send(envelope(false, 500, '系统繁忙，请稍后再试', null));
  });
}

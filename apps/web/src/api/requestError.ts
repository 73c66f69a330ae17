import type { ApiResult } from '@hcs/shared';

/** What an error answer carried: our envelope, or a bare `{status, message}` body. */
export type ErrorBody = Partial<ApiResult<unknown>> & { message?: string };

/** The rejection of every failed request: HTTP status (504 for a timeout, 0 when unreachable). */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly status: number;
  readonly envelope: ErrorBody | null;

  constructor(message: string, status: number, envelope: ErrorBody | null = null) {
    super(message);
    this.status = status;
    this.envelope = envelope;
  }
}

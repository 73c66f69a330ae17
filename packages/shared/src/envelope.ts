/** The response envelope every JSON answer of the API carries (DESIGN §4). */
export interface ApiResult<T = unknown> {
  success: boolean;
  message: string;
  /** Business outcome: 200 ok, 500 failure the user can act on, 510 warning, 201 import with errors. */
  code: number;
  result: T;
  timestamp: number;
}

/** A page of records, shaped like the client expects (MyBatis-Plus IPage). */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const ResultCode = {
  ok: 200,
  error: 500,
  warning: 510,
  importWithErrors: 201,
} as const;

/** What a request hears while the database cannot be reached (restarting, network cut). */
export const DATABASE_UNAVAILABLE_MESSAGE = '数据库暂时无法连接，请稍后再试';

/** Socket-level failures of a connection, as Node and the drivers name them. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
]);

/** PostgreSQL's server shutting down or not yet accepting (SQLSTATE 57P01–57P03). */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);

/**
 * Whether an error means the database could not be reached, as opposed to a statement it refused: the
 * request may succeed when tried again, without restarting the server (the pool opens new connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception.
    if (CONNECTION_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  return typeof message === 'string' && /^Connection terminated/.test(message);
}

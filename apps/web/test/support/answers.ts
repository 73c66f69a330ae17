import { Refusal } from '../../src/api/refusal.ts';
import type { Done } from '../../src/api/request.ts';

/** What a write of the request client resolves with. */
export function done<T>(result: T, message = '', code = 200): Done<T> {
  return { result, message, code };
}

/** What the request client rejects with for an answer with `success: false`. */
export function refusal(message: string, code = 500, result: unknown = null): Refusal {
  return new Refusal(message, code, result);
}

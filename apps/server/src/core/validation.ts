import type { z } from 'zod';
import { badRequest } from './result.ts';

/** Parses request input with a schema; the first problem becomes a 400 with its Chinese message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? '请求参数错误');
  }
  return parsed.data;
}

/** A JSON object (not an array, not null): the shape of one row or item in a request body. */
export const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

import type { z } from 'zod';
import { inputRefusal } from './http/inputSchemas.ts';

/**
 * Parses input that is not a whole request part (a row of an import, values built in code) with a schema;
 * the first problem becomes a 400 with its Chinese message. A request's body, query and params are checked
 * by the route's declared `schema` (core/http/inputSchemas.ts) with the same refusal.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw inputRefusal(parsed.error);
  return parsed.data;
}

/** A JSON object (not an array, not null): the shape of one row or item in a request body. */
export const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

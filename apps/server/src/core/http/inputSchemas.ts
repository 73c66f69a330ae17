import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import { badRequest } from '../result.ts';

/** What a route's declared zod schemas make of `request.body`, `query` and `params`: their parsed output. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The app as route modules see it: `schema: { body, querystring, params }` are zod schemas, typed in the handler. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refusal of input a schema rejects: its first problem, as a 400 with that Chinese message. */
export const inputRefusal = (error: z.ZodError) => badRequest(error.issues[0]?.message ?? '请求参数错误');

/**
 * Makes every route's declared schemas (zod) its input check: the request part is replaced by what the
 * schema parses it to (defaults, coercions, unknown keys dropped), and a failure is the same 400 that
 * `parseInput` gives. Set once, before the routes.
 */
export function registerInputSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url}: the ${httpPart ?? 'input'} schema is not a zod schema`);
    }
    // A params schema may name only some of the path's parameters: the others stay as they came.
    const keep = httpPart === 'params';
    return (data: unknown) => {
      const parsed = schema.safeParse(data ?? {});
      if (!parsed.success) return { error: inputRefusal(parsed.error) };
      return {
        value: keep && isObject(data) && isObject(parsed.data) ? { ...data, ...parsed.data } : parsed.data,
      };
    };
  });
}

import { sql } from 'kysely';
import { z } from 'zod';

export const MAX_PAGE_SIZE = 1000;

export const pagingSchema = z.object({
  pageNo: z.coerce
    .number({ message: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码最小为1')
    .default(1),
  pageSize: z.coerce
    .number({ message: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为1')
    .max(MAX_PAGE_SIZE, `每页条数最大为${MAX_PAGE_SIZE}`)
    .default(10),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc'], { message: '排序方向只能是 asc 或 desc' }).default('desc'),
});

export type Paging = z.infer<typeof pagingSchema>;

export const offsetOf = (p: Paging) => (p.pageNo - 1) * p.pageSize;

/**
 * The contains form of the list-query conventions: `*v*` (and a bare value) become a LIKE pattern with
 * the user's % and _ taken literally (the queries use ESCAPE '\').
 */
export function containsPattern(value: string): string {
  const inner = value.replace(/^\*/, '').replace(/\*$/, '');
  return `%${escapeLike(inner)}%`;
}

/** Makes the user's \\, % and _ literal inside a LIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column LIKE pattern ESCAPE '\'` — the escape clause makes SQLite treat \% and \_ literally, as PostgreSQL does. */
export function likeEscaped(column: string, pattern: string) {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

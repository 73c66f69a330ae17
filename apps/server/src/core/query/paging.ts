import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput } from '../validation.ts';

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 1000;

/**
 * The page size of every list: 10 when absent. A larger size than {@link MAX_PAGE_SIZE} answers the
 * largest page instead of refusing, as the family's clients ask for "everything" with sizes like 10000.
 */
export const pageSizeField = z.coerce
  .number({ message: '每页条数必须是数字' })
  .int('每页条数必须是整数')
  .min(1, '每页条数最小为1')
  .default(10)
  .transform((n) => Math.min(n, MAX_PAGE_SIZE));

const pageSizeInput = z.object({ pageSize: pageSizeField });

/** A list request's page size as the query string gives it (absent or empty: the default). */
export function readPageSize(raw: string | undefined): number {
  return parseInput(pageSizeInput, { pageSize: raw === '' ? undefined : raw }).pageSize;
}

export const pagingSchema = z.object({
  pageNo: z.coerce
    .number({ message: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码最小为1')
    .default(1),
  pageSize: pageSizeField,
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

/**
 * `column LIKE pattern ESCAPE '\'` — the escape clause makes SQLite treat \% and \_ literally, as PostgreSQL
 * does. The escape character is a literal the dialect writes (MySQL doubles a backslash inside quotes).
 */
export function likeEscaped(column: string, pattern: string) {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape ${sql.lit('\\')}`;
}

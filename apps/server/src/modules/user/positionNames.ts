import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

const codesOf = (post: string | null) =>
  (post ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');

/** Adds `position`, the names of each user's positions (post holds their codes, comma separated). */
export async function withPositionNames<T extends { post: string | null }>(
  db: Kysely<Database>,
  users: T[],
): Promise<(T & { position: string })[]> {
  const codes = [...new Set(users.flatMap((u) => codesOf(u.post)))];
  const positions =
    codes.length === 0
      ? []
      : await db.selectFrom('sysPosition').select(['code', 'name']).where('code', 'in', codes).execute();
  const names = new Map(positions.map((p) => [p.code, p.name]));
  return users.map((u) => ({
    ...u,
    position: codesOf(u.post)
      .map((c) => names.get(c) ?? c)
      .join(','),
  }));
}

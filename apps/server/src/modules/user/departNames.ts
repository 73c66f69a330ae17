import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

/** Adds `orgCodeTxt`, the names of each user's departments, to a list of users. */
export async function withDepartNames<T extends { id: string }>(
  db: Kysely<Database>,
  users: T[],
): Promise<(T & { orgCodeTxt: string })[]> {
  const departs =
    users.length === 0
      ? []
      : await db
          .selectFrom('sysUserDepart as ud')
          .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
          .select(['ud.userId', 'd.departName'])
          .where(
            'ud.userId',
            'in',
            users.map((u) => u.id),
          )
          .orderBy('d.orgCode')
          .execute();
  return users.map((u) => ({
    ...u,
    orgCodeTxt: departs
      .filter((d) => d.userId === u.id)
      .map((d) => d.departName)
      .join(','),
  }));
}

import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

interface DepartName {
  userId: string;
  departName: string;
}

/** The statement for n user ids, compiled once per n: a page of a list asks it with the same n every time. */
const statements = new Map<number, CompiledQuery<DepartName>>();

function departNamesOf(db: Kysely<Database>, userIds: string[]): Promise<DepartName[]> {
  let statement = statements.get(userIds.length);
  if (!statement) {
    statement = db
      .selectFrom('sysUserDepart as ud')
      .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select(['ud.userId', 'd.departName'])
      .where('ud.userId', 'in', userIds)
      .orderBy('d.orgCode')
      .compile();
    if (statements.size > 100) statements.clear();
    statements.set(userIds.length, statement);
  }
  const withIds: CompiledQuery<DepartName> = { ...statement, parameters: userIds };
  return db.executeQuery(withIds).then((r) => r.rows);
}

/** Adds `orgCodeTxt`, the names of each user's departments, to a list of users. */
export async function withDepartNames<T extends { id: string }>(
  db: Kysely<Database>,
  users: T[],
): Promise<(T & { orgCodeTxt: string })[]> {
  const departs =
    users.length === 0
      ? []
      : await departNamesOf(
          db,
          users.map((u) => u.id),
        );
  return users.map((u) => ({
    ...u,
    orgCodeTxt: departs
      .filter((d) => d.userId === u.id)
      .map((d) => d.departName)
      .join(','),
  }));
}

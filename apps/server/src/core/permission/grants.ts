import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Which of `userIds` hold which of the enabled button permissions `codes`: through one of their roles, or
 * through a department role of theirs in a department they belong to.
 */
function grantsOf(db: Kysely<Database>, userIds: readonly string[], codes: readonly string[]) {
  return db
    .selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select(['ur.userId as userId', 'p.perms as perms'])
    .where('ur.userId', 'in', userIds)
    .where('p.perms', 'in', codes)
    .where('p.status', '=', '1')
    .where('p.delFlag', '=', 0)
    .unionAll(
      db
        .selectFrom('sysPermission as p')
        .innerJoin('sysDepartRolePermission as drp', 'drp.permissionId', 'p.id')
        .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
        .innerJoin('sysUserDepart as ud', (join) =>
          join.onRef('ud.userId', '=', 'dru.userId').onRef('ud.depId', '=', 'drp.departId'),
        )
        .select(['dru.userId as userId', 'p.perms as perms'])
        .where('dru.userId', 'in', userIds)
        .where('p.perms', 'in', codes)
        .where('p.status', '=', '1')
        .where('p.delFlag', '=', 0),
    )
    .execute();
}

/** The enabled button permissions among `codes` that the user holds (see {@link grantsOf}). */
export async function heldPermissions(
  db: Kysely<Database>,
  userId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await grantsOf(db, [userId], codes);
  return new Set(rows.map((r) => r.perms).filter((p): p is string => p !== null));
}

/** Statements stay well under every dialect's limit of bound values. */
const USERS_PER_QUERY = 500;

/**
 * Which of `userIds` hold the enabled button permission `code`, in one query per 500 users (not one per
 * user: a department with hundreds of members is asked at once).
 */
export async function holdersAmong(
  db: Kysely<Database>,
  userIds: readonly string[],
  code: string,
): Promise<Set<string>> {
  const holders = new Set<string>();
  for (let i = 0; i < userIds.length; i += USERS_PER_QUERY) {
    for (const row of await grantsOf(db, userIds.slice(i, i + USERS_PER_QUERY), [code]))
      holders.add(row.userId);
  }
  return holders;
}

/** Whether the user holds the enabled button permission `code` (see {@link heldPermissions}). */
export async function userHasPermission(
  db: Kysely<Database>,
  userId: string,
  code: string,
): Promise<boolean> {
  return (await heldPermissions(db, userId, [code])).has(code);
}

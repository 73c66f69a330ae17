import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The enabled button permissions among `codes` that the user holds through one of their roles, or
 * through a department role of theirs in a department they belong to.
 */
export async function heldPermissions(
  db: Kysely<Database>,
  userId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('p.perms')
    .where('ur.userId', '=', userId)
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
        .select('p.perms')
        .where('dru.userId', '=', userId)
        .where('p.perms', 'in', codes)
        .where('p.status', '=', '1')
        .where('p.delFlag', '=', 0),
    )
    .execute();
  return new Set(rows.map((r) => r.perms).filter((p): p is string => p !== null));
}

/** Whether the user holds the enabled button permission `code` (see {@link heldPermissions}). */
export async function userHasPermission(
  db: Kysely<Database>,
  userId: string,
  code: string,
): Promise<boolean> {
  return (await heldPermissions(db, userId, [code])).has(code);
}

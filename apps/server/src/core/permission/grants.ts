import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Whether the enabled button permission `code` is granted to the user by one of their roles, or by a
 * department role of theirs in a department they belong to.
 */
export async function userHasPermission(
  db: Kysely<Database>,
  userId: string,
  code: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('p.id')
    .where('ur.userId', '=', userId)
    .where('p.perms', '=', code)
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
        .select('p.id')
        .where('dru.userId', '=', userId)
        .where('p.perms', '=', code)
        .where('p.status', '=', '1')
        .where('p.delFlag', '=', 0),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

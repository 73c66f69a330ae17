import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Whether any role of the user grants the enabled button permission `code`. */
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
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

import type { AllAuthEntry, PermissionResult } from '@hcs/shared';
import { HOME_PATH } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';
import { buildMenuTree, type PermissionRow, toAuthEntry } from './menuTree.ts';

function grantedPermissions(db: Kysely<Database>, userId: string): Promise<PermissionRow[]> {
  return db
    .selectFrom('sysPermission as p')
    .selectAll('p')
    .where('p.delFlag', '=', 0)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('sysRolePermission as rp')
            .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
            .select('rp.id')
            .whereRef('rp.permissionId', '=', 'p.id')
            .where('ur.userId', '=', userId),
        ),
        // Department roles count in the departments the user belongs to.
        eb.exists(
          eb
            .selectFrom('sysDepartRolePermission as drp')
            .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
            .innerJoin('sysUserDepart as ud', (join) =>
              join.onRef('ud.userId', '=', 'dru.userId').onRef('ud.depId', '=', 'drp.departId'),
            )
            .select('drp.id')
            .whereRef('drp.permissionId', '=', 'p.id')
            .where('dru.userId', '=', userId),
        ),
      ]),
    )
    .execute();
}

/**
 * `{menu, auth, allAuth}` for the user's roles and department roles; a user without the home menu gets
 * it prepended.
 */
export async function userPermissions(db: Kysely<Database>, userId: string): Promise<PermissionResult> {
  const granted = await grantedPermissions(db, userId);
  if (!granted.some((p) => p.menuType !== 2 && p.url === HOME_PATH)) {
    const home = await db
      .selectFrom('sysPermission')
      .selectAll()
      .where('url', '=', HOME_PATH)
      .where('menuType', '!=', 2)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (home) granted.unshift({ ...home, sortNo: Number.NEGATIVE_INFINITY });
  }
  const allButtons = await db
    .selectFrom('sysPermission')
    .selectAll()
    .where('menuType', '=', 2)
    .where('delFlag', '=', 0)
    .orderBy('sortNo')
    .execute();
  const allAuth: AllAuthEntry[] = allButtons.map((p) => ({
    ...toAuthEntry(p),
    status: p.status === '0' ? '0' : '1',
  }));
  const auth = granted.filter((p) => p.menuType === 2 && p.status === '1').map(toAuthEntry);
  return { menu: buildMenuTree(granted), auth, allAuth };
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { BusinessError } from '../result.ts';

/** The link tables between users and a group, and the column naming the group. */
const GROUP_COLUMN = {
  sysUserRole: 'roleId',
  sysUserDepart: 'depId',
} as const;

type MembershipTable = keyof typeof GROUP_COLUMN;

/**
 * Adds live users to a group (a role, a department); users already in it are left as they are. Refuses
 * the whole request when one of the users does not exist or is in the recycle bin.
 */
export async function addMembers(
  db: Kysely<Database>,
  table: MembershipTable,
  groupId: string,
  userIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(userIds)];
  const users =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('sysUser')
          .select('id')
          .where('id', 'in', wanted)
          .where('delFlag', '=', 0)
          .execute();
  if (users.length !== wanted.length) throw new BusinessError('用户不存在');
  const links = db as unknown as Kysely<Pick<Database, MembershipTable>>;
  const group = sql.ref(GROUP_COLUMN[table]);
  const existing = new Set(
    (await links.selectFrom(table).select('userId').where(group, '=', groupId).execute()).map(
      (r) => r.userId,
    ),
  );
  const add = users.map((u) => u.id).filter((id) => !existing.has(id));
  if (add.length === 0) return;
  const rows = add.map((userId) => ({ id: newId(), userId }));
  if (table === 'sysUserRole') {
    await db
      .insertInto('sysUserRole')
      .values(rows.map((r) => ({ ...r, roleId: groupId })))
      .execute();
  } else {
    await db
      .insertInto('sysUserDepart')
      .values(rows.map((r) => ({ ...r, depId: groupId })))
      .execute();
  }
}

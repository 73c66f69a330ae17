import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';

/** The caller's 真实姓名 as records name them (导出人, 操作人), or the username when none is set. */
export async function realnameOf(db: Kysely<Database>, auth: AuthContext): Promise<string> {
  const user = await db
    .selectFrom('sysUser')
    .select('realname')
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  return user?.realname || auth.username;
}

import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import { containsPattern, likeEscaped, offsetOf, pagingSchema } from '../../core/query/paging.ts';
import { page } from '../../core/result.ts';
import { withDepartNames } from './departNames.ts';

export const pickerQuery = pagingSchema.extend({
  username: z.string().max(100).optional(),
  realname: z.string().max(100).optional(),
  departId: z.string().max(32).optional(),
  /** Comma-joined ids: the record picker looks up the labels of values it already holds. */
  id: z.string().max(20_000).optional(),
});

/** The user picker's data (spec §7 queryUserComponentData): live users, with their departments' names. */
export async function queryUserComponentData(ctx: AppContext, q: z.infer<typeof pickerQuery>) {
  const db = ctx.db.kysely;
  let base = db.selectFrom('sysUser as u').where('u.delFlag', '=', 0);
  if (q.username) base = base.where(likeEscaped('u.username', containsPattern(q.username)));
  if (q.realname) base = base.where(likeEscaped('u.realname', containsPattern(q.realname)));
  if (q.id) base = base.where('u.id', 'in', splitIds(q.id));
  if (q.departId) {
    const departId = q.departId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sysUserDepart as ud')
          .select('ud.id')
          .whereRef('ud.userId', '=', 'u.id')
          .where('ud.depId', '=', departId),
      ),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const users = await base
    .select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone'])
    .orderBy('u.createTime', 'asc')
    .orderBy('u.id', 'asc')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  const records = await withDepartNames(db, users);
  return page(records, Number(total.n), q.pageNo, q.pageSize);
}

import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { personalView } from '../../core/permission/personalFields.ts';
import { badRequest, ok } from '../../core/result.ts';
import { USER_CONTACT_FIELDS } from './contactFields.ts';
import { withDepartNames } from './departNames.ts';
import { usersBase } from './manage/service.ts';

/** The most users one lookup may name. */
const MAX_USERS = 1000;

/** A picker's columns: never the password, never the e-mail; phone and birthday masked for some. */
const columns = [
  'u.id',
  'u.username',
  'u.realname',
  'u.avatar',
  'u.sex',
  'u.birthday',
  'u.phone',
  'u.workNo',
  'u.orgCode',
  'u.status',
] as const;

const list = (what: string) => z.string().max(40_000, `${what}过多`).optional();

const byIdsQuery = z.object({
  userIds: z.string({ message: '请指定用户' }).min(1, '请指定用户').max(40_000, '用户过多'),
});
const multiUserQuery = z.object({ id: list('用户'), username: list('用户账号') });

function named(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const values = splitIds(raw);
  if (values.length > MAX_USERS) throw badRequest(`一次最多查询${MAX_USERS}个用户`);
  return values;
}

/**
 * The users a form already holds, named by id and/or account: live users of the caller's tenant, as a
 * picker shows them (with their departments' names), phone and birthday masked for a caller without
 * system:user:list. Naming nobody finds nobody.
 */
async function lookUp(
  ctx: AppContext,
  auth: AuthContext,
  names: { ids?: string[] | undefined; usernames?: string[] | undefined },
) {
  if (!names.ids && !names.usernames) return [];
  if (names.ids?.length === 0 || names.usernames?.length === 0) return [];
  let query = usersBase(ctx.db.kysely, auth).select(columns);
  if (names.ids) query = query.where('u.id', 'in', names.ids);
  if (names.usernames) query = query.where('u.username', 'in', names.usernames);
  const rows = await query.orderBy('u.createTime').orderBy('u.id').execute();
  const view = await personalView(ctx.db.kysely, auth, USER_CONTACT_FIELDS);
  return withDepartNames(ctx.db.kysely, view.apply(rows));
}

/** Token-only lookups of chosen users, guarded as the user picker (queryUserComponentData) is. */
export function userLookupRoutes(app: Api, ctx: AppContext): void {
  // The recipients of an announcement to selected users, by id (the family's announcement form).
  app.get(
    '/sys/user/queryByIds',
    { config: { summary: '按 id 查用户' }, schema: { querystring: byIdsQuery } },
    async (request) => {
      const { userIds } = request.query;
      return ok(await lookUp(ctx, currentUser(request), { ids: named(userIds) }));
    },
  );

  // The users a select-by-department field holds (`username=a,b,` or `id=…`). The family's client reads
  // the answer as the array itself, not an envelope.
  app.get(
    '/sys/user/getMultiUser',
    { config: { summary: '按 id 查多个用户' }, schema: { querystring: multiUserQuery } },
    async (request) => {
      const q = request.query;
      return lookUp(ctx, currentUser(request), { ids: named(q.id), usernames: named(q.username) });
    },
  );
}

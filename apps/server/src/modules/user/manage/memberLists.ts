import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { currentUser } from '../../../core/auth/guard.ts';
import type { AppContext } from '../../../core/context.ts';
import { scopedListRequest } from '../../../core/crud/scoped.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import type { Api } from '../../../core/http/inputSchemas.ts';
import { bareAsContains } from '../../../core/query/conditions.ts';
import type { EntitySpec } from '../../../core/query/entity.ts';
import { runList } from '../../../core/query/runList.ts';
import { ok, page } from '../../../core/result.ts';
import { withDepartNames } from '../departNames.ts';
import { inDepartSubtrees, usersBase } from './service.ts';

/** Lists of users are 用户管理's reads, whichever page asks for them. */
const LIST = { config: { permission: 'system:user:list' } };

const roleQuery = z.object({
  roleId: z.string({ message: '请选择角色' }).min(1, '请选择角色').max(32, '角色参数过长'),
});
const departQuery = z.object({ depId: z.string().max(32, '部门参数过长').optional() });

type UsersBase = ReturnType<typeof usersBase>;
type UsersTables = UsersBase extends SelectQueryBuilder<infer DB, infer TB, object> ? [DB, TB] : never;
/** Selects a user as 用户管理's list shows one. */
type SelectUser = (
  qb: UsersBase,
) => SelectQueryBuilder<UsersTables[0], UsersTables[1], Record<string, unknown>>;

/**
 * The users of a role and of a department, as the family's role-user and department pages ask for
 * them: pages of 用户管理's list (its filters, sort, columns and data rules), with the account searched
 * by "contains" as their search boxes send it.
 */
export function userMemberListRoutes(
  app: Api,
  ctx: AppContext,
  userEntity: EntitySpec,
  selectUser: SelectUser,
): void {
  const db = ctx.db.kysely;

  /** A page of `base` (null: nobody), the request's parameters but `own` read as list conventions. */
  const memberPage = async (request: FastifyRequest, base: UsersBase | null, own: string) => {
    const { [own]: _own, ...params } = request.query as Record<string, unknown>;
    const listRequest = await scopedListRequest(
      ctx,
      currentUser(request),
      userEntity,
      bareAsContains(params, ['username']),
    );
    if (!base) return page([], 0, listRequest.pageNo, listRequest.pageSize);
    const result = await runList(ctx, userEntity, listRequest, base, selectUser);
    const records = result.records as (Record<string, unknown> & { id: string })[];
    return { ...result, records: await withDepartNames(db, records) };
  };

  app.get(
    '/sys/user/userRoleList',
    { ...LIST, schema: { querystring: roleQuery.loose() } },
    async (request) => {
      const { roleId } = request.query;
      const base = usersBase(db, currentUser(request)).where((eb) =>
        eb.exists(
          eb
            .selectFrom('sysUserRole as ur')
            .select('ur.id')
            .whereRef('ur.userId', '=', 'u.id')
            .where('ur.roleId', '=', roleId),
        ),
      );
      return ok(await memberPage(request, base, 'roleId'));
    },
  );

  /** The org codes whose users a department list shows: the department's, or the caller's own departments'. */
  const departCodes = async (auth: AuthContext, depId: string | undefined): Promise<string[]> => {
    let query = db.selectFrom('sysDepart as d').select('d.orgCode').where('d.delFlag', '=', 0);
    query = depId
      ? query.where('d.id', '=', depId)
      : query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('sysUserDepart as ud')
              .select('ud.id')
              .whereRef('ud.depId', '=', 'd.id')
              .where('ud.userId', '=', auth.userId),
          ),
        );
    return (await query.execute()).map((d) => d.orgCode);
  };

  // A department with its sub-departments (org codes are hierarchical prefixes). `orgCode` carries the
  // names of each user's departments, which is what the family's department page shows in that column.
  app.get(
    '/sys/user/departUserList',
    { ...LIST, schema: { querystring: departQuery.loose() } },
    async (request) => {
      const auth = currentUser(request);
      const codes = await departCodes(auth, request.query.depId || undefined);
      const base = codes.length === 0 ? null : inDepartSubtrees(usersBase(db, auth), codes);
      const result = await memberPage(request, base, 'depId');
      return ok({ ...result, records: result.records.map((u) => ({ ...u, orgCode: u.orgCodeTxt })) });
    },
  );
}

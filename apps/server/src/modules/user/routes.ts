import { currentUser } from '../../core/auth/guard.ts';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import { registerTableDict } from '../../core/dict/tableDicts.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { PreparedResult } from '../../core/http/preparedResult.ts';
import { ok } from '../../core/result.ts';
import { userLookupRoutes } from './lookup.ts';
import { userPickerRoutes } from './picker.ts';
import { selectDepartSchema, updatePasswordSchema } from './schema.ts';
import { currentUserDeparts, selectDepart, updateOwnPassword } from './service.ts';
import { userTableDict } from './tableDict.ts';

export function userRoutes(app: Api, ctx: AppContext): void {
  // The caller's departments change only with these tables: kept per user until one of them is written
  // through this copy, and for at most 3 s against writes through another copy (as grants are).
  const departs = new VersionedCache<PreparedResult>(
    ctx.db.writes,
    ['sys_user', 'sys_depart', 'sys_user_depart'],
    3_000,
    10_000,
  );
  app.get(
    '/sys/user/getCurrentUserDeparts',
    { config: { summary: '当前用户的部门' } },
    async (request, reply) => {
      const auth = currentUser(request);
      const answer = await departs.get(
        auth.userId,
        async () => new PreparedResult(await currentUserDeparts(ctx, auth)),
      );
      return answer.send(request, reply);
    },
  );

  // The spec's client POSTs; the family's server took PUT. Both are served.
  app.route({
    method: ['POST', 'PUT'],
    url: '/sys/selectDepart',
    config: { summary: '切换当前部门' },
    schema: { body: selectDepartSchema },
    handler: async (request) =>
      ok(await selectDepart(ctx, currentUser(request), request.body.orgCode), '部门切换成功'),
  });

  // The spec names POST; the family's client sends PUT. Both are served.
  app.route({
    method: ['POST', 'PUT'],
    url: '/sys/user/updatePassword',
    config: { summary: '修改自己的密码' },
    schema: { body: updatePasswordSchema },
    handler: async (request) => {
      await updateOwnPassword(ctx, currentUser(request), request.body);
      return ok(null, '密码修改成功！');
    },
  });

  userPickerRoutes(app, ctx);
  userLookupRoutes(app, ctx);
  registerTableDict(userTableDict);
}

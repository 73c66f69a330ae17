import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import { registerTableDict } from '../../core/dict/tableDicts.ts';
import { PreparedResult } from '../../core/http/preparedResult.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { userLookupRoutes } from './lookup.ts';
import { userPickerRoutes } from './picker.ts';
import { selectDepartSchema, updatePasswordSchema } from './schema.ts';
import { currentUserDeparts, selectDepart, updateOwnPassword } from './service.ts';
import { userTableDict } from './tableDict.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The caller's departments change only with these tables: kept per user until one of them is written
  // through this copy, and for at most 3 s against writes through another copy (as grants are).
  const departs = new VersionedCache<PreparedResult>(
    ctx.db.writes,
    ['sys_user', 'sys_depart', 'sys_user_depart'],
    3_000,
    10_000,
  );
  app.get('/sys/user/getCurrentUserDeparts', async (request, reply) => {
    const auth = currentUser(request);
    const answer = await departs.get(
      auth.userId,
      async () => new PreparedResult(await currentUserDeparts(ctx, auth)),
    );
    return answer.send(request, reply);
  });

  const switchDepart = async (request: FastifyRequest) => {
    const { orgCode } = parseInput(selectDepartSchema, request.body);
    return ok(await selectDepart(ctx, currentUser(request), orgCode), '部门切换成功');
  };
  // The spec's client POSTs; the family's server took PUT. Both are served.
  app.post('/sys/selectDepart', switchDepart);
  app.put('/sys/selectDepart', switchDepart);

  const updatePassword = async (request: FastifyRequest) => {
    const input = parseInput(updatePasswordSchema, request.body);
    await updateOwnPassword(ctx, currentUser(request), input);
    return ok(null, '密码修改成功！');
  };
  // The spec names POST; the family's client sends PUT. Both are served.
  app.post('/sys/user/updatePassword', updatePassword);
  app.put('/sys/user/updatePassword', updatePassword);

  userPickerRoutes(app, ctx);
  userLookupRoutes(app, ctx);
  registerTableDict(userTableDict);
}

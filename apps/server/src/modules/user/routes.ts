import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { userLookupRoutes } from './lookup.ts';
import { userPickerRoutes } from './picker.ts';
import { selectDepartSchema, updatePasswordSchema } from './schema.ts';
import { currentUserDeparts, selectDepart, updateOwnPassword } from './service.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sys/user/getCurrentUserDeparts', async (request) =>
    ok(await currentUserDeparts(ctx, currentUser(request))),
  );

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
}

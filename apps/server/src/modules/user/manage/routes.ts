import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../../core/auth/guard.ts';
import type { AppContext } from '../../../core/context.ts';
import { deleteEndpoints } from '../../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../../core/crud/duplicateCheck.ts';
import { idQuery, splitIds } from '../../../core/crud/idParams.ts';
import { listEndpoints } from '../../../core/crud/listEndpoints.ts';
import { withinDataScope } from '../../../core/crud/scoped.ts';
import { personalView } from '../../../core/permission/personalFields.ts';
import { BusinessError, ok } from '../../../core/result.ts';
import { parseInput } from '../../../core/validation.ts';
import { USER_CONTACT_FIELDS } from '../contactFields.ts';
import { withDepartNames } from '../departNames.ts';
import { userDeparts } from '../profile.ts';
import { userColumns, userEntity, userListColumns } from './entity.ts';
import { userMemberListRoutes } from './memberLists.ts';
import { addUserSchema, editUserSchema, frozenSchema, resetPasswordSchema, userIdsQuery } from './schema.ts';
import {
  addUser,
  editUser,
  importedUser,
  purgeUsers,
  recycleUsers,
  resetPassword,
  restoreUsers,
  setFrozen,
  userById,
  userRoleIds,
  usersBase,
} from './service.ts';

const PATH = '/sys/user';
const perm = (action: string) => ({ config: { permission: `system:user:${action}` } });

const scopeQuery = z.object({
  departId: z.string().max(32).optional(),
  roleId: z.string().max(32).optional(),
});

/** 用户管理: list, form, freeze, password reset, recycle bin, export and import. */
export function userManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckable('sys_user', {
    fields: { username: 'username', phone: 'phone', email: 'email', work_no: 'work_no', workNo: 'work_no' },
  });
  const scoped = (request: FastifyRequest, deleted = false) => {
    const { departId, roleId } = parseInput(scopeQuery, request.query);
    let base = usersBase(ctx.db.kysely, currentUser(request), deleted);
    if (departId) {
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
    if (roleId) {
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sysUserRole as ur')
            .select('ur.id')
            .whereRef('ur.userId', '=', 'u.id')
            .where('ur.roleId', '=', roleId),
        ),
      );
    }
    return base;
  };

  userMemberListRoutes(app, ctx);

  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:user',
    entity: userEntity,
    base: (request) => scoped(request),
    select: (qb) => qb.select(userListColumns),
    idColumn: 'u.id',
    columns: userColumns,
    decorate: (records) => withDepartNames(ctx.db.kysely, records),
    saveImported: async (auth, values) => {
      await addUser(ctx, auth, parseInput(addUserSchema, importedUser(values)));
    },
  });

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addUser(ctx, currentUser(request), parseInput(addUserSchema, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const provided = new Set(Object.keys((request.body as object | null) ?? {}));
    await editUser(ctx, currentUser(request), parseInput(editUserSchema, request.body), provided);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:user:delete', (request, ids) =>
    recycleUsers(ctx, currentUser(request), ids),
  );

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await userById(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  app.get(`${PATH}/queryUserRole`, perm('list'), async (request) => {
    const { userid } = parseInput(
      z.object({ userid: z.string().min(1, 'userid不能为空').max(32) }),
      request.query,
    );
    return ok(await userRoleIds(ctx, currentUser(request), userid));
  });

  app.get(`${PATH}/userDepartList`, perm('list'), async (request) => {
    const { userId } = parseInput(
      z.object({ userId: z.string().min(1, 'userId不能为空').max(32) }),
      request.query,
    );
    await userById(ctx, currentUser(request), userId);
    const departs = await userDeparts(ctx.db.kysely, userId);
    return ok(departs.map((d) => ({ key: d.id, title: d.departName, value: d.id, orgCode: d.orgCode })));
  });

  app.put(`${PATH}/frozenBatch`, perm('frozen'), async (request) => {
    const { ids, status } = parseInput(frozenSchema, request.body);
    await setFrozen(ctx, currentUser(request), splitIds(ids), status);
    return ok(null, status === 2 ? '冻结成功!' : '解冻成功!');
  });

  app.put(`${PATH}/changePassword`, perm('password'), async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    if (input.confirmpassword !== undefined && input.confirmpassword !== input.password) {
      throw new BusinessError('两次输入的密码不一样！');
    }
    await resetPassword(ctx, currentUser(request), input.username, input.password);
    return ok(null, '密码修改成功！');
  });

  // Anyone signed in may ask whether an account name is free (the registration and user forms do).
  app.get(`${PATH}/checkOnlyUser`, async (request) => {
    const { username } = parseInput(z.object({ username: z.string().max(100).default('') }), request.query);
    const taken = username
      ? await ctx.db.kysely
          .selectFrom('sysUser')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst()
      : undefined;
    if (taken) throw new BusinessError('用户账号已存在');
    return ok(null, '该值可用！');
  });

  // A picker's read: contact data masked for those who may not open 用户管理.
  app.get(`${PATH}/queryUserByDepId`, async (request) => {
    const { id } = parseInput(idQuery, request.query);
    const auth = currentUser(request);
    const view = await personalView(ctx.db.kysely, auth, USER_CONTACT_FIELDS);
    const rows = await usersBase(ctx.db.kysely, auth)
      .select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.orgCode'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sysUserDepart as ud')
            .select('ud.id')
            .whereRef('ud.userId', '=', 'u.id')
            .where('ud.depId', '=', id),
        ),
      )
      .orderBy('u.createTime')
      .execute();
    return ok(await withDepartNames(ctx.db.kysely, view.apply(rows)));
  });

  // The bin obeys 用户管理's data rules as the list does: it shows what a restore or a purge may touch.
  app.get(`${PATH}/recycleBin`, perm('recycle'), async (request) => {
    const bin = await withinDataScope(ctx, currentUser(request), userEntity, scoped(request, true));
    const rows = await bin.select(userListColumns).orderBy('u.updateTime', 'desc').limit(1000).execute();
    return ok(await withDepartNames(ctx.db.kysely, rows));
  });

  app.put(`${PATH}/putRecycleBin`, perm('recycle'), async (request) => {
    await restoreUsers(ctx, currentUser(request), splitIds(parseInput(userIdsQuery, request.body).userIds));
    return ok(null, '还原成功!');
  });

  app.delete(`${PATH}/deleteRecycleBin`, perm('recycle'), async (request) => {
    await purgeUsers(ctx, currentUser(request), splitIds(parseInput(userIdsQuery, request.query).userIds));
    return ok(null, '删除成功!');
  });
}

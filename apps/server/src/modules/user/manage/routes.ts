import { userResource } from '@hcs/shared';
import { z } from 'zod';
import { registerTrackedTable, trackedResource } from '../../../core/audit/dataLogTables.ts';
import { currentUser } from '../../../core/auth/guard.ts';
import type { AppContext } from '../../../core/context.ts';
import { idQuery, splitIds } from '../../../core/crud/idParams.ts';
import { withinDataScope } from '../../../core/crud/scoped.ts';
import { scopedTable } from '../../../core/crud/scopedTable.ts';
import type { Api } from '../../../core/http/inputSchemas.ts';
import { personalView } from '../../../core/permission/personalFields.ts';
import { resourceSelect } from '../../../core/resource/entity.ts';
import { resourceRoutes } from '../../../core/resource/routes.ts';
import { BusinessError, ok } from '../../../core/result.ts';
import { USER_CONTACT_FIELDS } from '../contactFields.ts';
import { withDepartNames } from '../departNames.ts';
import { userDeparts } from '../profile.ts';
import { userMemberListRoutes } from './memberLists.ts';
import { frozenSchema, resetPasswordSchema, userIdsQuery } from './schema.ts';
import {
  narrowUsers,
  purgeUsers,
  resetPassword,
  restoreUsers,
  setFrozen,
  USERS_FROM,
  userRecordsBase,
  userRoleIds,
  usersBase,
  userWrites,
} from './service.ts';

const PATH = userResource.path;
const perm = (action: string) => ({ config: { permission: `system:user:${action}` } });

/** What 用户管理's lists show of a user: the resource's fields but the password, read through `usersBase`. */
const selectShown = resourceSelect(userResource, USERS_FROM);

/**
 * 用户管理: the user resource's standard endpoints (list, export, import, add, edit, queryById, delete into
 * the recycle bin), and the commands beside them, which are no form's save: 冻结/解冻 and 修改密码 change
 * one column, the roles and departments of a user are read for the form, and the recycle bin holds the
 * deleted users the standard endpoints never reach.
 */
export function userManageRoutes(app: Api, ctx: AppContext): void {
  const db = ctx.db.kysely;
  const decorate = (records: Record<string, unknown>[]) =>
    withDepartNames(db, records as (Record<string, unknown> & { id: string })[]);

  const { entity, records: users } = resourceRoutes(app, ctx, {
    resource: userResource,
    table: 'sysUser',
    base: userRecordsBase,
    from: USERS_FROM,
    narrowList: (qb, params) => narrowUsers(db, qb, params),
    softDelete: true,
    partialEdit: true,
    decorate,
    ...userWrites(ctx),
  });
  const recycled = scopedTable({
    entity,
    base: (kysely, auth) => usersBase(kysely, auth, true),
    select: selectShown,
    idColumn: 'u.id',
    notFound: '未找到对应的用户',
  });

  userMemberListRoutes(app, ctx, entity, selectShown);
  registerTrackedTable(
    userResource.table,
    trackedResource(
      userResource,
      (kysely, id) => kysely.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirst(),
      { extraLabels: { departIds: '负责部门' } },
    ),
  );

  app.get(
    `${PATH}/queryUserRole`,
    {
      ...perm('list'),
      schema: { querystring: z.object({ userid: z.string().min(1, 'userid不能为空').max(32) }) },
    },
    async (request) => {
      const { userid } = request.query;
      return ok(await userRoleIds(ctx, users, currentUser(request), userid));
    },
  );

  app.get(
    `${PATH}/userDepartList`,
    {
      ...perm('list'),
      schema: { querystring: z.object({ userId: z.string().min(1, 'userId不能为空').max(32) }) },
    },
    async (request) => {
      const { userId } = request.query;
      await users.one(ctx, currentUser(request), userId);
      const departs = await userDeparts(db, userId);
      return ok(departs.map((d) => ({ key: d.id, title: d.departName, value: d.id, orgCode: d.orgCode })));
    },
  );

  app.put(`${PATH}/frozenBatch`, { ...perm('frozen'), schema: { body: frozenSchema } }, async (request) => {
    const { ids, status } = request.body;
    await setFrozen(ctx, users, currentUser(request), splitIds(ids), status);
    return ok(null, status === 2 ? '冻结成功!' : '解冻成功!');
  });

  app.put(
    `${PATH}/changePassword`,
    { ...perm('password'), schema: { body: resetPasswordSchema } },
    async (request) => {
      const input = request.body;
      if (input.confirmpassword !== undefined && input.confirmpassword !== input.password) {
        throw new BusinessError('两次输入的密码不一样！');
      }
      await resetPassword(ctx, users, currentUser(request), input.username, input.password);
      return ok(null, '密码修改成功！');
    },
  );

  // Anyone signed in may ask whether an account name is free (the registration and user forms do).
  app.get(
    `${PATH}/checkOnlyUser`,
    {
      config: { summary: '账号名是否可用' },
      schema: { querystring: z.object({ username: z.string().max(100).default('') }) },
    },
    async (request) => {
      const { username } = request.query;
      const taken = username
        ? await db.selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirst()
        : undefined;
      if (taken) throw new BusinessError('用户账号已存在');
      return ok(null, '该值可用！');
    },
  );

  // A picker's read: contact data masked for those who may not open 用户管理.
  app.get(
    `${PATH}/queryUserByDepId`,
    { config: { summary: '部门的用户' }, schema: { querystring: idQuery } },
    async (request) => {
      const { id } = request.query;
      const auth = currentUser(request);
      const view = await personalView(db, auth, USER_CONTACT_FIELDS);
      const rows = await narrowUsers(db, usersBase(db, auth), { departId: id })
        .select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.orgCode'])
        .orderBy('u.createTime')
        .execute();
      return ok(await withDepartNames(db, view.apply(rows)));
    },
  );

  // The bin obeys 用户管理's data rules as the list does: it shows what a restore or a purge may touch.
  app.get(`${PATH}/recycleBin`, perm('recycle'), async (request) => {
    const deleted = narrowUsers(
      db,
      usersBase(db, currentUser(request), true),
      request.query as Record<string, unknown>,
    );
    const bin = await withinDataScope(ctx, currentUser(request), entity, deleted);
    const rows = await selectShown(bin).orderBy('u.updateTime', 'desc').limit(1000).execute();
    return ok(await decorate(rows));
  });

  app.put(
    `${PATH}/putRecycleBin`,
    { ...perm('recycle'), schema: { body: userIdsQuery } },
    async (request) => {
      const ids = splitIds(request.body.userIds);
      await restoreUsers(ctx, recycled, currentUser(request), ids);
      return ok(null, '还原成功!');
    },
  );

  app.delete(
    `${PATH}/deleteRecycleBin`,
    { ...perm('recycle'), schema: { querystring: userIdsQuery } },
    async (request) => {
      const ids = splitIds(request.query.userIds);
      await purgeUsers(ctx, recycled, currentUser(request), ids);
      return ok(null, '删除成功!');
    },
  );
}

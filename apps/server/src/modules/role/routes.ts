import { roleResource } from '@hcs/shared';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import { registerTableDict } from '../../core/dict/tableDicts.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ruleParams } from '../../core/permission/dataRuleChoice.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { roleDataRule, saveRoleDataRule } from './dataRule.ts';
import { rolePickerRoutes } from './picker.ts';
import { roleUsersSchema, saveRolePermissionSchema } from './schema.ts';
import {
  addUsersToRole,
  deleteRoleLinks,
  permissionTree,
  removeUsersFromRole,
  rolePermissionIds,
  rolesBase,
  saveRolePermissions,
} from './service.ts';
import { roleTableDict } from './tableDict.ts';

const PATH = '/sys/role';
const perm = (action: string) => ({ config: { permission: `system:role:${action}` } });

/**
 * 角色管理: the standard endpoints of the role resource (a role's grants and memberships go with it); its
 * menu and button grants (授权), their data rules and its users as commands beside them.
 */
export function roleRoutes(app: Api, ctx: AppContext): void {
  const { records: roles } = resourceRoutes(app, ctx, {
    resource: roleResource,
    table: 'sysRole',
    base: rolesBase,
    inTransaction: async (trx, write) => {
      if (write.action === 'delete') await deleteRoleLinks(trx, write.ids);
    },
  });

  rolePickerRoutes(app, ctx);

  // Role names are shown wherever users are edited; any signed-in user may read them.
  app.get(`${PATH}/queryall`, { config: { summary: '全部角色' } }, async () =>
    ok(
      await rolesBase(ctx.db.kysely)
        .select(['id', 'roleName', 'roleCode', 'description'])
        .orderBy('createTime')
        .execute(),
    ),
  );

  app.get(`${PATH}/queryTreeList`, perm('authorize'), async () => ok(await permissionTree(ctx)));

  app.get(
    '/sys/permission/queryRolePermission',
    {
      ...perm('authorize'),
      schema: { querystring: z.object({ roleId: z.string().min(1, '请选择角色').max(32) }) },
    },
    async (request) => {
      const { roleId } = request.query;
      return ok(await rolePermissionIds(ctx, roles, currentUser(request), roleId));
    },
  );

  app.post(
    '/sys/permission/saveRolePermission',
    { ...perm('authorize'), schema: { body: saveRolePermissionSchema } },
    async (request) => {
      const input = request.body;
      await saveRolePermissions(
        ctx,
        roles,
        currentUser(request),
        input.roleId,
        splitIds(input.permissionIds),
        request.ip,
      );
      return ok(null, '保存成功！');
    },
  );

  const ruleOf = z.object({ permissionId: ruleParams.permissionId, roleId: ruleParams.roleId });
  app.get(
    `${PATH}/datarule/:permissionId/:roleId`,
    { ...perm('authorize'), schema: { params: ruleOf } },
    async (request) => {
      const { permissionId, roleId } = request.params;
      return ok(await roleDataRule(ctx, roles, currentUser(request), permissionId, roleId));
    },
  );

  app.post(
    `${PATH}/datarule`,
    { ...perm('authorize'), schema: { body: ruleOf.extend({ dataRuleIds: ruleParams.dataRuleIds }) } },
    async (request) => {
      await saveRoleDataRule(ctx, roles, currentUser(request), request.body);
      return ok(null, '保存成功！');
    },
  );

  app.post(
    '/sys/user/addSysUserRole',
    { ...perm('users'), schema: { body: roleUsersSchema } },
    async (request) => {
      const { roleId, userIdList } = request.body;
      await addUsersToRole(ctx, roles, currentUser(request), roleId, userIdList);
      return ok(null, '添加成功!');
    },
  );

  const removeQuery = z.object({
    roleId: z.string().min(1, '请选择角色').max(32),
    userId: z.string().max(32).optional(),
    userIds: z.string().max(20_000).optional(),
  });
  for (const url of ['/sys/user/deleteUserRole', '/sys/user/deleteUserRoleBatch']) {
    app.delete(url, { ...perm('users'), schema: { querystring: removeQuery } }, async (request) => {
      const q = request.query;
      await removeUsersFromRole(ctx, roles, currentUser(request), q.roleId, splitIds(q.userIds ?? q.userId));
      return ok(null, '删除成功!');
    });
  }
  registerTableDict(roleTableDict);
}

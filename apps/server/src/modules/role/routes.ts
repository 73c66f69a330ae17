import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../core/crud/duplicateCheck.ts';
import { idQuery, splitIds } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ruleParams } from '../../core/permission/dataRuleChoice.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { roleDataRule, saveRoleDataRule } from './dataRule.ts';
import { rolePickerRoutes } from './picker.ts';
import { roleEdit, roleFields, roleUsersSchema, saveRolePermissionSchema } from './schema.ts';
import {
  addRole,
  addUsersToRole,
  deleteRoles,
  editRole,
  permissionTree,
  removeUsersFromRole,
  roleById,
  roleColumns,
  roleEntity,
  rolePermissionIds,
  rolesBase,
  saveRolePermissions,
} from './service.ts';

const PATH = '/sys/role';
const perm = (action: string) => ({ config: { permission: `system:role:${action}` } });

/** 角色管理: roles, their menu and button grants, and their users (role-user page). */
export function roleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckable('sys_role', { fields: { role_code: 'role_code', roleCode: 'role_code' } });
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:role',
    entity: roleEntity,
    base: () => rolesBase(ctx.db.kysely),
    select: (qb) => qb.selectAll(),
    columns: roleColumns,
    saveImported: (auth, values) => addRole(ctx, auth, parseInput(roleFields, values)),
  });

  rolePickerRoutes(app, ctx);

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addRole(ctx, currentUser(request), parseInput(roleFields, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const { id, ...input } = parseInput(roleEdit, request.body);
    await editRole(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:role:delete', (request, ids) =>
    deleteRoles(ctx, currentUser(request), ids),
  );

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await roleById(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  // Role names are shown wherever users are edited; any signed-in user may read them.
  app.get(`${PATH}/queryall`, async () =>
    ok(
      await rolesBase(ctx.db.kysely)
        .select(['id', 'roleName', 'roleCode', 'description'])
        .orderBy('createTime')
        .execute(),
    ),
  );

  app.get(`${PATH}/queryTreeList`, perm('authorize'), async () => ok(await permissionTree(ctx)));

  app.get('/sys/permission/queryRolePermission', perm('authorize'), async (request) => {
    const { roleId } = parseInput(
      z.object({ roleId: z.string().min(1, '请选择角色').max(32) }),
      request.query,
    );
    return ok(await rolePermissionIds(ctx, currentUser(request), roleId));
  });

  app.post('/sys/permission/saveRolePermission', perm('authorize'), async (request) => {
    const input = parseInput(saveRolePermissionSchema, request.body);
    await saveRolePermissions(
      ctx,
      currentUser(request),
      input.roleId,
      splitIds(input.permissionIds),
      request.ip,
    );
    return ok(null, '保存成功！');
  });

  const ruleOf = z.object({ permissionId: ruleParams.permissionId, roleId: ruleParams.roleId });
  app.get(`${PATH}/datarule/:permissionId/:roleId`, perm('authorize'), async (request) => {
    const { permissionId, roleId } = parseInput(ruleOf, request.params);
    return ok(await roleDataRule(ctx, currentUser(request), permissionId, roleId));
  });

  app.post(`${PATH}/datarule`, perm('authorize'), async (request) => {
    await saveRoleDataRule(
      ctx,
      currentUser(request),
      parseInput(ruleOf.extend({ dataRuleIds: ruleParams.dataRuleIds }), request.body),
    );
    return ok(null, '保存成功！');
  });

  app.post('/sys/user/addSysUserRole', perm('users'), async (request) => {
    const { roleId, userIdList } = parseInput(roleUsersSchema, request.body);
    await addUsersToRole(ctx, currentUser(request), roleId, userIdList);
    return ok(null, '添加成功!');
  });

  const removeQuery = z.object({
    roleId: z.string().min(1, '请选择角色').max(32),
    userId: z.string().max(32).optional(),
    userIds: z.string().max(20_000).optional(),
  });
  const remove = async (request: FastifyRequest) => {
    const q = parseInput(removeQuery, request.query);
    await removeUsersFromRole(ctx, currentUser(request), q.roleId, splitIds(q.userIds ?? q.userId));
    return ok(null, '删除成功!');
  };
  app.delete('/sys/user/deleteUserRole', perm('users'), remove);
  app.delete('/sys/user/deleteUserRoleBatch', perm('users'), remove);
}

import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { userHasPermission } from '../../core/permission/grants.ts';
import { forbidden, ok } from '../../core/result.ts';
import { permissionTree } from '../role/service.ts';
import {
  departDataRule,
  departPermissionsOf,
  saveDepartDataRule,
  saveDepartPermissions,
} from './departGrants.ts';
import {
  deptRoleDataRule,
  deptRolePermissionIds,
  deptRoleTree,
  saveDeptRoleDataRule,
  saveDeptRolePermissions,
} from './roleGrants.ts';
import {
  departIdQuery,
  departRuleParams,
  deptRoleRuleParams,
  roleIdQuery,
  saveDepartPermissionSchema,
  saveDeptRolePermissionSchema,
  saveRuleSchema,
} from './schema.ts';

const PATH = '/sys/sysDepartPermission';
const DEPART_PERMISSION = 'system:depart:permission';
const DEPART_ROLE = 'system:depart:role';
const departPerm = { config: { permission: DEPART_PERMISSION } };
const rolePerm = { config: { permission: DEPART_ROLE } };

/** 部门权限 (what a department may hand out) and the grants of its roles (部门角色授权). */
export function departPermissionRoutes(app: Api, ctx: AppContext): void {
  // The whole grant tree, for choosing a department's permissions without the right to authorise roles.
  app.get(`${PATH}/queryTreeList`, departPerm, async () => ok(await permissionTree(ctx)));

  app.get(
    '/sys/permission/queryDepartPermission',
    { ...departPerm, schema: { querystring: departIdQuery } },
    async (request) => ok(await departPermissionsOf(ctx, currentUser(request), request.query.departId)),
  );

  app.post(
    '/sys/permission/saveDepartPermission',
    { ...departPerm, schema: { body: saveDepartPermissionSchema } },
    async (request) => {
      const input = request.body;
      await saveDepartPermissions(ctx, currentUser(request), input.departId, splitIds(input.permissionIds));
      return ok(null, '保存成功！');
    },
  );

  app.get(
    `${PATH}/datarule/:permissionId/:departId`,
    { ...departPerm, schema: { params: departRuleParams } },
    async (request) => {
      const { permissionId, departId } = request.params;
      return ok(await departDataRule(ctx, currentUser(request), permissionId, departId));
    },
  );

  app.get(
    `${PATH}/datarule/:permissionId/:departId/:roleId`,
    { ...rolePerm, schema: { params: deptRoleRuleParams } },
    async (request) => {
      const { permissionId, departId, roleId } = request.params;
      return ok(await deptRoleDataRule(ctx, currentUser(request), permissionId, departId, roleId));
    },
  );

  // One route for both choices, as the family has it; a role's choice also needs the department-role right.
  app.post(`${PATH}/datarule`, { ...departPerm, schema: { body: saveRuleSchema } }, async (request) => {
    const { roleId, ...input } = request.body;
    const auth = currentUser(request);
    if (!roleId) {
      await saveDepartDataRule(ctx, auth, input);
      return ok(null, '保存成功！');
    }
    if (!(await userHasPermission(ctx.db.kysely, auth.userId, DEPART_ROLE))) throw forbidden();
    await saveDeptRoleDataRule(ctx, auth, { ...input, roleId });
    return ok(null, '保存成功！');
  });

  app.get(
    `${PATH}/queryTreeListForDeptRole`,
    { ...rolePerm, schema: { querystring: departIdQuery } },
    async (request) => ok(await deptRoleTree(ctx, currentUser(request), request.query.departId)),
  );

  app.get(
    `${PATH}/queryDeptRolePermission`,
    { ...rolePerm, schema: { querystring: roleIdQuery } },
    async (request) => ok(await deptRolePermissionIds(ctx, currentUser(request), request.query.roleId)),
  );

  app.post(
    `${PATH}/saveDeptRolePermission`,
    { ...rolePerm, schema: { body: saveDeptRolePermissionSchema } },
    async (request) => {
      const input = request.body;
      await saveDeptRolePermissions(
        ctx,
        currentUser(request),
        input.roleId,
        splitIds(input.permissionIds),
        request.ip,
      );
      return ok(null, '保存成功！');
    },
  );
}

import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../core/crud/duplicateCheck.ts';
import { scopedListRequest } from '../../core/crud/scoped.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { listQuerySchema } from '../../core/query/listQuerySchema.ts';
import { runList } from '../../core/query/runList.ts';
import { ok } from '../../core/result.ts';
import { departById } from '../depart/service.ts';
import { deptRoleChoice, setUserDeptRoles, userRoleLinksIn } from './roleUsers.ts';
import {
  departRoleAdd,
  departRoleEdit,
  departRoleListQuery,
  deptRoleUserAdd,
  deptRoleUsersQuery,
} from './schema.ts';
import {
  addDepartRole,
  deleteDepartRoles,
  departRoleEntity,
  departRolesOf,
  editDepartRole,
} from './service.ts';

const PATH = '/sys/sysDepartRole';
const PERMISSION = 'system:depart:role';
const perm = { config: { permission: PERMISSION } };

/** 部门角色: the roles of one department, and which of its users has which. */
export function departRoleRoutes(app: Api, ctx: AppContext): void {
  // A department role's code: unique within its department.
  registerCheckable('sys_depart_role', {
    fields: { role_code: 'role_code', roleCode: 'role_code' },
    groupColumn: 'depart_id',
  });
  const listSchema = { querystring: listQuerySchema(departRoleEntity, departRoleListQuery) };
  app.get(`${PATH}/list`, { ...perm, schema: listSchema }, async (request) => {
    const query = request.query;
    const { deptId } = query;
    const auth = currentUser(request);
    const listRequest = await scopedListRequest(ctx, auth, departRoleEntity, query);
    await departById(ctx, auth, deptId);
    const roles = departRolesOf(ctx.db.kysely, deptId);
    return ok(await runList(ctx, departRoleEntity, listRequest, roles, (qb) => qb.selectAll()));
  });

  app.post(`${PATH}/add`, { ...perm, schema: { body: departRoleAdd } }, async (request) => {
    const { departId, ...input } = request.body;
    await addDepartRole(ctx, currentUser(request), departId, input);
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, { ...perm, schema: { body: departRoleEdit } }, async (request) => {
    const { id, ...input } = request.body;
    await editDepartRole(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, PERMISSION, (request, ids) => deleteDepartRoles(ctx, currentUser(request), ids));

  app.get(
    `${PATH}/getDeptRoleList`,
    { ...perm, schema: { querystring: deptRoleUsersQuery } },
    async (request) => {
      const { departId, userId } = request.query;
      return ok(await deptRoleChoice(ctx, currentUser(request), departId, userId));
    },
  );

  app.get(
    `${PATH}/getDeptRoleByUserId`,
    { ...perm, schema: { querystring: deptRoleUsersQuery } },
    async (request) => {
      const { departId, userId } = request.query;
      return ok(await userRoleLinksIn(ctx, currentUser(request), departId, userId));
    },
  );

  app.post(`${PATH}/deptRoleUserAdd`, { ...perm, schema: { body: deptRoleUserAdd } }, async (request) => {
    await setUserDeptRoles(ctx, currentUser(request), request.body);
    return ok(null, '保存成功！');
  });
}

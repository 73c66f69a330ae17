import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProbeRequest, ruleLimitedUser, send } from './support/recordScope.ts';
import { userIdOf } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * The roles, role users and grants of one department (部门角色, 部门权限) obey the data rules of 部门管理:
 * a user whose rule leaves a department out can neither read nor change any of them.
 */
let server: TestServer;
let admin: string;
let scoped: string;
let memberId: string;

const POSITION = 'menu_system_position';
const HELD = ['menu_system', POSITION, 'btn_position_list'];
const RULE = 'dsub_rule_position';

/**
 * A department with two roles, a member holding the first, and grants with a data-rule choice on each
 * level.
 */
interface Depart {
  id: string;
  roleId: string;
  spareRoleId: string;
}
let inside: Depart;
let outside: Depart;

const db = () => server.ctx.db.kysely;
const sorted = (ids: readonly string[]) => [...ids].sort();

async function asAdmin(request: ProbeRequest): Promise<void> {
  const answer = await send(server, admin, request);
  if (!answer.body.success) throw new Error(`${request.path}: ${answer.body.message}`);
}

async function department(departName: string): Promise<Depart> {
  await asAdmin({ method: 'POST', path: '/sys/sysDepart/add', body: { departName } });
  const { id } = await db()
    .selectFrom('sysDepart')
    .select('id')
    .where('departName', '=', departName)
    .executeTakeFirstOrThrow();
  await asAdmin({
    method: 'POST',
    path: '/sys/user/editSysDepartWithUser',
    body: { depId: id, userIdList: [memberId] },
  });
  await asAdmin({
    method: 'POST',
    path: '/sys/permission/saveDepartPermission',
    body: { departId: id, permissionIds: HELD.join(',') },
  });
  await asAdmin({
    method: 'POST',
    path: '/sys/sysDepartPermission/datarule',
    body: { permissionId: POSITION, departId: id, dataRuleIds: RULE },
  });
  await asAdmin({
    method: 'POST',
    path: '/sys/sysDepartRole/add',
    body: { departId: id, roleName: '站点文员', roleCode: 'clerk' },
  });
  await asAdmin({
    method: 'POST',
    path: '/sys/sysDepartRole/add',
    body: { departId: id, roleName: '站点助理', roleCode: 'helper' },
  });
  const roleId = async (roleCode: string) =>
    (
      await db()
        .selectFrom('sysDepartRole')
        .select('id')
        .where('departId', '=', id)
        .where('roleCode', '=', roleCode)
        .executeTakeFirstOrThrow()
    ).id;
  const role = { id: await roleId('clerk') };
  await asAdmin({
    method: 'POST',
    path: '/sys/sysDepartPermission/saveDeptRolePermission',
    body: { roleId: role.id, permissionIds: HELD.join(',') },
  });
  await asAdmin({
    method: 'POST',
    path: '/sys/sysDepartPermission/datarule',
    body: { permissionId: POSITION, departId: id, roleId: role.id, dataRuleIds: RULE },
  });
  await asAdmin({
    method: 'POST',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    body: { userId: memberId, newRoleId: role.id, oldRoleId: '' },
  });
  return { id, roleId: role.id, spareRoleId: await roleId('helper') };
}

/** Everything stored under a department: its roles, their users and grants, its own grants. */
async function storedUnder(departId: string) {
  const roles = await db()
    .selectFrom('sysDepartRole')
    .selectAll()
    .where('departId', '=', departId)
    .orderBy('id')
    .execute();
  const roleIds = roles.map((r) => r.id);
  return {
    roles,
    roleUsers:
      roleIds.length === 0
        ? []
        : await db()
            .selectFrom('sysDepartRoleUser')
            .selectAll()
            .where('droleId', 'in', roleIds)
            .orderBy('id')
            .execute(),
    roleGrants: await db()
      .selectFrom('sysDepartRolePermission')
      .selectAll()
      .where('departId', '=', departId)
      .orderBy('id')
      .execute(),
    departGrants: await db()
      .selectFrom('sysDepartPermission')
      .selectAll()
      .where('departId', '=', departId)
      .orderBy('id')
      .execute(),
  };
}

interface RuleChoice {
  datarule: { id: string }[];
  drChecked: string;
}

/**
 * Every route that reads or changes something of one department, and what it does to a department inside
 * the rule; the changes come last, the deletions of its roles at the very end.
 */
const ROUTES: {
  request: (d: Depart) => ProbeRequest;
  inside: (result: unknown, d: Depart) => Promise<void> | void;
}[] = [
  {
    request: (d) => ({ method: 'GET', path: `/sys/sysDepartRole/list?deptId=${d.id}` }),
    inside: (result, d) => {
      const ids = (result as PageResult<{ id: string }>).records.map((r) => r.id);
      expect(sorted(ids)).toEqual(sorted([d.roleId, d.spareRoleId]));
    },
  },
  {
    request: (d) => ({
      method: 'GET',
      path: `/sys/sysDepartRole/getDeptRoleList?departId=${d.id}&userId=${memberId}`,
    }),
    inside: (result, d) => {
      const choice = result as { deptRoleList: { id: string }[]; userRoles: string[] };
      expect(sorted(choice.deptRoleList.map((r) => r.id))).toEqual(sorted([d.roleId, d.spareRoleId]));
      expect(choice.userRoles).toEqual([d.roleId]);
    },
  },
  {
    request: (d) => ({
      method: 'GET',
      path: `/sys/sysDepartRole/getDeptRoleByUserId?departId=${d.id}&userId=${memberId}`,
    }),
    inside: (result, d) => {
      expect(result).toEqual([{ id: expect.any(String), userId: memberId, droleId: d.roleId }]);
    },
  },
  {
    request: (d) => ({ method: 'GET', path: `/sys/permission/queryDepartPermission?departId=${d.id}` }),
    inside: (result) => {
      expect(sorted(result as string[])).toEqual(sorted(HELD));
    },
  },
  {
    request: (d) => ({ method: 'GET', path: `/sys/sysDepartPermission/datarule/${POSITION}/${d.id}` }),
    inside: (result) => {
      expect((result as RuleChoice).drChecked).toBe(RULE);
    },
  },
  {
    request: (d) => ({
      method: 'GET',
      path: `/sys/sysDepartPermission/datarule/${POSITION}/${d.id}/${d.roleId}`,
    }),
    inside: (result) => {
      expect(result).toEqual({ datarule: [expect.objectContaining({ id: RULE })], drChecked: RULE });
    },
  },
  {
    request: (d) => ({
      method: 'GET',
      path: `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${d.id}`,
    }),
    inside: (result) => {
      expect(sorted((result as { ids: string[] }).ids)).toEqual(sorted(HELD));
    },
  },
  {
    request: (d) => ({
      method: 'GET',
      path: `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${d.roleId}`,
    }),
    inside: (result) => {
      expect(sorted(result as string[])).toEqual(sorted(HELD));
    },
  },
  {
    request: (d) => ({
      method: 'PUT',
      path: '/sys/sysDepartRole/edit',
      body: { id: d.roleId, roleName: '站点文书', roleCode: 'clerk' },
    }),
    inside: async (_result, d) => {
      const roles = (await storedUnder(d.id)).roles;
      expect(roles.find((r) => r.id === d.roleId)?.roleName).toBe('站点文书');
    },
  },
  {
    request: (d) => ({
      method: 'POST',
      path: '/sys/sysDepartPermission/datarule',
      body: { permissionId: POSITION, departId: d.id, roleId: d.roleId, dataRuleIds: '' },
    }),
    inside: async (_result, d) => {
      const grants = (await storedUnder(d.id)).roleGrants;
      expect(grants.find((g) => g.permissionId === POSITION)?.dataRuleIds).toBeNull();
    },
  },
  {
    request: (d) => ({
      method: 'POST',
      path: '/sys/sysDepartPermission/datarule',
      body: { permissionId: POSITION, departId: d.id, dataRuleIds: '' },
    }),
    inside: async (_result, d) => {
      const grants = (await storedUnder(d.id)).departGrants;
      expect(grants.find((g) => g.permissionId === POSITION)?.dataRuleIds).toBeNull();
    },
  },
  {
    request: (d) => ({
      method: 'POST',
      path: '/sys/sysDepartPermission/saveDeptRolePermission',
      body: { roleId: d.roleId, permissionIds: `menu_system,${POSITION}` },
    }),
    inside: async (_result, d) => {
      const grants = (await storedUnder(d.id)).roleGrants.map((g) => g.permissionId);
      expect(sorted(grants)).toEqual(sorted(['menu_system', POSITION]));
    },
  },
  {
    // The department loses the position menu, and its role with it.
    request: (d) => ({
      method: 'POST',
      path: '/sys/permission/saveDepartPermission',
      body: { departId: d.id, permissionIds: 'menu_system' },
    }),
    inside: async (_result, d) => {
      const stored = await storedUnder(d.id);
      expect(stored.departGrants.map((g) => g.permissionId)).toEqual(['menu_system']);
      expect(stored.roleGrants.map((g) => g.permissionId)).toEqual(['menu_system']);
    },
  },
  {
    request: (d) => ({
      method: 'POST',
      path: '/sys/sysDepartRole/deptRoleUserAdd',
      body: { userId: memberId, newRoleId: '', oldRoleId: d.roleId },
    }),
    inside: async (_result, d) => {
      expect((await storedUnder(d.id)).roleUsers).toEqual([]);
    },
  },
  {
    request: (d) => ({
      method: 'POST',
      path: '/sys/sysDepartRole/add',
      body: { departId: d.id, roleName: '站点协理', roleCode: 'assistant' },
    }),
    inside: async (_result, d) => {
      const codes = (await storedUnder(d.id)).roles.map((r) => r.roleCode);
      expect(codes.sort()).toEqual(['assistant', 'clerk', 'helper']);
    },
  },
  {
    request: (d) => ({ method: 'DELETE', path: `/sys/sysDepartRole/delete?id=${d.roleId}` }),
    inside: async (_result, d) => {
      const stored = await storedUnder(d.id);
      expect(stored.roles.map((r) => r.roleCode).sort()).toEqual(['assistant', 'helper']);
      expect(stored.roleGrants).toEqual([]);
    },
  },
  {
    request: (d) => ({ method: 'GET', path: `/sys/sysDepartRole/deleteBatch?ids=${d.spareRoleId},` }),
    inside: async (_result, d) => {
      expect((await storedUnder(d.id)).roles.map((r) => r.roleCode)).toEqual(['assistant']);
    },
  },
];

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  memberId = await userIdOf(server, 'fuwu');
  await db()
    .insertInto('sysPermissionDataRule')
    .values({
      id: RULE,
      permissionId: POSITION,
      ruleName: '只看自己创建的',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status: '1',
      createBy: 'test',
      createTime: '2026-01-01 00:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
  scoped = (
    await ruleLimitedUser(server, admin, 'departsub', [
      { component: 'system/DepartList', column: 'departName', condition: 'RIGHT_LIKE', value: 'scope_in' },
    ])
  ).token;
  inside = await department('scope_in_东站');
  outside = await department('scope_out_西站');
}, 60_000);
afterAll(() => server.close());

describe('a department outside the rule of 部门管理', () => {
  it('refuses every read and change of its roles, role users and grants, and changes nothing', async () => {
    const before = await storedUnder(outside.id);
    for (const route of ROUTES) {
      const request = route.request(outside);
      const answer = await send(server, scoped, request);
      expect({ path: request.path, success: answer.body.success, message: answer.body.message }).toEqual({
        path: request.path,
        success: false,
        message: '未找到对应的部门',
      });
      expect(answer.body.result ?? null).toBeNull();
    }
    expect(await storedUnder(outside.id)).toEqual(before);
  });

  it('refuses a batch deletion reaching into it as a whole', async () => {
    const [insideBefore, outsideBefore] = [await storedUnder(inside.id), await storedUnder(outside.id)];
    const batch = `/sys/sysDepartRole/deleteBatch?ids=${inside.roleId},${outside.roleId},`;
    expect((await send(server, scoped, { method: 'GET', path: batch })).body.message).toBe(
      '未找到对应的部门',
    );
    expect(await storedUnder(inside.id)).toEqual(insideBefore);
    expect(await storedUnder(outside.id)).toEqual(outsideBefore);
  });

  it('stays open to a user without rules', async () => {
    const roles = await server.get<PageResult<{ id: string }>>(
      `/sys/sysDepartRole/list?deptId=${outside.id}`,
      admin,
    );
    expect(sorted(roles.body.result.records.map((r) => r.id))).toEqual(
      sorted([outside.roleId, outside.spareRoleId]),
    );
    const edit = { id: outside.roleId, roleName: '西站文书', roleCode: 'clerk' };
    expect((await server.put('/sys/sysDepartRole/edit', edit, admin)).body.message).toBe('编辑成功!');
  });
});

describe('a department inside the rule of 部门管理', () => {
  it('serves every read and change of its roles, role users and grants', async () => {
    for (const route of ROUTES) {
      const request = route.request(inside);
      const answer = await send(server, scoped, request);
      expect({ path: request.path, success: answer.body.success }).toEqual({
        path: request.path,
        success: true,
      });
      await route.inside(answer.body.result, inside);
    }
    expect(await storedUnder(inside.id)).toEqual({
      roles: [expect.objectContaining({ roleCode: 'assistant' })],
      roleUsers: [],
      roleGrants: [],
      departGrants: [expect.objectContaining({ permissionId: 'menu_system' })],
    });
  });
});

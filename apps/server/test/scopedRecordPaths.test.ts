import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MenuRule, ruleLimitedUser } from './support/recordScope.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * The by-id paths of users, departments and tenants beyond list, queryById, edit, delete and export
 * (those are in recordScope.test.ts): a user whose data rules leave a record out can neither read nor
 * change it through them either.
 */
const PASSWORD = 'Scope-pass-2026';
let server: TestServer;
let admin: string;
let scoped: string;

const db = () => server.ctx.db.kysely;

/** The data rule on each menu: users of 东城服务站, roles, departments and tenants named scope_in…. */
const RULES: MenuRule[] = [
  { component: 'system/UserList', column: 'orgCode', condition: 'RIGHT_LIKE', value: 'A01A01' },
  { component: 'system/RoleList', column: 'roleCode', condition: 'RIGHT_LIKE', value: 'scope_in' },
  { component: 'system/DepartList', column: 'departName', condition: 'RIGHT_LIKE', value: 'scope_in' },
  { component: 'system/TenantList', column: 'name', condition: 'RIGHT_LIKE', value: 'scope_in' },
];

const userId = async (username: string) =>
  (await db().selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirstOrThrow())
    .id;

async function addUser(username: string, depart: string): Promise<string> {
  const res = await server.post(
    '/sys/user/add',
    {
      username,
      realname: username,
      password: PASSWORD,
      selectedroles: 'role_staff',
      selecteddeparts: depart,
    },
    admin,
  );
  expect(res.body.success).toBe(true);
  return userId(username);
}

async function addDepart(departName: string, parentId?: string): Promise<string> {
  const res = await server.post('/sys/sysDepart/add', { departName, parentId }, admin);
  expect(res.body.success).toBe(true);
  return (
    await db()
      .selectFrom('sysDepart')
      .select('id')
      .where('departName', '=', departName)
      .executeTakeFirstOrThrow()
  ).id;
}

const refusedWith = (answer: { status: number; body: { success: boolean; message: string } }) =>
  answer.body.success ? 'allowed' : answer.body.message;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  scoped = (await ruleLimitedUser(server, admin, 'scopedpaths', RULES)).token;
}, 60_000);
afterAll(() => server.close());

describe('用户管理: one user', () => {
  let east: string;
  let west: string;
  beforeAll(async () => {
    east = await addUser('eastuser', 'dep_east');
    west = await addUser('westuser', 'dep_west');
  });

  it('reads the roles and departments of a user inside the rule only', async () => {
    expect(
      (await server.get<string[]>(`/sys/user/queryUserRole?userid=${east}`, scoped)).body.result,
    ).toEqual(['role_staff']);
    expect(refusedWith(await server.get(`/sys/user/queryUserRole?userid=${west}`, scoped))).toBe(
      '未找到对应的用户',
    );
    expect(refusedWith(await server.get(`/sys/user/userDepartList?userId=${east}`, scoped))).toBe('allowed');
    const outside = await server.get(`/sys/user/userDepartList?userId=${west}`, scoped);
    expect(refusedWith(outside)).toBe('未找到对应的用户');
    expect(JSON.stringify(outside.body.result ?? null)).not.toContain('西城');
  });

  it('freezes and resets the password of users inside the rule only, a batch all or nothing', async () => {
    const stored = (id: string) =>
      db()
        .selectFrom('sysUser')
        .select(['status', 'password'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const before = await stored(west);
    expect(refusedWith(await server.put('/sys/user/frozenBatch', { ids: west, status: 2 }, scoped))).toBe(
      '未找到对应的用户',
    );
    expect(
      refusedWith(await server.put('/sys/user/frozenBatch', { ids: `${east},${west},`, status: 2 }, scoped)),
    ).toBe('未找到对应的用户');
    expect((await stored(east)).status).toBe(1);
    const reset = { username: 'westuser', password: 'Other-pass-2026', confirmpassword: 'Other-pass-2026' };
    expect(refusedWith(await server.put('/sys/user/changePassword', reset, scoped))).toBe('未找到对应的用户');
    expect(await stored(west)).toEqual(before);

    expect((await server.put('/sys/user/frozenBatch', { ids: east, status: 2 }, scoped)).body.message).toBe(
      '冻结成功!',
    );
    expect((await stored(east)).status).toBe(2);
    await server.put('/sys/user/frozenBatch', { ids: east, status: 1 }, scoped);
    const own = { ...reset, username: 'eastuser' };
    expect((await server.put('/sys/user/changePassword', own, scoped)).body.message).toBe('密码修改成功！');
    expect((await server.login('eastuser', 'Other-pass-2026')).success).toBe(true);
  });

  it('shows, restores and purges only users inside the rule in the recycle bin', async () => {
    expect((await server.get(`/sys/user/deleteBatch?ids=${east},${west},`, admin)).body.success).toBe(true);
    const bin = await server.get<{ id: string }[]>('/sys/user/recycleBin', scoped);
    expect(bin.body.result.map((u) => u.id)).toEqual([east]);
    expect(
      refusedWith(await server.put('/sys/user/putRecycleBin', { userIds: `${east},${west}` }, scoped)),
    ).toBe('未找到对应的用户');
    expect(refusedWith(await server.del(`/sys/user/deleteRecycleBin?userIds=${east},${west}`, scoped))).toBe(
      '未找到对应的用户',
    );
    const kept = await db()
      .selectFrom('sysUser')
      .select(['id', 'delFlag'])
      .where('id', 'in', [east, west])
      .execute();
    expect(kept.map((u) => u.delFlag)).toEqual([1, 1]);
    expect((await server.put('/sys/user/putRecycleBin', { userIds: east }, scoped)).body.message).toBe(
      '还原成功!',
    );
    expect((await server.put('/sys/user/putRecycleBin', { userIds: west }, admin)).body.success).toBe(true);
  });

  it('gives users only the roles and departments inside the rules of 角色管理 and 部门管理', async () => {
    const addRole = async (roleCode: string) => {
      const res = await server.post('/sys/role/add', { roleName: roleCode, roleCode }, admin);
      expect(res.body.success).toBe(true);
      return (
        await db()
          .selectFrom('sysRole')
          .select('id')
          .where('roleCode', '=', roleCode)
          .executeTakeFirstOrThrow()
      ).id;
    };
    const [roleIn, roleOut] = [await addRole('scope_in_role'), await addRole('scope_out_role')];
    const [departIn, departOut] = [
      await addDepart('scope_in_用户部门'),
      await addDepart('scope_out_用户部门'),
    ];
    const links = async (id: string) => ({
      roles: (await db().selectFrom('sysUserRole').select('roleId').where('userId', '=', id).execute()).map(
        (r) => r.roleId,
      ),
      departs: (
        await db().selectFrom('sysUserDepart').select('depId').where('userId', '=', id).execute()
      ).map((d) => d.depId),
    });
    const edit = (selectedroles: string, selecteddeparts: string) =>
      server.put(
        '/sys/user/edit',
        { id: east, realname: 'eastuser', selectedroles, selecteddeparts },
        scoped,
      );
    const before = await links(east);
    expect(refusedWith(await edit(roleOut, departIn))).toBe('未找到对应的角色');
    expect(refusedWith(await edit(`${roleIn},${roleOut}`, departIn))).toBe('未找到对应的角色');
    expect(refusedWith(await edit(roleIn, departOut))).toBe('未找到对应的部门');
    expect(refusedWith(await edit(roleIn, 'dep_east'))).toBe('未找到对应的部门');
    expect(await links(east)).toEqual(before);

    const added = (selectedroles: string, selecteddeparts: string) =>
      server.post(
        '/sys/user/add',
        { username: 'scopelinks', realname: '范围用户', password: PASSWORD, selectedroles, selecteddeparts },
        scoped,
      );
    expect(refusedWith(await added(roleOut, departIn))).toBe('未找到对应的角色');
    expect(refusedWith(await added(roleIn, departOut))).toBe('未找到对应的部门');
    expect(
      await db().selectFrom('sysUser').select('id').where('username', '=', 'scopelinks').execute(),
    ).toEqual([]);

    expect((await edit(roleIn, departIn)).body.message).toBe('编辑成功!');
    expect(await links(east)).toEqual({ roles: [roleIn], departs: [departIn] });
    const back = { selectedroles: before.roles.join(','), selecteddeparts: before.departs.join(',') };
    const restored = await server.put('/sys/user/edit', { id: east, realname: 'eastuser', ...back }, admin);
    expect(restored.body.success).toBe(true);
    await server.del(`/sys/sysDepart/deleteBatch?ids=${departIn},${departOut}`, admin);
    await server.del(`/sys/role/deleteBatch?ids=${roleIn},${roleOut}`, admin);
  });
});

describe('部门管理: one department', () => {
  interface Node {
    id: string;
    children?: Node[];
  }
  const ids = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
  let inside: string;
  let hiddenChild: string;
  let outside: string;

  beforeAll(async () => {
    inside = await addDepart('scope_in_上级');
    hiddenChild = await addDepart('隐藏的下级', inside);
    outside = await addDepart('scope_out_部门');
  });

  it('leaves the departments outside the rule out of every tree', async () => {
    const trees = [
      '/sys/sysDepart/queryTreeList',
      '/sys/sysDepart/queryIdTree',
      `/sys/sysDepart/searchBy?keyWord=scope`,
      '/sys/sysDepart/queryDepartTreeSync',
      `/sys/sysDepart/queryDepartTreeSync?pid=${inside}`,
    ];
    for (const path of trees) {
      const seen = ids((await server.get<Node[]>(path, scoped)).body.result);
      expect({ path, outside: seen.includes(outside), child: seen.includes(hiddenChild) }).toEqual({
        path,
        outside: false,
        child: false,
      });
    }
    expect(
      ids((await server.get<Node[]>('/sys/sysDepart/searchBy?keyWord=scope', scoped)).body.result),
    ).toEqual([inside]);
    expect(ids((await server.get<Node[]>('/sys/sysDepart/queryTreeList', admin)).body.result)).toEqual(
      expect.arrayContaining([outside, hiddenChild]),
    );
  });

  it('adds and removes members of a department inside the rule only', async () => {
    const member = await userId('fuwu');
    const memberships = (depId: string) =>
      db().selectFrom('sysUserDepart').select('userId').where('depId', '=', depId).execute();
    expect(
      refusedWith(
        await server.post(
          '/sys/user/editSysDepartWithUser',
          { depId: outside, userIdList: [member] },
          scoped,
        ),
      ),
    ).toBe('未找到对应的部门');
    expect(await memberships(outside)).toEqual([]);
    await server.post('/sys/user/editSysDepartWithUser', { depId: outside, userIdList: [member] }, admin);
    expect(
      refusedWith(await server.del(`/sys/user/deleteUserInDepart?depId=${outside}&userId=${member}`, scoped)),
    ).toBe('未找到对应的部门');
    expect(
      refusedWith(
        await server.del(`/sys/user/deleteUserInDepartBatch?depId=${outside}&userIds=${member},`, scoped),
      ),
    ).toBe('未找到对应的部门');
    expect(await memberships(outside)).toEqual([{ userId: member }]);

    expect(
      (await server.post('/sys/user/editSysDepartWithUser', { depId: inside, userIdList: [member] }, scoped))
        .body.message,
    ).toBe('添加成功!');
    expect(
      (await server.del(`/sys/user/deleteUserInDepart?depId=${inside}&userId=${member}`, scoped)).body
        .message,
    ).toBe('删除成功!');
    expect(await memberships(inside)).toEqual([]);
  });

  it('adds under a department inside the rule only, and deletes none whose subtree reaches outside it', async () => {
    expect(
      refusedWith(
        await server.post('/sys/sysDepart/add', { departName: 'scope_in_新', parentId: outside }, scoped),
      ),
    ).toBe('未找到对应的部门');
    expect(refusedWith(await server.del(`/sys/sysDepart/delete?id=${inside}`, scoped))).toBe(
      '未找到对应的部门',
    );
    const left = await db()
      .selectFrom('sysDepart')
      .select('id')
      .where('id', 'in', [inside, hiddenChild])
      .execute();
    expect(left).toHaveLength(2);

    expect(
      (await server.post('/sys/sysDepart/add', { departName: 'scope_in_下级', parentId: inside }, scoped))
        .body.message,
    ).toBe('添加成功！');
    await server.del(`/sys/sysDepart/delete?id=${hiddenChild}`, admin);
    expect((await server.del(`/sys/sysDepart/delete?id=${inside}`, scoped)).body.message).toBe('删除成功!');
    expect(
      await db().selectFrom('sysDepart').select('id').where('departName', 'like', 'scope_in%').execute(),
    ).toEqual([]);
  });
});

describe('租户管理: the tenants a user form offers', () => {
  it('offers the tenants inside the rule only', async () => {
    for (const [id, name] of [
      [9201, 'scope_in_租户'],
      [9202, 'scope_out_租户'],
    ] as const) {
      expect((await server.post('/sys/tenant/add', { id, name }, admin)).body.success).toBe(true);
    }
    const offered = async (query: string, token: string) =>
      (await server.get<{ id: number }[]>(`/sys/tenant/queryList${query}`, token)).body.result.map(
        (t) => t.id,
      );
    expect(await offered('', scoped)).toEqual([9201]);
    expect(await offered('?ids=9201,9202', scoped)).toEqual([9201]);
    expect(await offered('?ids=9202', admin)).toEqual([9202]);
    const page = await server.get<PageResult<{ id: number }>>('/sys/tenant/list', scoped);
    expect(page.body.result.records.map((t) => t.id)).toEqual([9201]);
    expect(refusedWith(await server.get('/sys/tenant/queryById?id=abc', scoped))).toBe('未找到对应的租户');
  });
});

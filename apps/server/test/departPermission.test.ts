import type { PageResult, PermissionResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf as seededUserId } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;
let staffId: string;

interface RuleChoice {
  datarule: { id: string; ruleName: string }[];
  drChecked: string;
}
interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}
interface DeptRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

const EAST = 'dep_east';
const WEST = 'dep_west';
const POSITION = 'menu_system_position';
const HELD = ['menu_system', POSITION, 'btn_position_list', 'btn_position_add'];

let ruleA: string;
let ruleB: string;

async function addRule(ruleName: string, second: number): Promise<string> {
  const id = `dprule_${second}`;
  await server.ctx.db.kysely
    .insertInto('sysPermissionDataRule')
    .values({
      id,
      permissionId: POSITION,
      ruleName,
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status: '1',
      createBy: 'test',
      createTime: `2026-01-01 00:00:0${second}`,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

const userIdOf = (username: string) => seededUserId(server, username);

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  staffId = await userIdOf('fuwu');
  ruleA = await addRule('只看自己创建的', 1);
  ruleB = await addRule('只看本部门的', 2);
});
afterAll(() => server.close());

const departPermissions = async (departId: string) =>
  (await server.get<string[]>(`/sys/permission/queryDepartPermission?departId=${departId}`, admin)).body
    .result;
const saveDepart = (departId: string, ids: string[]) =>
  server.post('/sys/permission/saveDepartPermission', { departId, permissionIds: ids.join(',') }, admin);
const roles = async (deptId: string, query = '') =>
  (await server.get<PageResult<DeptRole>>(`/sys/sysDepartRole/list?deptId=${deptId}${query}`, admin)).body
    .result;
const roleByCode = async (deptId: string, code: string) => {
  const found = (await roles(deptId)).records.find((r) => r.roleCode === code);
  if (!found) throw new Error(`no role ${code}`);
  return found;
};
const staffPermissions = async () =>
  (await server.get<PermissionResult>('/sys/permission/getUserPermissionByToken', staff)).body.result;

describe('department permissions (部门权限)', () => {
  it('starts empty and validates the department', async () => {
    expect(await departPermissions(EAST)).toEqual([]);
    const missing = await server.get('/sys/permission/queryDepartPermission', admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请选择部门');
    expect((await saveDepart('no_such_depart', HELD)).body).toMatchObject({
      success: false,
      message: '未找到对应的部门',
    });
    expect((await saveDepart(EAST, [...HELD, 'no_such_permission'])).body).toMatchObject({
      success: false,
      message: '权限不存在',
    });
    expect(await departPermissions(EAST)).toEqual([]);
  });

  it('serves the whole grant tree to choose from', async () => {
    const tree = await server.get<{ treeList: TreeNode[]; ids: string[] }>(
      '/sys/sysDepartPermission/queryTreeList',
      admin,
    );
    expect(tree.body.result.ids).toEqual(expect.arrayContaining(HELD));
    expect(tree.body.result.treeList.map((n) => n.title)).toContain('系统管理');
  });

  it('saves the set the department holds', async () => {
    const saved = await saveDepart(EAST, [...HELD, 'btn_position_delete']);
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！' });
    expect((await departPermissions(EAST)).sort()).toEqual([...HELD, 'btn_position_delete'].sort());
    const again = await server.post(
      '/sys/permission/saveDepartPermission',
      {
        departId: EAST,
        permissionIds: HELD.join(','),
        lastpermissionIds: [...HELD, 'btn_position_delete'].join(','),
      },
      admin,
    );
    expect(again.body.success).toBe(true);
    expect((await departPermissions(EAST)).sort()).toEqual([...HELD].sort());
  });

  it('chooses data rules per menu for the department', async () => {
    const path = `/sys/sysDepartPermission/datarule/${POSITION}/${EAST}`;
    const before = (await server.get<RuleChoice>(path, admin)).body.result;
    expect(before.datarule.map((r) => r.ruleName)).toEqual(['只看自己创建的', '只看本部门的']);
    expect(before.drChecked).toBe('');
    const none = await server.get(`/sys/sysDepartPermission/datarule/menu_system/${EAST}`, admin);
    expect(none.body).toMatchObject({ success: false, message: '未找到权限配置信息' });

    const save = (body: Record<string, unknown>) =>
      server.post('/sys/sysDepartPermission/datarule', body, admin);
    expect((await save({ permissionId: POSITION, departId: EAST, dataRuleIds: ruleA })).body.message).toBe(
      '保存成功！',
    );
    expect((await server.get<RuleChoice>(path, admin)).body.result.drChecked).toBe(ruleA);
    expect((await save({ permissionId: POSITION, departId: WEST, dataRuleIds: ruleA })).body).toMatchObject({
      success: false,
      message: '请先保存部门权限',
    });
    expect((await save({ permissionId: POSITION, departId: EAST, dataRuleIds: 'nope' })).body).toMatchObject({
      success: false,
      message: '所选数据规则不属于该菜单',
    });
    const invalid = await save({ departId: EAST, dataRuleIds: ruleA });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('请选择菜单');
  });
});

describe('department roles (部门角色)', () => {
  it('adds, finds, edits roles with codes unique within the department', async () => {
    expect((await roles(EAST)).total).toBe(0);
    const add = (body: Record<string, unknown>) => server.post('/sys/sysDepartRole/add', body, admin);
    expect((await add({ departId: EAST, roleName: '站点文员', roleCode: 'clerk' })).body.message).toBe(
      '添加成功！',
    );
    expect((await add({ departId: EAST, roleName: '重复', roleCode: 'clerk' })).body).toMatchObject({
      success: false,
      message: '角色编码已存在',
    });
    expect((await add({ departId: WEST, roleName: '西站文员', roleCode: 'clerk' })).body.success).toBe(true);
    expect((await add({ departId: EAST, roleName: '站点助理', roleCode: 'helper' })).body.success).toBe(true);
    const noName = await add({ departId: EAST, roleCode: 'x1' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('请输入部门角色名称');
    const noCode = await add({ departId: EAST, roleName: '无编码' });
    expect(noCode.body.message).toBe('请输入部门角色编码');
    expect((await add({ roleName: '无部门', roleCode: 'x2' })).body.message).toBe('请选择部门');
    expect((await add({ departId: 'no_such', roleName: '坏', roleCode: 'x3' })).body.message).toBe(
      '未找到对应的部门',
    );

    const east = await roles(EAST);
    expect(east.total).toBe(2);
    expect(east.records.every((r) => r.departId === EAST)).toBe(true);
    const found = await roles(EAST, `&roleName=${encodeURIComponent('*文员*')}`);
    expect(found.records.map((r) => r.roleCode)).toEqual(['clerk']);
    const paged = await roles(EAST, '&pageNo=2&pageSize=1');
    expect([paged.total, paged.records.length, paged.current]).toEqual([2, 1, 2]);
    const missing = await server.get('/sys/sysDepartRole/list', admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请选择部门');
    expect((await server.get(`/sys/sysDepartRole/list?deptId=${EAST}&nope=1`, admin)).status).toBe(400);

    const clerk = await roleByCode(EAST, 'clerk');
    const edit = (body: Record<string, unknown>) => server.put('/sys/sysDepartRole/edit', body, admin);
    expect(
      (await edit({ id: clerk.id, roleName: '站点文书', roleCode: 'clerk', description: '录入' })).body
        .message,
    ).toBe('编辑成功!');
    expect((await edit({ id: clerk.id, roleName: '站点文书', roleCode: 'helper' })).body.message).toBe(
      '角色编码已存在',
    );
    expect((await edit({ id: 'no_such', roleName: 'x', roleCode: 'x' })).body.message).toBe(
      '未找到对应的部门角色',
    );
    expect((await roleByCode(EAST, 'clerk')).roleName).toBe('站点文书');
  });

  it('checks a role code for the family’s form as the save does: within the edited role’s department', async () => {
    const [eastClerk, eastHelper, westClerk] = [
      await roleByCode(EAST, 'clerk'),
      await roleByCode(EAST, 'helper'),
      await roleByCode(WEST, 'clerk'),
    ];
    const check = async (code: string, dataId = '') =>
      (
        await server.get(
          `/sys/duplicate/check?tableName=sys_depart_role&fieldName=role_code&fieldVal=${code}&dataId=${dataId}`,
          staff,
        )
      ).body;
    const taken = { success: false, message: '该值不可用，系统中已存在！' };
    const free = { success: true, message: '该值可用！' };
    // Editing: the role keeps its code; a code of its own department is taken, another department's is not.
    expect(await check('clerk', westClerk.id)).toMatchObject(free);
    expect(await check('clerk', eastHelper.id)).toMatchObject(taken);
    expect(await check('helper', westClerk.id)).toMatchObject(free);
    expect(await check('helper', eastClerk.id)).toMatchObject(taken);
    // Adding names no department: a code any department uses is reported taken.
    expect(await check('clerk')).toMatchObject(taken);
    expect(await check('nobody_uses')).toMatchObject(free);
  });

  it('offers its roles only what the department holds', async () => {
    const tree = (
      await server.get<{ treeList: TreeNode[]; ids: string[] }>(
        `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${EAST}`,
        admin,
      )
    ).body.result;
    expect(tree.ids.sort()).toEqual([...HELD].sort());
    expect(tree.treeList.map((n) => n.title)).toEqual(['系统管理']);
    const position = tree.treeList[0]?.children?.[0];
    expect(position?.title).toBe('职务管理');
    expect(position?.children?.map((c) => c.title)).toEqual(['查看职务', '添加职务']);
    const west = await server.get<{ treeList: TreeNode[] }>(
      `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${WEST}`,
      admin,
    );
    expect(west.body.result.treeList).toEqual([]);

    const clerk = await roleByCode(EAST, 'clerk');
    const save = (ids: string[]) =>
      server.post(
        '/sys/sysDepartPermission/saveDeptRolePermission',
        { roleId: clerk.id, permissionIds: ids.join(',') },
        admin,
      );
    expect((await save(['menu_system', POSITION, 'btn_position_delete'])).body).toMatchObject({
      success: false,
      message: '部门未拥有所选权限，请先设置部门权限',
    });
    expect((await save(['menu_system', POSITION, 'btn_position_list'])).body.message).toBe('保存成功！');
    const granted = await server.get<string[]>(
      `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${clerk.id}`,
      admin,
    );
    expect(granted.body.result.sort()).toEqual(['btn_position_list', 'menu_system', POSITION].sort());
    const noRole = await server.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { permissionIds: '' },
      admin,
    );
    expect(noRole.status).toBe(400);
    expect(noRole.body.message).toBe('请选择角色');
    expect(
      (await server.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: 'no_such' }, admin))
        .body.message,
    ).toBe('未找到对应的部门角色');
  });

  it('chooses a role data rules among those the department chose', async () => {
    const clerk = await roleByCode(EAST, 'clerk');
    const helper = await roleByCode(EAST, 'helper');
    const westClerk = await roleByCode(WEST, 'clerk');
    const path = (roleId: string, departId = EAST) =>
      `/sys/sysDepartPermission/datarule/${POSITION}/${departId}/${roleId}`;
    const offered = (await server.get<RuleChoice>(path(clerk.id), admin)).body.result;
    expect(offered.datarule.map((r) => r.id)).toEqual([ruleA]);
    expect(offered.drChecked).toBe('');
    expect((await server.get(path(westClerk.id), admin)).body.message).toBe('该角色不属于此部门');

    const save = (roleId: string, dataRuleIds: string) =>
      server.post(
        '/sys/sysDepartPermission/datarule',
        { permissionId: POSITION, departId: EAST, roleId, dataRuleIds },
        admin,
      );
    expect((await save(clerk.id, ruleB)).body).toMatchObject({
      success: false,
      message: '所选数据规则不在部门的数据规则之内',
    });
    expect((await save(helper.id, ruleA)).body).toMatchObject({
      success: false,
      message: '请先保存部门角色授权',
    });
    expect((await save(clerk.id, ruleA)).body.message).toBe('保存成功！');
    expect((await server.get<RuleChoice>(path(clerk.id), admin)).body.result.drChecked).toBe(ruleA);

    // Without the department's choice, every enabled rule of the menu is offered.
    await server.post(
      '/sys/sysDepartPermission/datarule',
      { permissionId: POSITION, departId: EAST, dataRuleIds: '' },
      admin,
    );
    const all = (await server.get<RuleChoice>(path(clerk.id), admin)).body.result;
    expect(all.datarule.map((r) => r.id)).toEqual([ruleA, ruleB]);
    expect(all.drChecked).toBe(ruleA);
  });
});

describe('users and their department roles', () => {
  it('lists the roles of the department and which the user has; only members get them', async () => {
    const clerk = await roleByCode(EAST, 'clerk');
    const choice = async (userId: string) =>
      (
        await server.get<{ deptRoleList: DeptRole[]; userRoles: string[] }>(
          `/sys/sysDepartRole/getDeptRoleList?departId=${EAST}&userId=${userId}`,
          admin,
        )
      ).body.result;
    const before = await choice(staffId);
    expect(before.deptRoleList.map((r) => r.roleCode)).toEqual(['clerk', 'helper']);
    expect(before.userRoles).toEqual([]);
    const missing = await server.get(`/sys/sysDepartRole/getDeptRoleList?departId=${EAST}`, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请选择用户');

    const adminId = await userIdOf('admin');
    const assign = (body: Record<string, unknown>) =>
      server.post('/sys/sysDepartRole/deptRoleUserAdd', body, admin);
    expect((await assign({ userId: adminId, newRoleId: clerk.id, oldRoleId: '' })).body).toMatchObject({
      success: false,
      message: '该用户不属于此部门',
    });
    const westClerk = await roleByCode(WEST, 'clerk');
    expect((await assign({ userId: staffId, newRoleId: `${clerk.id},${westClerk.id}` })).body.message).toBe(
      '所选角色不属于同一部门',
    );
    expect((await assign({ userId: staffId, newRoleId: 'no_such' })).body.message).toBe('部门角色不存在');

    // Before: the staff member may not list positions.
    expect((await server.get('/sys/position/list', staff)).status).toBe(403);
    expect((await assign({ userId: staffId, newRoleId: clerk.id, oldRoleId: '' })).body.message).toBe(
      '保存成功！',
    );
    expect((await choice(staffId)).userRoles).toEqual([clerk.id]);
    // What the family's role-user dialog reads: the user's links to the department's roles.
    const links = async (departId: string) =>
      (
        await server.get<{ id: string; userId: string; droleId: string }[]>(
          `/sys/sysDepartRole/getDeptRoleByUserId?userId=${staffId}&departId=${departId}`,
          admin,
        )
      ).body.result;
    expect(await links(EAST)).toEqual([{ id: expect.any(String), userId: staffId, droleId: clerk.id }]);
    expect(await links(WEST)).toEqual([]);
    const noUser = await server.get(`/sys/sysDepartRole/getDeptRoleByUserId?departId=${EAST}`, admin);
    expect(noUser).toMatchObject({ status: 400, body: { message: '请选择用户' } });
  });

  it('gives a member what their department role holds', async () => {
    const perms = await staffPermissions();
    expect(perms.auth.map((a) => a.action)).toContain('system:position:list');
    expect(perms.auth.map((a) => a.action)).not.toContain('system:position:add');
    const system = perms.menu.find((m) => m.meta.title === '系统管理');
    expect(system?.children?.map((c) => c.meta.title)).toContain('职务管理');
    expect((await server.get('/sys/position/list', staff)).status).toBe(200);
    expect(
      (await server.post('/sys/position/add', { code: 'x', name: 'x', postRank: '1' }, staff)).status,
    ).toBe(403);
  });

  it('counts department roles only in departments the user belongs to', async () => {
    await saveDepart(WEST, ['menu_system', POSITION, 'btn_position_add']);
    const westClerk = await roleByCode(WEST, 'clerk');
    await server.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId: westClerk.id, permissionIds: ['menu_system', POSITION, 'btn_position_add'].join(',') },
      admin,
    );
    // A stale link to a role of a department the user is not in (written behind the API's back).
    await server.ctx.db.kysely
      .insertInto('sysDepartRoleUser')
      .values({ id: 'stale_link', userId: staffId, droleId: westClerk.id })
      .execute();
    expect((await staffPermissions()).auth.map((a) => a.action)).not.toContain('system:position:add');
    expect(
      (await server.post('/sys/position/add', { code: 'x', name: 'x', postRank: '1' }, staff)).status,
    ).toBe(403);
  });

  it('takes the permission away when the department loses it', async () => {
    const clerk = await roleByCode(EAST, 'clerk');
    expect((await saveDepart(EAST, ['menu_system', POSITION, 'btn_position_add'])).body.success).toBe(true);
    const granted = await server.get<string[]>(
      `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${clerk.id}`,
      admin,
    );
    expect(granted.body.result).not.toContain('btn_position_list');
    expect((await staffPermissions()).auth.map((a) => a.action)).not.toContain('system:position:list');
    expect((await server.get('/sys/position/list', staff)).status).toBe(403);
  });

  it('removes a user from all roles of the department, and with the department membership', async () => {
    const clerk = await roleByCode(EAST, 'clerk');
    const helper = await roleByCode(EAST, 'helper');
    const assign = (body: Record<string, unknown>) =>
      server.post('/sys/sysDepartRole/deptRoleUserAdd', body, admin);
    await assign({ userId: staffId, newRoleId: `${clerk.id},${helper.id}`, oldRoleId: clerk.id });
    const links = () =>
      server.ctx.db.kysely
        .selectFrom('sysDepartRoleUser')
        .select('droleId')
        .where('userId', '=', staffId)
        .where('droleId', 'in', [clerk.id, helper.id])
        .execute();
    expect((await links()).length).toBe(2);
    expect(
      (await assign({ userId: staffId, newRoleId: '', oldRoleId: `${clerk.id},${helper.id}` })).body.success,
    ).toBe(true);
    expect(await links()).toEqual([]);
    expect((await assign({ userId: staffId, newRoleId: '', oldRoleId: '' })).body.message).toBe('请选择部门');

    // Leaving the department ends its roles.
    const zhuguan = await userIdOf('zhuguan');
    await assign({ userId: zhuguan, newRoleId: helper.id, departId: EAST });
    await server.del(`/sys/user/deleteUserInDepart?depId=${EAST}&userId=${zhuguan}`, admin);
    const left = await server.ctx.db.kysely
      .selectFrom('sysDepartRoleUser')
      .select('id')
      .where('userId', '=', zhuguan)
      .execute();
    expect(left).toEqual([]);
  });

  it('deletes roles with their users and grants', async () => {
    const clerk = await roleByCode(EAST, 'clerk');
    const helper = await roleByCode(EAST, 'helper');
    await server.post('/sys/sysDepartRole/deptRoleUserAdd', { userId: staffId, newRoleId: clerk.id }, admin);
    expect((await server.del(`/sys/sysDepartRole/delete?id=${helper.id}`, admin)).body.message).toBe(
      '删除成功!',
    );
    expect((await server.get(`/sys/sysDepartRole/deleteBatch?ids=${clerk.id},`, admin)).body.message).toBe(
      '批量删除成功!',
    );
    expect((await roles(EAST)).total).toBe(0);
    const db = server.ctx.db.kysely;
    expect(
      await db
        .selectFrom('sysDepartRoleUser')
        .select('id')
        .where('droleId', 'in', [clerk.id, helper.id])
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('sysDepartRolePermission').select('id').where('roleId', '=', clerk.id).execute(),
    ).toEqual([]);
    expect((await server.get('/sys/sysDepartRole/deleteBatch', admin)).status).toBe(400);
  });
});

describe('access', () => {
  it('refuses every route to the staff user', async () => {
    const p = (method: 'get' | 'post' | 'put' | 'del', path: string) => ({ method, path });
    const routes = [
      p('get', '/sys/sysDepartPermission/queryTreeList'),
      p('get', `/sys/permission/queryDepartPermission?departId=${EAST}`),
      p('post', '/sys/permission/saveDepartPermission'),
      p('get', `/sys/sysDepartPermission/datarule/${POSITION}/${EAST}`),
      p('get', `/sys/sysDepartPermission/datarule/${POSITION}/${EAST}/x`),
      p('post', '/sys/sysDepartPermission/datarule'),
      p('get', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${EAST}`),
      p('get', '/sys/sysDepartPermission/queryDeptRolePermission?roleId=x'),
      p('post', '/sys/sysDepartPermission/saveDeptRolePermission'),
      p('get', `/sys/sysDepartRole/list?deptId=${EAST}`),
      p('post', '/sys/sysDepartRole/add'),
      p('put', '/sys/sysDepartRole/edit'),
      p('del', '/sys/sysDepartRole/delete?id=x'),
      p('get', '/sys/sysDepartRole/deleteBatch?ids=x'),
      p('get', `/sys/sysDepartRole/getDeptRoleList?departId=${EAST}&userId=x`),
      p('get', `/sys/sysDepartRole/getDeptRoleByUserId?departId=${EAST}&userId=x`),
      p('post', '/sys/sysDepartRole/deptRoleUserAdd'),
    ];
    for (const r of routes) {
      const answer =
        r.method === 'get' || r.method === 'del'
          ? await server[r.method](r.path, staff)
          : await server[r.method](
              r.path,
              { departId: EAST, roleId: 'x', userId: staffId, permissionIds: '' },
              staff,
            );
      expect({ route: r.path, status: answer.status }).toEqual({ route: r.path, status: 403 });
    }
  });

  it('needs the department-role right to choose a department role its data rules', async () => {
    const zhuguan = await server.tokenFor('zhuguan');
    const zhuguanId = await userIdOf('zhuguan');
    expect((await server.get(`/sys/permission/queryDepartPermission?departId=${EAST}`, zhuguan)).status).toBe(
      403,
    );
    await server.post('/sys/role/add', { roleName: '部门权限员', roleCode: 'depart_grantor' }, admin);
    const role = await server.ctx.db.kysely
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'depart_grantor')
      .executeTakeFirstOrThrow();
    await server.post(
      '/sys/permission/saveRolePermission',
      { roleId: role.id, permissionIds: 'menu_system,menu_system_depart,btn_depart_permission' },
      admin,
    );
    await server.post('/sys/user/addSysUserRole', { roleId: role.id, userIdList: [zhuguanId] }, admin);
    const save = (body: Record<string, unknown>) =>
      server.post('/sys/sysDepartPermission/datarule', body, zhuguan);
    expect((await save({ permissionId: POSITION, departId: EAST, dataRuleIds: ruleB })).body.success).toBe(
      true,
    );
    expect(
      (await save({ permissionId: POSITION, departId: EAST, roleId: 'x', dataRuleIds: ruleB })).status,
    ).toBe(403);
  });
});

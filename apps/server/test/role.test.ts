import type { PageResult, PermissionResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface Role {
  id: string;
  roleName: string;
  roleCode: string;
}
interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const roles = async (query = '') =>
  (await server.get<PageResult<Role>>(`/sys/role/list${query}`, admin)).body.result;
const userId = (username: string) => userIdOf(server, username);

describe('roles', () => {
  it('adds, finds, edits and refuses duplicates and bad codes', async () => {
    expect(
      (await server.post('/sys/role/add', { roleName: '志愿者', roleCode: 'volunteer' }, admin)).body.message,
    ).toBe('添加成功！');
    expect(
      (await server.post('/sys/role/add', { roleName: '重复', roleCode: 'volunteer' }, admin)).body.message,
    ).toBe('角色编码已存在: volunteer');
    expect(
      (await server.post('/sys/role/add', { roleName: '坏', roleCode: '1abc' }, admin)).body.message,
    ).toBe('角色编码须以字母开头，只含字母、数字和下划线');
    const found = await roles('?roleName=*志愿*');
    expect(found.records.map((r) => r.roleCode)).toEqual(['volunteer']);
    const id = found.records[0]?.id ?? '';
    expect(
      (await server.put('/sys/role/edit', { id, roleName: '志愿服务者', roleCode: 'volunteer' }, admin)).body
        .message,
    ).toBe('编辑成功!');
    const all = await server.get<Role[]>('/sys/role/queryall', staff);
    expect(all.body.result.map((r) => r.roleName)).toContain('志愿服务者');
  });

  it('grants menus and buttons to a role, which its users see at once', async () => {
    const tree = (await server.get<{ treeList: TreeNode[]; ids: string[] }>('/sys/role/queryTreeList', admin))
      .body.result;
    const system = tree.treeList.find((n) => n.title === '系统管理');
    const position = system?.children?.find((n) => n.title === '职务管理');
    expect(position?.children?.map((c) => c.title)).toContain('查看职务');
    const current = (
      await server.get<string[]>('/sys/permission/queryRolePermission?roleId=role_staff', admin)
    ).body.result;
    const listButton = position?.children?.find((c) => c.title === '查看职务')?.key ?? '';
    const save = await server.post(
      '/sys/permission/saveRolePermission',
      { roleId: 'role_staff', permissionIds: [...current, system?.key, position?.key, listButton].join(',') },
      admin,
    );
    expect(save.body.message).toBe('保存成功！');
    const perms = (await server.get<PermissionResult>('/sys/permission/getUserPermissionByToken', staff)).body
      .result;
    expect(perms.menu.map((m) => m.meta.title)).toEqual([
      '首页',
      '我的待办',
      '工单列表',
      '服务对象',
      '仪表盘',
      '系统管理',
    ]);
    expect(perms.auth.map((a) => a.action)).toContain('system:position:list');
    expect((await server.get('/sys/position/list', staff)).status).toBe(200);
    expect(
      (await server.post('/sys/position/add', { code: 'X', name: 'x', postRank: '1' }, staff)).status,
    ).toBe(403);

    await server.post(
      '/sys/permission/saveRolePermission',
      { roleId: 'role_staff', permissionIds: current.join(',') },
      admin,
    );
    expect((await server.get('/sys/position/list', staff)).status).toBe(403);
    const bogus = await server.post(
      '/sys/permission/saveRolePermission',
      { roleId: 'role_staff', permissionIds: 'nope' },
      admin,
    );
    expect(bogus.body.message).toBe('权限不存在');
  });

  it('adds users to a role and removes them', async () => {
    const volunteer = (await roles('?roleCode=volunteer')).records[0]?.id ?? '';
    const fuwu = await userId('fuwu');
    expect(
      (await server.post('/sys/user/addSysUserRole', { roleId: volunteer, userIdList: [fuwu] }, admin)).body
        .message,
    ).toBe('添加成功!');
    const members = await server.get<PageResult<{ username: string }>>(
      `/sys/user/list?roleId=${volunteer}`,
      admin,
    );
    expect(members.body.result.records.map((u) => u.username)).toEqual(['fuwu']);
    expect(
      (await server.del(`/sys/user/deleteUserRole?roleId=${volunteer}&userId=${fuwu}`, admin)).body.message,
    ).toBe('删除成功!');
    expect(
      (await server.get<PageResult<unknown>>(`/sys/user/list?roleId=${volunteer}`, admin)).body.result.total,
    ).toBe(0);
  });

  it('deletes roles with their grants, but never the admin role', async () => {
    const volunteer = (await roles('?roleCode=volunteer')).records[0]?.id ?? '';
    expect((await server.del(`/sys/role/delete?id=role_admin`, admin)).body.message).toBe(
      '管理员角色不能删除',
    );
    expect((await server.del(`/sys/role/delete?id=${volunteer}`, admin)).body.message).toBe('删除成功!');
    expect((await roles('?roleCode=volunteer')).total).toBe(0);
  });

  it('is refused to users without the permissions', async () => {
    expect((await server.get('/sys/role/list', staff)).status).toBe(403);
    expect((await server.get('/sys/role/queryTreeList', staff)).status).toBe(403);
    expect(
      (
        await server.post(
          '/sys/permission/saveRolePermission',
          { roleId: 'role_staff', permissionIds: '' },
          staff,
        )
      ).status,
    ).toBe(403);
    expect(
      (await server.post('/sys/user/addSysUserRole', { roleId: 'role_admin', userIdList: ['x'] }, staff))
        .status,
    ).toBe(403);
  });
});

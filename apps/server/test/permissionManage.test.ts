import * as XLSX from '@e965/xlsx';
import type { MenuEntry, PermissionResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface Entry {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  menuType: number;
  perms: string | null;
  permsType: string | null;
  sortNo: number;
  isLeaf: number;
  ruleFlag: number;
  status: string;
  hidden: number;
  keepAlive: number;
  alwaysShow: number;
  isRoute: number;
  internalOrExternal: number;
  children?: Entry[];
}

interface Rule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const SYSTEM = 'menu_system';
let stamp = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++stamp}`;

const tree = async (query = '') => {
  const { status, body } = await server.get<Entry[]>(`/sys/permission/list${query}`, admin);
  expect(status).toBe(200);
  return body.result;
};

const flatten = (nodes: Entry[]): Entry[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const find = async (name: string) => flatten(await tree()).find((e) => e.name === name);

async function addMenu(fields: Record<string, unknown>): Promise<Entry> {
  const name = String(fields.name ?? unique('菜单'));
  const answer = await server.post(
    '/sys/permission/add',
    {
      menuType: 1,
      parentId: SYSTEM,
      component: 'system/Other',
      url: `/system/${unique('m')}`,
      ...fields,
      name,
    },
    admin,
  );
  expect(answer.body).toMatchObject({ success: true, message: '添加成功！' });
  const entry = await find(name);
  if (!entry) throw new Error(`${name} was not added`);
  return entry;
}

const addButton = (parentId: string, perms: string, name = unique('按钮')) =>
  addMenu({ menuType: 2, parentId, perms, name });

const rules = async (permissionId: string, query = '') =>
  (
    await server.get<Rule[]>(
      `/sys/permission/queryPermissionRule?permissionId=${permissionId}${query}`,
      admin,
    )
  ).body.result;

describe('menu tree', () => {
  it('lists every menu, sub-menu and button as one ordered tree; leaves carry no children', async () => {
    const roots = await tree();
    expect(roots.map((r) => r.name)).toEqual([
      '首页',
      '我的待办',
      '工单列表',
      '服务对象',
      '服务月报',
      '月报查看',
      '仪表盘',
      '在线开发',
      '系统监控',
      '系统管理',
      '组件示例',
      '异常页',
    ]);
    const system = roots.find((r) => r.id === SYSTEM) as Entry;
    expect(system).toMatchObject({ id: SYSTEM, menuType: 0, parentId: null, url: '/system', isLeaf: 0 });
    const sortNos = (system.children ?? []).map((c) => c.sortNo);
    expect(sortNos).toEqual([...sortNos].sort((a, b) => a - b));
    const menus = system.children?.find((c) => c.id === 'menu_system_permission');
    expect(menus).toMatchObject({
      name: '菜单管理',
      menuType: 1,
      url: '/system/permission',
      component: 'system/PermissionList',
    });
    expect(menus?.children?.map((b) => b.perms)).toEqual([
      'system:permission:list',
      'system:permission:add',
      'system:permission:edit',
      'system:permission:delete',
      'system:permission:dataRule',
      'system:permission:export',
      'system:permission:import',
    ]);
    const button = menus?.children?.[0];
    expect(button).toMatchObject({ menuType: 2, permsType: '1', status: '1' });
    expect(button).not.toHaveProperty('children');
    expect(button).not.toHaveProperty('key');
    expect(button).not.toHaveProperty('title');
  });

  it('filters by name, keeping the matches with their ancestors', async () => {
    const found = await tree('?name=*菜单管理*');
    expect(found.map((r) => r.name)).toEqual(['系统管理']);
    expect(found[0]?.children?.map((c) => c.name)).toEqual(['菜单管理']);
    expect(found[0]?.children?.[0]).not.toHaveProperty('children');
    expect(await tree('?name=数据规则')).toMatchObject([
      { name: '系统管理', children: [{ name: '菜单管理', children: [{ name: '数据规则' }] }] },
    ]);
    expect(await tree('?name=*没有这个菜单*')).toEqual([]);
  });

  it('gives top-level menus and sub-menus by parent', async () => {
    const top = await server.get<Entry[]>('/sys/permission/getSystemMenuList', admin);
    expect(top.body.result.map((m) => m.name)).toEqual([
      '首页',
      '我的待办',
      '工单列表',
      '服务对象',
      '服务月报',
      '月报查看',
      '仪表盘',
      '在线开发',
      '系统监控',
      '系统管理',
      '组件示例',
      '异常页',
    ]);
    expect(top.body.result[7]).not.toHaveProperty('children');
    const sub = await server.get<Entry[]>(
      '/sys/permission/getSystemSubmenu?parentId=menu_system_permission',
      admin,
    );
    expect(sub.body.result).toHaveLength(7);
    const batch = await server.get<Record<string, Entry[]>>(
      '/sys/permission/getSystemSubmenuBatch?parentIds=menu_system_permission,menu_home,nope',
      admin,
    );
    expect(Object.keys(batch.body.result).sort()).toEqual(['menu_home', 'menu_system_permission', 'nope']);
    expect(batch.body.result.menu_system_permission).toHaveLength(7);
    expect(batch.body.result.nope).toEqual([]);
    expect((await server.get('/sys/permission/getSystemSubmenu', admin)).status).toBe(400);
  });
});

describe('adding and editing', () => {
  it('adds a sub-menu and a button, reads and edits them', async () => {
    const name = unique('康复档案');
    const url = `/system/${unique('kf')}`;
    const menu = await addMenu({
      name,
      url,
      component: 'system/UserList',
      componentName: 'KfList',
      icon: 'heart',
      sortNo: 3.5,
      keepAlive: true,
      hidden: '0',
      internalOrExternal: false,
      perms: 'ignored:for:menus',
    });
    expect(menu).toMatchObject({
      parentId: SYSTEM,
      url,
      icon: 'heart',
      sortNo: 3.5,
      keepAlive: 1,
      hidden: 0,
      isRoute: 1,
      isLeaf: 1,
      perms: null,
      status: '1',
    });
    const perms = `kf:${unique('p')}:add`;
    const button = await addButton(menu.id, perms);
    expect(button).toMatchObject({ parentId: menu.id, perms, permsType: '1', url: null, component: null });
    expect((await find(name))?.isLeaf).toBe(0);

    const byId = await server.get<Entry>(`/sys/permission/queryById?id=${button.id}`, admin);
    expect(byId.body.result).toMatchObject({ id: button.id, perms });
    expect((await server.get('/sys/permission/queryById?id=nope', admin)).body).toMatchObject({
      success: false,
      message: '未找到对应的菜单',
    });

    const edited = await server.put(
      '/sys/permission/edit',
      { ...button, name: '可编辑按钮', permsType: '2', status: '0' },
      admin,
    );
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await find('可编辑按钮')).toMatchObject({ id: button.id, permsType: '2', status: '0' });
  });

  it('refuses entries that lack what their type needs, and taken paths and codes', async () => {
    const refused = async (body: Record<string, unknown>) =>
      (await server.post('/sys/permission/add', body, admin)).body.message;
    const menu = {
      menuType: 1,
      parentId: SYSTEM,
      name: '新菜单',
      url: `/system/${unique('x')}`,
      component: 'a/B',
    };
    expect(await refused({ ...menu, name: ' ' })).toBe('请输入菜单名称');
    expect(await refused({ ...menu, menuType: 5 })).toBe('请选择菜单类型');
    expect(await refused({ ...menu, parentId: null })).toBe('请选择上级菜单');
    expect(await refused({ ...menu, parentId: 'nope' })).toBe('上级菜单不存在');
    expect(await refused({ ...menu, parentId: 'btn_permission_add' })).toBe('上级菜单必须是菜单，不能是按钮');
    expect(await refused({ ...menu, url: '' })).toBe('请输入访问路径');
    expect(await refused({ ...menu, component: '' })).toBe('请输入前端组件');
    expect(await refused({ ...menu, url: '/system/user' })).toBe('访问路径已存在');
    expect(await refused({ ...menu, sortNo: 'abc' })).toBe('排序必须是数字');
    expect(await refused({ ...menu, hidden: 'maybe' })).toBe('隐藏路由的值不正确');
    const button = { menuType: 2, parentId: 'menu_system_permission', name: '新按钮', perms: 'x:y:z' };
    expect(await refused({ ...button, perms: '' })).toBe('请输入授权标识');
    expect(await refused({ ...button, perms: 'system:user:add' })).toBe('授权标识已存在');
    expect(await refused({ ...button, permsType: '3' })).toBe('请选择授权策略');
    expect(await refused({ ...button, status: '9' })).toBe('请选择状态');
    // A top-level menu has no parent, whatever is sent.
    const top = await addMenu({
      menuType: 0,
      parentId: 'menu_system_permission',
      component: 'layouts/RouteView',
    });
    expect(top.parentId).toBeNull();
    expect((await tree()).map((r) => r.id)).toContain(top.id);
  });

  it('keeps parents right when an entry moves, and never under itself', async () => {
    const a = await addMenu({});
    const b = await addMenu({ parentId: a.id });
    const c = await addMenu({ parentId: b.id });
    const edit = (entry: Entry, patch: Record<string, unknown>) =>
      server.put('/sys/permission/edit', { ...entry, ...patch }, admin);
    expect((await edit(a, { parentId: a.id })).body.message).toBe('上级菜单不能是当前菜单或其下级');
    expect((await edit(a, { parentId: c.id })).body.message).toBe('上级菜单不能是当前菜单或其下级');
    expect((await edit(b, { menuType: 2, perms: unique('p:') })).body.message).toBe(
      '该菜单下还有下级，不能改为按钮',
    );
    expect((await edit(c, { url: a.url })).body.message).toBe('访问路径已存在');
    expect((await edit(c, { parentId: a.id })).body.success).toBe(true);
    expect((await find(b.name))?.isLeaf).toBe(1);
    expect(await find(a.name)).toMatchObject({ isLeaf: 0 });
    expect((await find(a.name))?.children?.map((x) => x.name).sort()).toEqual([b.name, c.name].sort());
    expect((await server.put('/sys/permission/edit', { ...c, id: 'nope' }, admin)).body.message).toBe(
      '未找到对应的菜单',
    );
  });
});

describe('deleting', () => {
  it('deletes an entry with everything below it, its grants and data rules', async () => {
    const menu = await addMenu({});
    const sub = await addMenu({ parentId: menu.id });
    const button = await addButton(sub.id, unique('del:'));
    const other = await addMenu({});
    await server.post(
      '/sys/permission/addPermissionRule',
      {
        permissionId: sub.id,
        ruleName: '本部门',
        ruleColumn: 'orgCode',
        ruleConditions: '=',
        ruleValue: 'A01',
      },
      admin,
    );
    const db = server.ctx.db.kysely;
    await db
      .insertInto('sysDepartPermission')
      .values({ id: unique('dp'), departId: 'dep_east', permissionId: sub.id, dataRuleIds: null })
      .execute();
    await db
      .insertInto('sysDepartRolePermission')
      .values({
        id: unique('drp'),
        departId: 'dep_east',
        roleId: 'drole',
        permissionId: button.id,
        dataRuleIds: null,
        operateDate: null,
        operateIp: null,
      })
      .execute();
    const ids = [menu.id, sub.id, button.id];
    const count = async (table: 'sysRolePermission' | 'sysDepartPermission' | 'sysDepartRolePermission') =>
      (await db.selectFrom(table).select('id').where('permissionId', 'in', ids).execute()).length;
    expect(await count('sysRolePermission')).toBe(3);

    expect((await server.get(`/sys/permission/delete?id=${menu.id}`, admin)).body.message).toBe('删除成功!');
    expect(await db.selectFrom('sysPermission').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(await count('sysRolePermission')).toBe(0);
    expect(await count('sysDepartPermission')).toBe(0);
    expect(await count('sysDepartRolePermission')).toBe(0);
    expect(
      await db.selectFrom('sysPermissionDataRule').select('id').where('permissionId', '=', sub.id).execute(),
    ).toEqual([]);
    expect(await find(other.name)).toBeDefined();

    const x = await addMenu({});
    const y = await addMenu({ parentId: x.id });
    const z = await addMenu({});
    const batch = await server.del(`/sys/permission/deleteBatch?ids=${y.id},${z.id},`, admin);
    expect(batch.body.message).toBe('批量删除成功!');
    expect(await find(z.name)).toBeUndefined();
    expect(await find(x.name)).toMatchObject({ isLeaf: 1 });
    expect((await server.get('/sys/permission/delete?id=nope', admin)).body.message).toBe('未找到对应的菜单');
  });
});

describe('data rules', () => {
  const rule = (permissionId: string, patch: Record<string, unknown> = {}) => ({
    permissionId,
    ruleName: '本部门',
    ruleColumn: 'orgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
    status: '1',
    ...patch,
  });

  it('adds, lists, queries, edits and deletes the rules of a menu, keeping its ruleFlag', async () => {
    const menu = await addMenu({ component: 'system/UserList' });
    const add = await server.post('/sys/permission/addPermissionRule', rule(menu.id), admin);
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    expect((await find(menu.name))?.ruleFlag).toBe(1);
    await server.post(
      '/sys/permission/addPermissionRule',
      rule(menu.id, {
        ruleName: '指定账号',
        ruleColumn: 'username',
        ruleConditions: 'IN',
        ruleValue: ' a， b,,c ',
      }),
      admin,
    );
    const all = await server.get<Rule[]>(
      `/sys/permission/getPermRuleListByPermId?permissionId=${menu.id}`,
      admin,
    );
    expect(all.body.result.map((r) => [r.ruleName, r.ruleColumn, r.ruleConditions, r.ruleValue])).toEqual([
      ['本部门', 'orgCode', 'RIGHT_LIKE', '#{sys_org_code}'],
      ['指定账号', 'username', 'IN', 'a,b,c'],
    ]);
    expect((await rules(menu.id, '&ruleName=*账号*')).map((r) => r.ruleName)).toEqual(['指定账号']);
    expect((await rules(menu.id, '&ruleColumn=org')).map((r) => r.ruleName)).toEqual(['本部门']);
    expect(await rules(menu.id, '&ruleName=本部门&ruleColumn=username')).toEqual([]);

    const first = all.body.result[0] as Rule;
    const edited = await server.put(
      '/sys/permission/editPermissionRule',
      { ...first, ruleValue: 'A01', ruleConditions: '=', status: '0', permissionId: 'menu_home' },
      admin,
    );
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await rules(menu.id, '&ruleName=本部门'))[0]).toMatchObject({
      permissionId: menu.id,
      ruleValue: 'A01',
      ruleConditions: '=',
      status: '0',
    });

    for (const r of all.body.result) {
      expect((await server.get(`/sys/permission/deletePermissionRule?id=${r.id}`, admin)).body.message).toBe(
        '删除成功!',
      );
    }
    expect(await rules(menu.id)).toEqual([]);
    expect((await find(menu.name))?.ruleFlag).toBe(0);
  });

  it('takes a deleted rule out of the grants that chose it', async () => {
    const menu = await addMenu({});
    await server.post('/sys/permission/addPermissionRule', rule(menu.id, { ruleValue: 'A01' }), admin);
    await server.post(
      '/sys/permission/addPermissionRule',
      rule(menu.id, { ruleName: '二', ruleValue: 'A02' }),
      admin,
    );
    const [one, two] = await rules(menu.id);
    const db = server.ctx.db.kysely;
    await db
      .updateTable('sysRolePermission')
      .set({ dataRuleIds: `${one?.id},${two?.id}` })
      .where('permissionId', '=', menu.id)
      .execute();
    await server.del(`/sys/permission/deletePermissionRule?id=${one?.id}`, admin);
    const grant = await db
      .selectFrom('sysRolePermission')
      .select('dataRuleIds')
      .where('permissionId', '=', menu.id)
      .executeTakeFirst();
    expect(grant?.dataRuleIds).toBe(two?.id);
  });

  it('refuses incomplete rules, unknown variables, buttons, and columns the list does not have', async () => {
    const menu = await addMenu({});
    const refused = async (body: Record<string, unknown>) =>
      (await server.post('/sys/permission/addPermissionRule', body, admin)).body.message;
    expect(await refused(rule(menu.id, { ruleName: '' }))).toBe('请输入规则名称');
    expect(await refused(rule(menu.id, { ruleColumn: ' ' }))).toBe('请输入规则字段');
    expect(await refused(rule(menu.id, { ruleConditions: 'USE_SQL_RULES' }))).toBe('请选择条件');
    expect(await refused(rule(menu.id, { ruleValue: '' }))).toBe('请输入规则值');
    expect(await refused(rule(menu.id, { ruleConditions: 'IN', ruleValue: ' , ' }))).toBe('请输入规则值');
    expect(await refused(rule(menu.id, { ruleValue: '#{sys_password}' }))).toBe(
      '不支持的系统变量：#{sys_password}',
    );
    expect(await refused(rule('btn_permission_add'))).toBe('菜单不存在');
    expect(await refused(rule('nope'))).toBe('菜单不存在');
    // A page without a registered list takes any column name.
    expect(await refused(rule(menu.id, { ruleColumn: 'anything' }))).toBe('添加成功！');

    // 用户管理's page is system/UserList: its rules must name fields of the user list.
    expect(await refused(rule('menu_system_user', { ruleColumn: 'password' }))).toBe(
      '规则字段不存在：password',
    );
    expect(
      await refused(
        rule('menu_system_user', { ruleColumn: 'status', ruleValue: 'abc', ruleConditions: '=' }),
      ),
    ).toBe('规则值或条件与规则字段的类型不符：status');
    expect(await refused(rule('menu_system_user', { ruleColumn: 'orgCode' }))).toBe('添加成功！');
    const userRules = await rules('menu_system_user');
    expect(
      (await server.put('/sys/permission/editPermissionRule', { ...userRules[0], ruleColumn: 'nope' }, admin))
        .body.message,
    ).toBe('规则字段不存在：nope');
  });
});

describe('access', () => {
  it('refuses users without the permissions', async () => {
    for (const path of [
      '/sys/permission/list',
      '/sys/permission/getSystemMenuList',
      '/sys/permission/queryById?id=menu_home',
      '/sys/permission/delete?id=menu_home',
      '/sys/permission/exportXls',
      '/sys/permission/getPermRuleListByPermId?permissionId=menu_system_user',
      '/sys/permission/queryPermissionRule?permissionId=menu_system_user',
    ]) {
      expect((await server.get(path, staff)).status, path).toBe(403);
    }
    expect((await server.post('/sys/permission/add', { menuType: 0, name: 'x' }, staff)).status).toBe(403);
    expect((await server.put('/sys/permission/edit', { id: 'menu_home' }, staff)).status).toBe(403);
    expect((await server.post('/sys/permission/addPermissionRule', {}, staff)).status).toBe(403);
    expect((await server.get('/sys/permission/list')).status).toBe(401);
  });

  it('puts a new menu into the menu of the users who hold it', async () => {
    const menuOf = async (token: string) => {
      const { body } = await server.get<PermissionResult>('/sys/permission/getUserPermissionByToken', token);
      const all = (items: MenuEntry[]): MenuEntry[] => items.flatMap((m) => [m, ...all(m.children ?? [])]);
      return { menu: all(body.result.menu), auth: body.result.auth };
    };
    const top = await addMenu({ menuType: 0, component: 'layouts/RouteView', name: unique('服务档案') });
    const sub = await addMenu({ parentId: top.id, component: 'system/UserList', name: unique('档案列表') });
    const perms = unique('archive:');
    const button = await addButton(sub.id, perms);

    // The administrator role holds every entry as it is added.
    const adminMenu = await menuOf(admin);
    expect(adminMenu.menu.find((m) => m.id === sub.id)?.meta.permissionList?.map((p) => p.action)).toEqual([
      perms,
    ]);

    expect((await menuOf(staff)).menu.some((m) => m.id === sub.id)).toBe(false);
    const held = await server.get<string[]>('/sys/permission/queryRolePermission?roleId=role_staff', admin);
    const saved = await server.post(
      '/sys/permission/saveRolePermission',
      { roleId: 'role_staff', permissionIds: [...held.body.result, top.id, sub.id, button.id].join(',') },
      admin,
    );
    expect(saved.body.success).toBe(true);
    const staffMenu = await menuOf(staff);
    const entry = staffMenu.menu.find((m) => m.id === top.id);
    expect(entry).toMatchObject({ path: top.url, meta: { title: top.name } });
    expect(entry?.children?.map((c) => [c.id, c.component])).toEqual([[sub.id, 'system/UserList']]);
    expect(staffMenu.auth.map((a) => a.action)).toContain(perms);

    await server.get(`/sys/permission/delete?id=${top.id}`, admin);
    expect((await menuOf(staff)).menu.some((m) => m.id === top.id || m.id === sub.id)).toBe(false);
  });
});

describe('export and import', () => {
  const multipart = (fileName: string, data: Buffer) => {
    const boundary = '----hcs-permission-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const importFile = async (data: Buffer) => {
    const body = multipart('菜单.xls', data);
    const res = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/permission/importExcel',
      headers: { ...body.headers, 'x-access-token': admin },
      payload: body.payload,
    });
    return res.json() as {
      success: boolean;
      code: number;
      message: string;
      result: Record<string, unknown> | null;
    };
  };
  const errorLines = async (fileUrl: unknown) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/hcs${String(fileUrl)}`,
        headers: { 'x-access-token': admin },
      })
    ).body
      .split('\r\n')
      .filter(Boolean);
  const sheetRows = (data: Buffer) => {
    const book = XLSX.read(data, { type: 'buffer' });
    return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
      raw: false,
      defval: '',
    });
  };

  it('exports the tree as the list shows it and imports it back under the named parents', async () => {
    const name = unique('导出菜单');
    const url = `/system/${unique('ex')}`;
    const menu = await addMenu({
      name,
      url,
      component: 'system/UserList',
      icon: 'team',
      sortNo: 7,
      hidden: true,
    });
    const perms = unique('ex:');
    await addButton(menu.id, perms, `${name}按钮`);

    const res = await server.app.inject({
      method: 'GET',
      url: `/hcs/sys/permission/exportXls?name=${encodeURIComponent(`*${name}*`)}`,
      headers: { 'x-access-token': admin },
    });
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('菜单.xls'));
    const rows = sheetRows(res.rawPayload);
    expect(rows[0]?.[0]).toBe('菜单报表');
    expect(rows[1]?.[0]).toBe('导出人:管理员');
    expect(rows[2]).toEqual([
      '菜单名称',
      '菜单类型',
      '上级菜单',
      '上级菜单ID',
      '访问路径',
      '前端组件',
      '组件名称',
      '默认跳转地址',
      '菜单图标',
      '排序',
      '授权标识',
      '授权策略',
      '状态',
      '是否路由菜单',
      '隐藏路由',
      '是否缓存路由',
      '聚合路由',
      '打开方式',
    ]);
    expect(rows.slice(3).map((r) => r.slice(0, 5))).toEqual([
      ['系统管理', '一级菜单', '', '', '/system'],
      [name, '子菜单', '系统管理', SYSTEM, url],
      [`${name}按钮`, '按钮/权限', name, menu.id, ''],
    ]);
    expect(rows[4]?.slice(8)).toEqual(['team', '7', '', '', '', '是', '是', '否', '否', '内部']);
    expect(rows[5]?.slice(10)).toEqual([perms, '可见/可访问', '有效', '', '', '', '', '']);

    const selected = await server.app.inject({
      method: 'GET',
      url: `/hcs/sys/permission/exportXls?selections=${menu.id},`,
      headers: { 'x-access-token': admin },
    });
    expect(
      sheetRows(selected.rawPayload)
        .slice(3)
        .map((r) => r[0]),
    ).toEqual([name]);

    // Everything in the file exists already: each row is reported.
    const again = await importFile(res.rawPayload);
    expect(again).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(again.result).toMatchObject({ totalCount: 3, errorCount: 3, successCount: 0 });
    expect(await errorLines(again.result?.fileUrl)).toEqual([
      '第 4 行：访问路径已存在',
      '第 5 行：访问路径已存在',
      '第 6 行：授权标识已存在',
    ]);

    // Without the menu, it comes back, and its button finds it by name.
    await server.get(`/sys/permission/delete?id=${menu.id}`, admin);
    const back = await importFile(res.rawPayload);
    expect(back.result).toMatchObject({ totalCount: 3, errorCount: 1, successCount: 2 });
    const restored = await find(name);
    expect(restored).toMatchObject({
      parentId: SYSTEM,
      url,
      icon: 'team',
      sortNo: 7,
      hidden: 1,
      keepAlive: 0,
    });
    expect(restored?.children?.map((c) => [c.name, c.perms, c.permsType])).toEqual([
      [`${name}按钮`, perms, '1'],
    ]);
  });

  it('reports rows whose parent cannot be found or whose values are wrong', async () => {
    const book = XLSX.utils.book_new();
    const name = unique('导入');
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['菜单名称', '菜单类型', '上级菜单', '访问路径', '前端组件', '授权标识', '隐藏路由'],
        [name, '子菜单', '系统管理', `/system/${unique('im')}`, 'system/UserList', '', '否'],
        ['无上级', '子菜单', '没有这个菜单', `/system/${unique('im')}`, 'a/B', '', ''],
        ['坏类型', '四级菜单', '系统管理', `/system/${unique('im')}`, 'a/B', '', ''],
        ['坏标记', '子菜单', '系统管理', `/system/${unique('im')}`, 'a/B', '', '也许'],
        [`${name}按钮`, '按钮/权限', name, '', '', unique('im:'), ''],
      ]),
      'Sheet1',
    );
    const answer = await importFile(XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer);
    expect(answer.result).toMatchObject({ totalCount: 5, errorCount: 3, successCount: 2 });
    expect(await errorLines(answer.result?.fileUrl)).toEqual([
      '第 3 行：上级菜单不存在：没有这个菜单',
      '第 4 行：请选择菜单类型',
      '第 5 行：隐藏路由的值不正确',
    ]);
    expect((await find(name))?.children?.map((c) => c.name)).toEqual([`${name}按钮`]);
  });
});

describe('what a client of the family sends', () => {
  interface TreeNode {
    key: string;
    value: string;
    title: string;
    children?: TreeNode[];
  }

  it('reads the whole tree with every id for the menu form (queryTreeList), with the menu-list permission', async () => {
    const menu = await addMenu({});
    const button = await addButton(menu.id, unique('tree:'));
    const { status, body } = await server.get<{ treeList: TreeNode[]; ids: string[] }>(
      '/sys/permission/queryTreeList',
      admin,
    );
    expect(status).toBe(200);
    expect(body.result.ids).toEqual(expect.arrayContaining([SYSTEM, menu.id, button.id]));
    const node = body.result.treeList.find((n) => n.key === SYSTEM)?.children?.find((n) => n.key === menu.id);
    expect(node).toMatchObject({ title: menu.name, value: menu.id });
    expect(node?.children?.map((c) => c.key)).toEqual([button.id]);
    expect((await server.get('/sys/permission/queryTreeList', staff)).status).toBe(403);
  });

  it('checks a button code (授权标识) as saving one does', async () => {
    const menu = await addMenu({});
    const code = unique('dup:');
    const button = await addButton(menu.id, code);
    const check = async (value: string, dataId = '') =>
      (
        await server.get(
          `/sys/duplicate/check?tableName=sys_permission&fieldName=perms&fieldVal=${encodeURIComponent(value)}&dataId=${dataId}`,
          admin,
        )
      ).body;
    expect(await check(code)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // Editing the button itself keeps its code.
    expect(await check(code, button.id)).toMatchObject({ success: true, message: '该值可用！' });
    expect(await check(unique('free:'))).toMatchObject({ success: true, message: '该值可用！' });
    // An entry marked deleted holds no code: the check says so, and the save agrees.
    await server.ctx.db.kysely
      .updateTable('sysPermission')
      .set({ delFlag: 1 })
      .where('id', '=', button.id)
      .execute();
    expect(await check(code)).toMatchObject({ success: true });
    await addButton(menu.id, code);
    expect(await check(code)).toMatchObject({ success: false });
    // The table's other columns stay closed.
    const url = await server.get(
      '/sys/duplicate/check?tableName=sys_permission&fieldName=url&fieldVal=/a',
      admin,
    );
    expect(url.body).toMatchObject({ success: false, message: '不支持校验该字段' });
  });
});

import { describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.ts';
import { buildMenuTree, type PermissionRow } from '../src/modules/permission/menuTree.ts';

const row = (over: Partial<PermissionRow>): PermissionRow => ({
  id: newId(),
  parentId: null,
  name: 'x',
  url: '/x',
  component: 'x/X',
  componentName: null,
  redirect: null,
  menuType: 0,
  perms: null,
  permsType: null,
  sortNo: 1,
  alwaysShow: 0,
  icon: null,
  isRoute: 1,
  isLeaf: 1,
  keepAlive: 0,
  hidden: 0,
  description: null,
  status: '1',
  delFlag: 0,
  ruleFlag: 0,
  internalOrExternal: 0,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  ...over,
});

describe('buildMenuTree', () => {
  it('orders by sort number and nests children under their parents', () => {
    const parent = row({
      id: 'p',
      name: '系统管理',
      url: '/system',
      sortNo: 2,
      redirect: '/system/user',
      alwaysShow: 1,
    });
    const child = row({
      id: 'c',
      parentId: 'p',
      name: '用户管理',
      url: '/system/user',
      menuType: 1,
      redirect: '/ignored',
      hidden: 1,
      keepAlive: 1,
    });
    const first = row({ id: 'f', name: '首页', url: '/dashboard/analysis', sortNo: 1 });
    const tree = buildMenuTree([parent, child, first]);
    expect(tree.map((m) => m.meta.title)).toEqual(['首页', '系统管理']);
    expect(tree[1]).toMatchObject({ redirect: '/system/user', alwaysShow: true, name: 'system' });
    expect(tree[1]?.children?.[0]).toMatchObject({
      name: 'system-user',
      hidden: true,
      meta: { keepAlive: true },
    });
    expect(tree[1]?.children?.[0]).not.toHaveProperty('redirect');
  });

  it('hashes external urls into the path and keeps the url in meta', () => {
    const [ext] = buildMenuTree([
      row({ url: 'https://example.org/help', name: '帮助', internalOrExternal: 1 }),
    ]);
    expect(ext?.path).toMatch(/^[0-9a-f]{32}$/);
    expect(ext?.meta).toMatchObject({ url: 'https://example.org/help', internalOrExternal: true });
    const [tpl] = buildMenuTree([row({ url: "{{ window._CONFIG['domianURL'] }}/doc.html" })]);
    expect(tpl?.path).toMatch(/^[0-9a-f]{32}$/);
  });

  it('turns :params into @ in names and marks non-route entries', () => {
    const [m] = buildMenuTree([row({ url: '/online/cgreport/:code', isRoute: 0 })]);
    expect(m).toMatchObject({ name: 'online-cgreport-@code', route: '0' });
  });

  it("puts a menu's enabled buttons into its permission list", () => {
    const tree = buildMenuTree([
      row({ id: 'm' }),
      row({ parentId: 'm', menuType: 2, perms: 'user:add', permsType: '1', name: '添加' }),
      row({ parentId: 'm', menuType: 2, perms: 'user:off', permsType: '2', name: '停用', status: '0' }),
    ]);
    expect(tree[0]?.meta.permissionList).toEqual([{ action: 'user:add', type: '1', describe: '添加' }]);
  });
});

describe('newId', () => {
  it('makes unique 32-character ids that sort by creation', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
  });
});

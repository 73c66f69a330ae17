import { describe, expect, it } from 'vitest';
import { branchIds, flattenEntries, menuOptions } from '../src/views/system/permission/menuOptions.ts';
import type { PermissionEntry } from '../src/views/system/permission/permissionApi.ts';
import {
  fieldOfMessage,
  toFormValues,
  toInput,
} from '../src/views/system/permission/permissionFormValues.ts';

const entry = (id: string, menuType: 0 | 1 | 2, children?: PermissionEntry[]): PermissionEntry => ({
  id,
  parentId: null,
  name: `名称${id}`,
  url: menuType === 2 ? null : `/${id}`,
  component: menuType === 2 ? null : 'system/UserList',
  componentName: null,
  redirect: null,
  menuType,
  perms: menuType === 2 ? `${id}:list` : null,
  permsType: menuType === 2 ? '2' : null,
  sortNo: 1,
  icon: null,
  alwaysShow: 0,
  isRoute: 1,
  isLeaf: children ? 0 : 1,
  keepAlive: 1,
  hidden: 0,
  internalOrExternal: 1,
  ruleFlag: 0,
  status: '1',
  description: null,
  ...(children ? { children } : {}),
});

// sys ─┬─ user ─── user_add (button)
//      └─ role
// home
const tree = [
  entry('sys', 0, [entry('user', 1, [entry('user_add', 2)]), entry('role', 1)]),
  entry('home', 0),
];

describe('menu options for 上级菜单', () => {
  it('offers menus only, and disables the edited entry with everything below it', () => {
    expect(menuOptions(tree, null)).toEqual([
      {
        value: 'sys',
        title: '名称sys',
        children: [
          { value: 'user', title: '名称user' },
          { value: 'role', title: '名称role' },
        ],
      },
      { value: 'home', title: '名称home' },
    ]);
    const editingSys = menuOptions(tree, 'sys');
    expect(editingSys[0]).toMatchObject({
      disabled: true,
      children: [{ disabled: true }, { disabled: true }],
    });
    expect(editingSys[1]).not.toHaveProperty('disabled');
  });

  it('lists the branches and flattens parents first', () => {
    expect(branchIds(tree)).toEqual(['sys', 'user']);
    expect(flattenEntries(tree).map((e) => e.id)).toEqual(['sys', 'user', 'user_add', 'role', 'home']);
  });
});

describe('the menu form', () => {
  it('starts a new entry as a top-level menu, or as a sub-menu under the given parent', () => {
    expect(toFormValues(null, null)).toMatchObject({ menuType: 0, isRoute: true, hidden: false, sortNo: 1 });
    expect(toFormValues(null, 'sys')).toMatchObject({ menuType: 1, parentId: 'sys' });
  });

  it('round-trips an entry into what add / edit send', () => {
    const user = tree[0]?.children?.[0] as PermissionEntry;
    const values = toFormValues({ ...user, parentId: 'sys' }, null);
    expect(values).toMatchObject({ menuType: 1, keepAlive: true, internalOrExternal: 1, parentId: 'sys' });
    expect(toInput({ ...values, name: ' 用户 ', componentName: ' ', icon: 'team' })).toEqual({
      menuType: 1,
      name: '用户',
      parentId: 'sys',
      url: '/user',
      component: 'system/UserList',
      componentName: null,
      redirect: null,
      icon: 'team',
      sortNo: 1,
      perms: null,
      permsType: '1',
      status: '1',
      isRoute: 1,
      hidden: 0,
      keepAlive: 1,
      alwaysShow: 0,
      internalOrExternal: 1,
    });
    expect(toInput({ ...values, menuType: 0 }).parentId).toBeNull();
  });

  it('puts the server refusals at their fields', () => {
    expect(fieldOfMessage('授权标识已存在')).toBe('perms');
    expect(fieldOfMessage('访问路径已存在')).toBe('url');
    expect(fieldOfMessage('上级菜单不能是当前菜单或其下级')).toBe('parentId');
    expect(fieldOfMessage('未找到对应的菜单')).toBeNull();
  });
});

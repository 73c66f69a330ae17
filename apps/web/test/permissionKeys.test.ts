import { describe, expect, it } from 'vitest';
import {
  displayedKeys,
  filterTree,
  type GrantNode,
  grantsFrom,
  idsToSave,
  indexTree,
  toggleGrant,
} from '../src/views/system/role/permissionKeys.ts';

// 系统管理 ─┬─ 职务管理 ─┬─ 查看职务
//           │            └─ 添加职务
//           └─ 角色管理 ─── 查看角色
// 首页
const tree: GrantNode[] = [
  {
    key: 'sys',
    title: '系统管理',
    children: [
      {
        key: 'pos',
        title: '职务管理',
        children: [
          { key: 'pos_list', title: '查看职务' },
          { key: 'pos_add', title: '添加职务' },
        ],
      },
      { key: 'role', title: '角色管理', children: [{ key: 'role_list', title: '查看角色' }] },
    ],
  },
  { key: 'home', title: '首页' },
];
const index = indexTree(tree);
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('permission tree grants', () => {
  it('indexes every node and the branches', () => {
    expect(index.allKeys).toHaveLength(7);
    expect(sorted(index.branchKeys)).toEqual(['pos', 'role', 'sys']);
  });

  it('keeps only the grants the tree knows', () => {
    expect(sorted(grantsFrom(index, ['home', 'gone']))).toEqual(['home']);
  });

  it('checking a button grants its menu and the menu above', () => {
    const granted = toggleGrant(index, new Set(), 'pos_list', true);
    expect(sorted(granted)).toEqual(['pos', 'pos_list', 'sys']);
    const shown = displayedKeys(index, granted);
    expect(shown.checked).toEqual(['pos_list']);
    expect(sorted(shown.halfChecked)).toEqual(['pos', 'sys']);
  });

  it('saves half-checked parents with their checked children', () => {
    const granted = toggleGrant(index, new Set(), 'pos_list', true);
    expect(idsToSave(index, granted)).toEqual(['sys', 'pos', 'pos_list']);
  });

  it('checking a menu grants its whole subtree', () => {
    const granted = toggleGrant(index, new Set(), 'pos', true);
    expect(sorted(granted)).toEqual(['pos', 'pos_add', 'pos_list', 'sys']);
    expect(sorted(displayedKeys(index, granted).checked)).toEqual(['pos', 'pos_add', 'pos_list']);
    expect(displayedKeys(index, granted).halfChecked).toEqual(['sys']);
  });

  it('a parent is checked once everything below it is', () => {
    let granted = toggleGrant(index, new Set(), 'pos', true);
    granted = toggleGrant(index, granted, 'role_list', true);
    expect(displayedKeys(index, granted).checked).toContain('sys');
    expect(displayedKeys(index, granted).halfChecked).toEqual([]);
  });

  it('unchecking the last child also drops the ancestors left with nothing', () => {
    const one = toggleGrant(index, new Set(), 'pos_list', true);
    expect(sorted(toggleGrant(index, one, 'pos_list', false))).toEqual([]);
  });

  it('unchecking one child keeps the parent while a sibling is granted', () => {
    const both = toggleGrant(index, new Set(), 'pos', true);
    const left = toggleGrant(index, both, 'pos_add', false);
    expect(sorted(left)).toEqual(['pos', 'pos_list', 'sys']);
    expect(displayedKeys(index, left).halfChecked).toContain('pos');
  });

  it('unchecking a menu drops its subtree', () => {
    const all = new Set(index.allKeys);
    const left = toggleGrant(index, all, 'sys', false);
    expect(sorted(left)).toEqual(['home']);
  });

  it('shows a menu granted without its buttons as half-checked, and keeps it on save', () => {
    const granted = grantsFrom(index, ['sys', 'pos']);
    expect(sorted(displayedKeys(index, granted).halfChecked)).toEqual(['pos', 'sys']);
    expect(idsToSave(index, granted)).toEqual(['sys', 'pos']);
  });

  it('adds the missing ancestors of a stored grant when saving', () => {
    expect(idsToSave(index, grantsFrom(index, ['role_list']))).toEqual(['sys', 'role', 'role_list']);
  });
});

describe('filterTree', () => {
  it('keeps matches with their ancestors and subtrees', () => {
    const shown = filterTree(tree, '查看职务');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.children?.map((c) => c.key)).toEqual(['pos']);
    expect(shown[0]?.children?.[0]?.children?.map((c) => c.key)).toEqual(['pos_list']);
    expect(filterTree(tree, '职务管理')[0]?.children?.[0]?.children).toHaveLength(2);
  });

  it('keeps the whole tree for an empty keyword and nothing for no match', () => {
    expect(filterTree(tree, '  ')).toHaveLength(2);
    expect(filterTree(tree, '不存在')).toEqual([]);
  });
});

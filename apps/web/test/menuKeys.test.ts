import type { MenuMeta } from '@hcs/shared';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../src/app/router/buildRoutes.ts';
import { externalTarget, toMenuItems } from '../src/layouts/main/menuItems.tsx';
import { menuKeysForTrail, nextOpenKeys } from '../src/layouts/main/menuKeys.ts';

function route(
  path: string,
  children: AppRoute[] = [],
  extra: Partial<AppRoute> = {},
  meta: Partial<MenuMeta> = {},
): AppRoute {
  return {
    path,
    name: path,
    component: 'x',
    hidden: false,
    meta: { title: path, keepAlive: false, internalOrExternal: false, componentName: '', ...meta },
    children,
    ...extra,
  };
}

describe('menuKeysForTrail', () => {
  it('selects the current route and opens its parents', () => {
    const user = route('/system/user');
    const system = route('/system', [user]);
    expect(menuKeysForTrail([system, user])).toEqual({ selectedKey: '/system/user', openKeys: ['/system'] });
  });

  it('selects the nearest shown ancestor of a hidden route', () => {
    const detail = route('/wo/order/detail', [], { hidden: true });
    const list = route('/wo/order', [detail]);
    const wo = route('/wo', [list]);
    expect(menuKeysForTrail([wo, list, detail])).toEqual({ selectedKey: '/wo/order', openKeys: ['/wo'] });
  });

  it('selects an always-show entry for the pages below it, which the menu does not list', () => {
    const edit = route('/report/edit');
    const report = route('/report', [edit], { alwaysShow: true });
    const wo = route('/wo', [report]);
    expect(menuKeysForTrail([wo, report, edit])).toEqual({ selectedKey: '/report', openKeys: ['/wo'] });
  });

  it('selects nothing outside the menu', () => {
    expect(menuKeysForTrail([])).toEqual({ selectedKey: null, openKeys: [] });
  });
});

describe('nextOpenKeys', () => {
  const roots = ['/system', '/wo'];

  it('keeps one root submenu open (accordion)', () => {
    expect(nextOpenKeys(['/system'], ['/system', '/wo'], roots)).toEqual(['/wo']);
  });

  it('lets nested submenus open beside their root', () => {
    expect(nextOpenKeys(['/system'], ['/system', '/system/depart'], roots)).toEqual([
      '/system',
      '/system/depart',
    ]);
  });

  it('closes what the user closed', () => {
    expect(nextOpenKeys(['/system'], [], roots)).toEqual([]);
  });
});

describe('toMenuItems', () => {
  it('leaves hidden routes out, and folders whose children are all hidden become plain items', () => {
    const items = toMenuItems([
      route('/a', [route('/a/1'), route('/a/2', [], { hidden: true })]),
      route('/b', [route('/b/1', [], { hidden: true })]),
      route('/c', [], { hidden: true }),
    ]);
    expect(items).toMatchObject([{ key: '/a', children: [{ key: '/a/1' }] }, { key: '/b' }]);
    expect(items).toHaveLength(2);
    expect(items[1]).not.toHaveProperty('children');
  });

  it('shows an always-show entry as one item without its children', () => {
    const items = toMenuItems([route('/report', [route('/report/edit')], { alwaysShow: true })]);
    expect(items).toMatchObject([{ key: '/report' }]);
    expect(items[0]).not.toHaveProperty('children');
  });

  it('makes an entry that opens in a new window a link with that target', () => {
    const [item] = toMenuItems([
      route('/x', [], {}, { internalOrExternal: true, url: 'https://a.example/' }),
    ]);
    render(createElement('div', null, item && 'label' in item ? item.label : null));
    const link = screen.getByRole('link', { name: '/x' });
    expect(link.getAttribute('href')).toBe('https://a.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('externalTarget', () => {
  it('opens internalOrExternal entries and external urls in a new window', () => {
    expect(externalTarget(route('/x', [], {}, { internalOrExternal: true, url: 'https://a.example' }))).toBe(
      'https://a.example',
    );
    expect(externalTarget(route('/y', [], {}, { url: 'https://b.example' }))).toBe('https://b.example');
    expect(externalTarget(route('/z'))).toBeNull();
  });

  it('keeps an embedded page in the app, unless it is marked to open outside', () => {
    const frame = { component: 'layouts/IframePageView' };
    expect(externalTarget(route('/doc', [], frame, { url: 'https://docs.example/' }))).toBeNull();
    expect(
      externalTarget(route('/doc', [], frame, { url: 'https://docs.example/', internalOrExternal: true })),
    ).toBe('https://docs.example/');
  });
});

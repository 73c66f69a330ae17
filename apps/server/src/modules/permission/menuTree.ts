import { createHash } from 'node:crypto';
import type { AuthEntry, MenuEntry } from '@hcs/shared';
import type { Selectable } from 'kysely';
import type { SysPermissionTable } from '../../core/db/schema.ts';

export type PermissionRow = Selectable<SysPermissionTable>;

const isExternal = (url: string) => /^https?:\/\//.test(url) || url.startsWith('{{');

/** Route name: the component name, or the url without its leading slash, "/" → "-", ":" → "@". */
function routeName(p: PermissionRow): string {
  if (p.componentName) return p.componentName;
  return (p.url ?? '').replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');
}

function toEntry(p: PermissionRow, topLevel: boolean, buttons: AuthEntry[]): MenuEntry {
  const url = p.url ?? '';
  const external = isExternal(url);
  const entry: MenuEntry = {
    id: p.id,
    route: p.isRoute === 0 ? '0' : '1',
    path: external ? createHash('md5').update(url).digest('hex') : url,
    name: routeName(p),
    component: p.component ?? '',
    meta: {
      keepAlive: p.keepAlive === 1,
      internalOrExternal: p.internalOrExternal === 1,
      title: p.name,
      componentName: p.componentName ?? routeName(p),
    },
  };
  if (topLevel && p.redirect) entry.redirect = p.redirect;
  if (p.hidden === 1) entry.hidden = true;
  if (p.alwaysShow === 1) entry.alwaysShow = true;
  if (p.icon) entry.meta.icon = p.icon;
  if (external) entry.meta.url = url;
  if (buttons.length > 0) entry.meta.permissionList = buttons;
  return entry;
}

export const toAuthEntry = (p: PermissionRow): AuthEntry => ({
  action: p.perms ?? '',
  type: p.permsType === '2' ? '2' : '1',
  describe: p.name,
});

/**
 * Builds the menu tree (spec §3 "Menu entry") from the menus and buttons a user holds, ordered by
 * sort number. A menu's own granted buttons become its meta.permissionList.
 */
export function buildMenuTree(granted: PermissionRow[]): MenuEntry[] {
  const sorted = [...granted].sort((a, b) => a.sortNo - b.sortNo);
  const buttonsOf = new Map<string, AuthEntry[]>();
  for (const p of sorted) {
    if (p.menuType === 2 && p.parentId && p.status === '1') {
      const list = buttonsOf.get(p.parentId) ?? [];
      list.push(toAuthEntry(p));
      buttonsOf.set(p.parentId, list);
    }
  }
  const menus = sorted.filter((p) => p.menuType !== 2);
  const ids = new Set(menus.map((m) => m.id));
  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const m of menus) {
    const parent = m.parentId && ids.has(m.parentId) ? m.parentId : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(m);
    childrenOf.set(parent, list);
  }
  const build = (parentId: string | null): MenuEntry[] =>
    (childrenOf.get(parentId) ?? []).map((m) => {
      const entry = toEntry(m, parentId === null, buttonsOf.get(m.id) ?? []);
      const children = build(m.id);
      if (children.length > 0) entry.children = children;
      return entry;
    });
  return build(null);
}

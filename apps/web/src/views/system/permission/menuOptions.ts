import type { PermissionEntry } from './permissionApi.ts';

/** A menu the parent selector offers (buttons are never parents). */
export interface MenuOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: MenuOption[];
}

/**
 * The menus as a tree for 上级菜单; the edited entry and everything below it are disabled, since an
 * entry cannot move under itself.
 */
export function menuOptions(entries: readonly PermissionEntry[], editedId: string | null): MenuOption[] {
  const build = (nodes: readonly PermissionEntry[], inside: boolean): MenuOption[] =>
    nodes
      .filter((n) => n.menuType !== 2)
      .map((n) => {
        const disabled = inside || n.id === editedId;
        const children = build(n.children ?? [], disabled);
        return {
          value: n.id,
          title: n.name,
          ...(disabled ? { disabled } : {}),
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return build(entries, false);
}

/** The ids of the entries that have children (to open every branch). */
export function branchIds(entries: readonly PermissionEntry[]): string[] {
  return entries.flatMap((e) => (e.children?.length ? [e.id, ...branchIds(e.children)] : []));
}

/** Every entry of the tree, parents first. */
export function flattenEntries(entries: readonly PermissionEntry[]): PermissionEntry[] {
  return entries.flatMap((e) => [e, ...flattenEntries(e.children ?? [])]);
}

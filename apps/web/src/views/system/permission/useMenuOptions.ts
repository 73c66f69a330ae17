import { useCallback } from 'react';
import { getAction } from '../../../api/request.ts';
import { useApiQuery } from '../../../utils/serverState.ts';
import { type MenuOption, menuOptions } from './menuOptions.ts';
import { PERMISSION_URLS, type PermissionEntry } from './permissionApi.ts';

const NONE: MenuOption[] = [];

/** The whole menu tree for 上级菜单 (the list on the page may be filtered), loaded while `open`. */
export function useMenuOptions(open: boolean, editedId: string | null): MenuOption[] {
  const select = useCallback(
    (entries: PermissionEntry[]) => (Array.isArray(entries) ? menuOptions(entries, editedId) : NONE),
    [editedId],
  );
  const query = useApiQuery({
    queryKey: ['menuTree'],
    load: () => getAction<PermissionEntry[]>(PERMISSION_URLS.list),
    enabled: open,
    select,
  });
  return query.data ?? NONE;
}

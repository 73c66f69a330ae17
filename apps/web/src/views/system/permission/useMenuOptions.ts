import { useEffect, useState } from 'react';
import { getAction } from '../../../api/request.ts';
import { type MenuOption, menuOptions } from './menuOptions.ts';
import { PERMISSION_URLS, type PermissionEntry } from './permissionApi.ts';

/** The whole menu tree for 上级菜单 (the list on the page may be filtered), loaded while `open`. */
export function useMenuOptions(open: boolean, editedId: string | null): MenuOption[] {
  const [options, setOptions] = useState<MenuOption[]>([]);
  useEffect(() => {
    if (!open) return;
    let current = true;
    getAction<PermissionEntry[]>(PERMISSION_URLS.list)
      .then((res) => {
        if (current && res.success && Array.isArray(res.result))
          setOptions(menuOptions(res.result, editedId));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, editedId]);
  return options;
}

import { type Key, useEffect, useMemo, useRef, useState } from 'react';
import { useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { type ListPageState, useListPage } from '../../../components/list/index.ts';
import { branchIds } from './menuOptions.ts';
import type { PermissionEntry } from './permissionApi.ts';
import { MENU_TYPE_DICT, permissionListConfig } from './permissionListConfig.tsx';

/**
 * The list state of 菜单管理 plus the open branches: a search by name opens every branch of what it
 * found; 重置 closes them all.
 */
export function usePermissionPage() {
  const menuTypes = useDictOptions(MENU_TYPE_DICT);
  const config = useMemo(() => permissionListConfig(menuTypes), [menuTypes]);
  const list = useListPage(config, { urlState: true });
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const openAfterLoad = useRef(false);

  useEffect(() => {
    if (openAfterLoad.current) setExpandedKeys(branchIds(list.dataSource));
  }, [list.dataSource]);

  const state: ListPageState<PermissionEntry> = {
    ...list,
    search: () => {
      const name = list.queryParam.name;
      openAfterLoad.current = typeof name === 'string' && name.trim() !== '';
      return list.search();
    },
    reset: () => {
      openAfterLoad.current = false;
      setExpandedKeys([]);
      return list.reset();
    },
  };

  /** Opens a branch (the parent of a new entry). */
  const expand = (id: string | null) => {
    if (id) setExpandedKeys((keys) => (keys.includes(id) ? keys : [...keys, id]));
  };

  return { state, expandedKeys, setExpandedKeys, expand };
}

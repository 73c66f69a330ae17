import { type Key, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServerAction } from '../../../utils/serverAction.ts';
import { type CategoryRow, loadChildList } from './categoryApi.ts';

/** A row of the tree table: a category with its loaded children, or the 'loading...' stand-in child. */
export interface CategoryNode extends CategoryRow {
  children?: CategoryNode[];
  placeholder?: boolean;
}

const placeholderOf = (parent: CategoryRow): CategoryNode => ({
  id: `${parent.id}__loading`,
  pid: parent.id,
  name: 'loading...',
  code: '',
  hasChild: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  placeholder: true,
});

/**
 * The lazy tree of the category table (spec §4 "Tree table"): a branch shows a 'loading...' child
 * until its first expand loads the real ones; a branch with none becomes a leaf. Whenever the roots
 * reload, the open branches reload too, so adds and deletes show at every level: the branches follow
 * the list page's roots rather than a cache of their own.
 */
export function useCategoryTree(roots: CategoryRow[]) {
  const [children, setChildren] = useState<ReadonlyMap<string, CategoryRow[]>>(new Map());
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const expanded = useRef<Key[]>([]);
  expanded.current = expandedKeys;

  const act = useServerAction();
  const load = useCallback(
    async (pid: string) => {
      const rows = await act(loadChildList(pid));
      if (rows) setChildren((m) => new Map(m).set(pid, rows));
    },
    [act],
  );

  useEffect(() => {
    // The roots changed (a reload after a save or delete): the open branches are reloaded with them.
    if (roots.length === 0) return;
    for (const key of expanded.current) void load(String(key));
  }, [roots, load]);

  const tree = useMemo(() => {
    const build = (rows: CategoryRow[]): CategoryNode[] =>
      rows.map((row) => {
        const loaded = children.get(row.id);
        if (loaded)
          return loaded.length > 0 ? { ...row, children: build(loaded) } : { ...row, hasChild: null };
        return row.hasChild === '1' ? { ...row, children: [placeholderOf(row)] } : row;
      });
    return build(roots);
  }, [roots, children]);

  const onExpand = (open: boolean, row: CategoryNode) => {
    if (open && !children.has(row.id)) void load(row.id);
  };

  /** Opens `pid` (after adding a child to it) and loads its children afresh. */
  const openBranch = (pid: string) => {
    setExpandedKeys((keys) => (keys.includes(pid) ? keys : [...keys, pid]));
    void load(pid);
  };

  return { tree, expandedKeys, setExpandedKeys, onExpand, openBranch };
}

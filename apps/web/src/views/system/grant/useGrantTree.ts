import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Done } from '../../../api/request.ts';
import type { PermissionNode, PermissionTree } from '../../../api/role.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { grantsFrom, idsToSave, indexTree, type TreeIndex, toggleGrant } from '../role/permissionKeys.ts';

/** Where a grant tree comes from and goes to (a role's, a department's, a department role's). */
export interface GrantSource {
  loadTree(): Promise<PermissionTree>;
  loadGranted(): Promise<string[]>;
  save(input: { permissionIds: string; lastpermissionIds: string }): Promise<Done<null>>;
}

export interface GrantTree {
  loading: boolean;
  saving: boolean;
  tree: PermissionNode[];
  index: TreeIndex;
  granted: ReadonlySet<string>;
  /** What the server holds: a data rule can be chosen only for a saved grant. */
  saved: ReadonlySet<string>;
  /** 父子联动: checking a node takes its subtree and ancestors along (on by default). */
  linked: boolean;
  setLinked(linked: boolean): void;
  toggle(key: string, checked: boolean): void;
  grantAll(): void;
  revokeAll(): void;
  /** Back to what the server holds. */
  reset(): void;
  /** Saves; resolves true on success (保存成功！ is shown). */
  save(): Promise<boolean>;
}

const EMPTY_TREE: PermissionNode[] = [];

/**
 * A checkable grant tree, loaded whenever `key` (whose grants they are) changes; null loads nothing.
 * Not a query: the answer only seeds an editing session that its save updates in place, nothing else
 * reads it, and the source (a role's, a department's, …) has no key of its own to cache it under.
 */
export function useGrantTree(key: string | null, source: GrantSource): GrantTree {
  const act = useServerAction();
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const [tree, setTree] = useState<PermissionNode[]>(EMPTY_TREE);
  const [granted, setGranted] = useState<ReadonlySet<string>>(new Set());
  /** What the server holds, sent back as lastpermissionIds. */
  const [saved, setSaved] = useState<string[]>([]);
  const [linked, setLinked] = useState(true);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const index = useMemo(() => indexTree(tree), [tree]);
  const savedSet = useMemo(() => new Set(saved), [saved]);

  useEffect(() => {
    if (!key) return;
    let current = true;
    setLoading(true);
    setGranted(new Set());
    const { loadTree, loadGranted } = sourceRef.current;
    void Promise.all([act(loadTree()), act(loadGranted())]).then(([loadedTree, grantedIds]) => {
      if (!current) return;
      const nodes = loadedTree?.treeList ?? EMPTY_TREE;
      const ids = grantedIds ?? [];
      setTree(nodes);
      setGranted(grantsFrom(indexTree(nodes), ids));
      setSaved(ids);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [key, act]);

  const toggle = useCallback(
    (node: string, checked: boolean) =>
      setGranted((g) => {
        if (linked) return toggleGrant(index, g, node, checked);
        const next = new Set(g);
        if (checked) next.add(node);
        else next.delete(node);
        return next;
      }),
    [index, linked],
  );

  const save = async (): Promise<boolean> => {
    if (!key) return false;
    const ids = idsToSave(index, granted);
    setSaving(true);
    const done = await act(
      sourceRef.current.save({ permissionIds: ids.join(','), lastpermissionIds: saved.join(',') }),
      { success: true },
    );
    setSaving(false);
    if (!done) return false;
    setSaved(ids);
    setGranted(new Set(ids));
    return true;
  };

  return {
    loading,
    saving,
    tree,
    index,
    granted,
    saved: savedSet,
    linked,
    setLinked,
    toggle,
    grantAll: () => setGranted(new Set(index.allKeys)),
    revokeAll: () => setGranted(new Set()),
    reset: () => setGranted(grantsFrom(index, saved)),
    save,
  };
}

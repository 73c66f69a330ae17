import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type PermissionNode,
  queryPermissionTree,
  queryRolePermission,
  saveRolePermission,
} from '../../../api/role.ts';
import { grantsFrom, idsToSave, indexTree, type TreeIndex, toggleGrant } from './permissionKeys.ts';

export interface RoleGrants {
  loading: boolean;
  saving: boolean;
  tree: PermissionNode[];
  index: TreeIndex;
  granted: ReadonlySet<string>;
  toggle(key: string, checked: boolean): void;
  grantAll(): void;
  revokeAll(): void;
  /** Saves; resolves true on success (保存成功！ is shown). */
  save(): Promise<boolean>;
}

const EMPTY_TREE: PermissionNode[] = [];

/** The grant tree and the role's grants, loaded whenever `roleId` (the drawer's role) changes. */
export function useRoleGrants(roleId: string | null): RoleGrants {
  const { message } = App.useApp();
  const [tree, setTree] = useState<PermissionNode[]>(EMPTY_TREE);
  const [granted, setGranted] = useState<ReadonlySet<string>>(new Set());
  /** What the server holds, sent back as lastpermissionIds. */
  const [saved, setSaved] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const index = useMemo(() => indexTree(tree), [tree]);

  useEffect(() => {
    if (!roleId) return;
    let current = true;
    setLoading(true);
    setGranted(new Set());
    Promise.all([queryPermissionTree(), queryRolePermission(roleId)])
      .then(([treeRes, grantRes]) => {
        if (!current) return;
        if (!treeRes.success) void message.warning(treeRes.message);
        if (!grantRes.success) void message.warning(grantRes.message);
        const nodes = treeRes.success ? treeRes.result.treeList : EMPTY_TREE;
        const ids = grantRes.success ? grantRes.result : [];
        setTree(nodes);
        setGranted(grantsFrom(indexTree(nodes), ids));
        setSaved(ids);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [roleId, message]);

  const toggle = useCallback(
    (key: string, checked: boolean) => setGranted((g) => toggleGrant(index, g, key, checked)),
    [index],
  );

  const save = async (): Promise<boolean> => {
    if (!roleId) return false;
    const ids = idsToSave(index, granted);
    setSaving(true);
    try {
      const res = await saveRolePermission({
        roleId,
        permissionIds: ids.join(','),
        lastpermissionIds: saved.join(','),
      });
      if (!res.success) {
        void message.warning(res.message);
        return false;
      }
      void message.success(res.message);
      setSaved(ids);
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    loading,
    saving,
    tree,
    index,
    granted,
    toggle,
    grantAll: () => setGranted(new Set(index.allKeys)),
    revokeAll: () => setGranted(new Set()),
    save,
  };
}

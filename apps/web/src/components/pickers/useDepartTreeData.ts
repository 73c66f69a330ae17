import { useEffect, useState } from 'react';
import { type DepartNode, queryDepartTree } from '../../api/depart.ts';

export interface DepartTreeData {
  nodes: DepartNode[];
  loading: boolean;
}

/**
 * The organisation tree (GET /sys/sysDepart/queryTreeList, open to every signed-in user), loaded once
 * when a department picker mounts: the dialog chooses from it and the field names its values by it.
 */
export function useDepartTreeData(): DepartTreeData {
  const [nodes, setNodes] = useState<DepartNode[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    queryDepartTree()
      .then((tree) => {
        if (current && Array.isArray(tree)) setNodes(tree);
      })
      // Refused or failed (an HTTP failure is shown by the request client): nothing to choose from.
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, []);
  return { nodes, loading };
}

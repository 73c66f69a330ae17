import { useMemo } from 'react';
import { flattenDeparts } from '../../../components/pickers/departTree.ts';
import { useDepartTreeData } from '../../../components/pickers/useDepartTreeData.ts';
import { useSessionStore } from '../../../stores/session.ts';

/** The id of the department the user works in (their org code), a new order's default 所属部门. */
export function useDefaultDepart(): string | undefined {
  const orgCode = useSessionStore((s) => s.userInfo?.orgCode);
  const tree = useDepartTreeData();
  return useMemo(
    () => (orgCode ? flattenDeparts(tree.nodes).find((d) => d.orgCode === orgCode)?.id : undefined),
    [tree.nodes, orgCode],
  );
}

import { queryPermissionTree, queryRolePermission, saveRolePermission } from '../../../api/role.ts';
import { type GrantTree, useGrantTree } from '../grant/useGrantTree.ts';

export type RoleGrants = GrantTree;

/** The grant tree and the role's grants, loaded whenever `roleId` (the drawer's role) changes. */
export function useRoleGrants(roleId: string | null): RoleGrants {
  return useGrantTree(roleId, {
    loadTree: queryPermissionTree,
    loadGranted: () => queryRolePermission(roleId ?? ''),
    save: (input) => saveRolePermission({ roleId: roleId ?? '', ...input }),
  });
}

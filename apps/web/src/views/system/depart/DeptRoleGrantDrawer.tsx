import {
  type DeptRole,
  queryDeptRoleDataRule,
  queryDeptRolePermission,
  queryDeptRoleTree,
  saveDepartDataRule,
  saveDeptRolePermission,
} from '../../../api/departPermission.ts';
import { GrantDrawer } from '../grant/GrantDrawer.tsx';
import { useGrantTree } from '../grant/useGrantTree.ts';

interface Props {
  open: boolean;
  departId: string;
  role: DeptRole | null;
  onClose(): void;
}

/** 部门角色权限配置: a department role's grants, among what its department holds, with data rules. */
export function DeptRoleGrantDrawer({ open, departId, role, onClose }: Props) {
  const roleId = role?.id ?? '';
  const grants = useGrantTree(open && roleId ? roleId : null, {
    loadTree: () => queryDeptRoleTree(departId),
    loadGranted: () => queryDeptRolePermission(roleId),
    save: (input) => saveDeptRolePermission(roleId, input),
  });
  return (
    <GrantDrawer
      title="部门角色权限配置"
      open={open}
      subject={{ label: '部门角色', name: role?.roleName ?? '' }}
      grants={grants}
      dataRules={{
        load: (permissionId) => queryDeptRoleDataRule(permissionId, departId, roleId),
        save: (permissionId, dataRuleIds) =>
          saveDepartDataRule({ permissionId, departId, roleId, dataRuleIds }),
      }}
      onClose={onClose}
    />
  );
}

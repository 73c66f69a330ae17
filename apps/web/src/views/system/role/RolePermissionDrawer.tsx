import { queryRoleDataRule, type Role, saveRoleDataRule } from '../../../api/role.ts';
import { GrantDrawer } from '../grant/GrantDrawer.tsx';
import { useRoleGrants } from './useRoleGrants.ts';

interface Props {
  open: boolean;
  /** The role whose grants are edited. */
  role: Role | null;
  onClose(): void;
}

/** 角色权限配置: the menus and buttons granted to a role, as a checkable tree, with data rules per menu. */
export function RolePermissionDrawer({ open, role, onClose }: Props) {
  const roleId = role?.id ?? '';
  const grants = useRoleGrants(open ? roleId || null : null);
  return (
    <GrantDrawer
      title="角色权限配置"
      open={open}
      subject={{ label: '角色', name: role?.roleName ?? '' }}
      grants={grants}
      dataRules={{
        load: (permissionId) => queryRoleDataRule(permissionId, roleId),
        save: (permissionId, dataRuleIds) => saveRoleDataRule({ permissionId, roleId, dataRuleIds }),
      }}
      onClose={onClose}
    />
  );
}

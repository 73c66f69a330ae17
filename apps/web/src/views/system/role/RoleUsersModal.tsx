import { Button, Modal } from 'antd';
import { addUsersToRole, type Role, removeUsersFromRole } from '../../../api/role.ts';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { MemberUsers } from '../members/MemberUsers.tsx';

interface Props {
  open: boolean;
  /** The role whose users are shown. */
  role: Role | null;
  onClose(): void;
}

/** 角色用户 — <roleName>: the users holding a role, with adding and removing them. */
export function RoleUsersModal({ open, role, onClose }: Props) {
  const auth = useAuth();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Modal
      title={`角色用户 — ${role?.roleName ?? ''}`}
      open={open}
      width={isMobile ? '100%' : 1100}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {role ? (
        <MemberUsers
          title="角色用户"
          filter={{ roleId: role.id }}
          canManage={auth.has('system:role:users')}
          add={(ids) => addUsersToRole(role.id, ids)}
          remove={(ids) => removeUsersFromRole(role.id, ids)}
        />
      ) : null}
    </Modal>
  );
}

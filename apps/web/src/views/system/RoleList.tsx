import { roleResource } from '@hcs/shared';
import { Button } from 'antd';
import { useState } from 'react';
import type { Role } from '../../api/role.ts';
import { FormListPage, ListRowActions } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { useAuth } from '../../utils/permission.ts';
import { RolePermissionDrawer } from './role/RolePermissionDrawer.tsx';
import { RoleUsersModal } from './role/RoleUsersModal.tsx';

interface Shown {
  open: boolean;
  /** Kept after closing, so the closing dialog still shows it. */
  record: Role | null;
}

const CLOSED: Shown = { open: false, record: null };

// 编辑, 详情, 授权, 用户 and 删除 on one line.
const config = { ...resourceListConfig(roleResource), actionWidth: 230 };
const RoleForm = resourceForm(roleResource);

/** 系统管理 → 角色管理: roles, their menu and button grants (授权) and their users (用户). */
export default function RoleList() {
  const auth = useAuth();
  const [granting, setGranting] = useState<Shown>(CLOSED);
  const [members, setMembers] = useState<Shown>(CLOSED);

  return (
    <FormListPage
      urlState
      config={config}
      form={RoleForm}
      rowActions={(record, state, onEdit) => (
        <ListRowActions record={record} state={state} name={record.roleName} onEdit={onEdit}>
          {auth.has('system:role:authorize') ? (
            <Button
              type="link"
              size="small"
              aria-label={`授权“${record.roleName}”`}
              onClick={() => setGranting({ open: true, record })}
            >
              授权
            </Button>
          ) : null}
          {auth.has('system:role:users') ? (
            <Button
              type="link"
              size="small"
              aria-label={`用户“${record.roleName}”`}
              onClick={() => setMembers({ open: true, record })}
            >
              用户
            </Button>
          ) : null}
        </ListRowActions>
      )}
    >
      <RolePermissionDrawer
        open={granting.open}
        role={granting.record}
        onClose={() => setGranting((g) => ({ ...g, open: false }))}
      />
      <RoleUsersModal
        open={members.open}
        role={members.record}
        onClose={() => setMembers((m) => ({ ...m, open: false }))}
      />
    </FormListPage>
  );
}

import { Button } from 'antd';
import { useState } from 'react';
import type { Role } from '../../api/role.ts';
import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { useAuth } from '../../utils/permission.ts';
import { RoleFormModal } from './role/RoleFormModal.tsx';
import { RolePermissionDrawer } from './role/RolePermissionDrawer.tsx';
import { RoleUsersModal } from './role/RoleUsersModal.tsx';
import { roleListConfig } from './role/roleListConfig.ts';

interface Shown {
  open: boolean;
  /** Kept after closing, so the closing dialog still shows it. */
  record: Role | null;
}

const CLOSED: Shown = { open: false, record: null };

interface Editing extends Shown {
  /** A new one per opening: the form modal mounts afresh, keeping nothing of the last one. */
  session: number;
}

/** 系统管理 → 角色管理: roles, their menu and button grants (授权) and their users (用户). */
export default function RoleList() {
  const auth = useAuth();
  const state = useListPage(roleListConfig, { urlState: true });
  const [form, setForm] = useState<Editing>({ open: false, record: null, session: 0 });
  const [granting, setGranting] = useState<Shown>(CLOSED);
  const [members, setMembers] = useState<Shown>(CLOSED);
  const openForm = (record: Role | null) => setForm((f) => ({ open: true, record, session: f.session + 1 }));

  return (
    <>
      <ListPage<Role>
        config={roleListConfig}
        state={state}
        onAdd={() => openForm(null)}
        rowActions={(record) => (
          <ListRowActions record={record} state={state} name={record.roleName} onEdit={openForm}>
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
      />
      <RoleFormModal
        key={form.session}
        open={form.open}
        record={form.record}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={() => {
          setForm((f) => ({ ...f, open: false }));
          void state.reload();
        }}
      />
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
    </>
  );
}

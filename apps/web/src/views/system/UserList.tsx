import { useState } from 'react';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { userListConfig } from './user/listConfig.tsx';
import { RecycleBinModal } from './user/RecycleBinModal.tsx';
import { ResetPasswordModal } from './user/ResetPasswordModal.tsx';
import type { SysUser } from './user/types.ts';
import { UserFormDrawer } from './user/UserFormDrawer.tsx';
import { UserRowActions } from './user/UserRowActions.tsx';
import { UserToolbarExtra } from './user/UserToolbarExtra.tsx';
import './user/UserList.css';

interface Editing {
  open: boolean;
  record: SysUser | null;
  /** A new one for every opening: the drawer's form is mounted afresh, so nothing of a previous opening stays. */
  session: number;
}

/** 系统管理 → 用户管理: search, add, edit, freeze, reset passwords, delete, restore, export and import users. */
export default function UserList() {
  const state = useListPage(userListConfig);
  const [editing, setEditing] = useState<Editing>({ open: false, record: null, session: 0 });
  const [passwordOf, setPasswordOf] = useState<SysUser | null>(null);
  const [recycling, setRecycling] = useState(false);
  const openForm = (record: SysUser | null) =>
    setEditing((e) => ({ open: true, record, session: e.session + 1 }));
  const closeForm = () => setEditing((e) => ({ ...e, open: false }));

  return (
    <>
      <ListPage
        config={userListConfig}
        state={state}
        onAdd={() => openForm(null)}
        toolbarExtra={<UserToolbarExtra state={state} onRecycleBin={() => setRecycling(true)} />}
        rowActions={(user) => (
          <UserRowActions user={user} state={state} onEdit={openForm} onPassword={setPasswordOf} />
        )}
      />
      <UserFormDrawer
        key={editing.session}
        open={editing.open}
        record={editing.record}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          void state.reload();
        }}
      />
      <ResetPasswordModal user={passwordOf} onClose={() => setPasswordOf(null)} />
      <RecycleBinModal
        open={recycling}
        onClose={() => setRecycling(false)}
        onRestored={() => void state.reload()}
      />
    </>
  );
}

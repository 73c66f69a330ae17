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
import { useOpening } from '../../utils/useOpening.ts';

/** 系统管理 → 用户管理: search, add, edit, freeze, reset passwords, delete, restore, export and import users. */
export default function UserList() {
  const state = useListPage(userListConfig, { urlState: true });
  const editing = useOpening<SysUser | null>(null);
  const [passwordOf, setPasswordOf] = useState<SysUser | null>(null);
  const [recycling, setRecycling] = useState(false);
  const openForm = editing.show;
  const closeForm = editing.hide;

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
        record={editing.subject}
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

import { useState } from 'react';
import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { PositionFormModal } from './position/PositionFormModal.tsx';
import type { Position } from './position/positionApi.ts';
import { positionListConfig } from './position/positionListConfig.ts';

interface Editing {
  open: boolean;
  record: Position | null;
  /** A new one for every opening: the form is mounted afresh, so nothing of a previous opening stays. */
  session: number;
}

/** 系统管理 → 职务管理: search, add, edit, view, delete, export and import positions. */
export default function SysPositionList() {
  const state = useListPage(positionListConfig);
  const [editing, setEditing] = useState<Editing>({ open: false, record: null, session: 0 });
  const openForm = (record: Position | null) =>
    setEditing((e) => ({ open: true, record, session: e.session + 1 }));
  const closeForm = () => setEditing((e) => ({ ...e, open: false }));

  return (
    <>
      <ListPage
        config={positionListConfig}
        state={state}
        onAdd={() => openForm(null)}
        rowActions={(record) => (
          <ListRowActions record={record} state={state} name={record.name} onEdit={openForm} />
        )}
      />
      <PositionFormModal
        key={editing.session}
        open={editing.open}
        record={editing.record}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          void state.reload();
        }}
      />
    </>
  );
}

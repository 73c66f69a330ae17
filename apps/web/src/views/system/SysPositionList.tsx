import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { PositionFormModal } from './position/PositionFormModal.tsx';
import type { Position } from './position/positionApi.ts';
import { positionListConfig } from './position/positionListConfig.ts';

/** 系统管理 → 职务管理: search, add, edit, view, delete, export and import positions. */
export default function SysPositionList() {
  const state = useListPage(positionListConfig);
  const editing = useOpening<Position | null>(null);
  const openForm = editing.show;
  const closeForm = editing.hide;

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
        record={editing.subject}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          void state.reload();
        }}
      />
    </>
  );
}

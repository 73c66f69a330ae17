import { dictResource } from '@hcs/shared';
import { useState } from 'react';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { useOpening } from '../../utils/useOpening.ts';
import { DictItemsDrawer } from './dict/DictItemsDrawer.tsx';
import { DictRecycleBin } from './dict/DictRecycleBin.tsx';
import { DictRowActions } from './dict/DictRowActions.tsx';
import { DictToolbarExtra } from './dict/DictToolbarExtra.tsx';
import { reloadLocalDicts, type SysDict } from './dict/dictApi.ts';
import { dictListConfig } from './dict/dictListConfig.tsx';

const DictForm = resourceForm(dictResource, { width: 640 });

/**
 * 系统管理 → 字典管理: search, add, edit, enable/disable, delete, restore, export and import
 * dictionaries, and edit each one's items in the editable grid.
 */
export default function DictList() {
  const state = useListPage(dictListConfig, { urlState: true });
  const editing = useOpening<SysDict | null>(null);
  const [itemsOf, setItemsOf] = useState<SysDict | null>(null);
  const [recycling, setRecycling] = useState(false);

  return (
    <>
      <ListPage
        config={dictListConfig}
        state={state}
        onAdd={() => editing.show(null)}
        toolbarExtra={<DictToolbarExtra onRecycleBin={() => setRecycling(true)} />}
        rowActions={(dict) => (
          <DictRowActions dict={dict} state={state} onEdit={editing.show} onItems={setItemsOf} />
        )}
      />
      <DictForm
        key={editing.session}
        open={editing.open}
        record={editing.subject}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          void state.reload();
          void reloadLocalDicts();
        }}
      />
      <DictItemsDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />
      <DictRecycleBin
        open={recycling}
        onClose={() => setRecycling(false)}
        onRestored={() => void state.reload()}
      />
    </>
  );
}

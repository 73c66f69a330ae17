import { useState } from 'react';
import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { TenantFormModal } from './tenant/TenantFormModal.tsx';
import type { Tenant } from './tenant/tenantApi.ts';
import { tenantListConfig } from './tenant/tenantListConfig.ts';

interface Editing {
  open: boolean;
  record: Tenant | null;
  /** A new one for every opening: the form is mounted afresh, so nothing of a previous opening stays. */
  session: number;
}

/** 系统管理 → 租户管理: search, add, edit, view, delete, export and import tenants. */
export default function TenantList() {
  const state = useListPage(tenantListConfig);
  const [editing, setEditing] = useState<Editing>({ open: false, record: null, session: 0 });
  const openForm = (record: Tenant | null) =>
    setEditing((e) => ({ open: true, record, session: e.session + 1 }));
  const closeForm = () => setEditing((e) => ({ ...e, open: false }));

  return (
    <>
      <ListPage
        config={tenantListConfig}
        state={state}
        onAdd={() => openForm(null)}
        rowActions={(record) => (
          <ListRowActions record={record} state={state} name={record.name} onEdit={openForm} />
        )}
      />
      <TenantFormModal
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

import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { TenantFormModal } from './tenant/TenantFormModal.tsx';
import type { Tenant } from './tenant/tenantApi.ts';
import { tenantListConfig } from './tenant/tenantListConfig.ts';

/** 系统管理 → 租户管理: search, add, edit, view, delete, export and import tenants. */
export default function TenantList() {
  const state = useListPage(tenantListConfig);
  const editing = useOpening<Tenant | null>(null);
  const openForm = editing.show;
  const closeForm = editing.hide;

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

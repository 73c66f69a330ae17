import { FormListPage } from '../../components/list/index.ts';
import { TenantFormModal } from './tenant/TenantFormModal.tsx';
import { tenantListConfig } from './tenant/tenantListConfig.ts';

/** 系统管理 → 租户管理: search, add, edit, view, delete, export and import tenants. */
export default function TenantList() {
  return (
    <FormListPage
      urlState
      config={tenantListConfig}
      form={TenantFormModal}
      nameOf={(record) => record.name}
    />
  );
}

import { tenantResource } from '@hcs/shared';
import { FormListPage } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';

const config = resourceListConfig(tenantResource);
const TenantForm = resourceForm(tenantResource);

/** 系统管理 → 租户管理: search, add, edit, view, delete, export and import tenants. */
export default function TenantList() {
  return <FormListPage urlState config={config} form={TenantForm} nameOf={(record) => record.name} />;
}

import { positionResource } from '@hcs/shared';
import { FormListPage } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';

const config = resourceListConfig(positionResource);
const PositionForm = resourceForm(positionResource);

/** 系统管理 → 职务管理: the position resource's list, search, form, detail, export and import. */
export default function SysPositionList() {
  return <FormListPage urlState config={config} form={PositionForm} nameOf={(record) => record.name ?? ''} />;
}

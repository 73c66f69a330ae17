import { positionResource } from '@hcs/shared';
import { FormListPage } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';

interface Position {
  id: string;
  name: string;
}

const config = resourceListConfig<Position>(positionResource);
const PositionForm = resourceForm<Position>(positionResource);

/** 系统管理 → 职务管理: the position resource's list, search, form, detail, export and import. */
export default function SysPositionList() {
  return <FormListPage urlState config={config} form={PositionForm} nameOf={(record) => record.name} />;
}

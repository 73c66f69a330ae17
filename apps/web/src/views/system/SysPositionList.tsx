import { FormListPage } from '../../components/list/index.ts';
import { PositionFormModal } from './position/PositionFormModal.tsx';
import { positionListConfig } from './position/positionListConfig.ts';

/** 系统管理 → 职务管理: search, add, edit, view, delete, export and import positions. */
export default function SysPositionList() {
  return (
    <FormListPage config={positionListConfig} form={PositionFormModal} nameOf={(record) => record.name} />
  );
}

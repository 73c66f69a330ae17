import { FormListPage } from '../../components/list/index.ts';
import { FillRuleFormModal } from './fillRule/FillRuleFormModal.tsx';
import { FillRuleRowActions } from './fillRule/FillRuleRowActions.tsx';
import { fillRuleListConfig } from './fillRule/fillRuleListConfig.ts';

/** 系统管理 → 填值规则: rules bound to the server's generators; add, edit, test and delete them. */
export default function FillRuleList() {
  return (
    <FormListPage
      urlState
      config={fillRuleListConfig}
      form={FillRuleFormModal}
      rowActions={(record, state, onEdit) => (
        <FillRuleRowActions rule={record} state={state} onEdit={onEdit} />
      )}
    />
  );
}

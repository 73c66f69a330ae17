import { fillRuleResource } from '@hcs/shared';
import { FormListPage } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { FillRuleRowActions } from './fillRule/FillRuleRowActions.tsx';
import { SYSTEM_RULE_CODE } from './fillRule/fillRuleApi.ts';
import { GeneratorSelect, ParamsInput } from './fillRule/fillRuleControls.tsx';

// 编辑 详情 测试 删除 on one line.
const config = { ...resourceListConfig(fillRuleResource), actionWidth: 210 };
export const FillRuleForm = resourceForm(fillRuleResource, {
  controls: { ruleClass: GeneratorSelect, ruleParams: ParamsInput },
  // The server numbers work orders with this rule: its code and generator stay (the server refuses both).
  locked: (record) => (record.ruleCode === SYSTEM_RULE_CODE ? ['ruleCode', 'ruleClass'] : []),
});

/** 系统管理 → 填值规则: rules bound to the server's generators; add, edit, test and delete them. */
export default function FillRuleList() {
  return (
    <FormListPage
      urlState
      config={config}
      form={FillRuleForm}
      rowActions={(record, state, onEdit) => (
        <FillRuleRowActions rule={record} state={state} onEdit={onEdit} />
      )}
    />
  );
}

import { checkRuleResource, type ResourceRow } from '@hcs/shared';
import { Button } from 'antd';
import { FormListPage, ListRowActions } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { CheckRuleTestModal } from './checkRule/CheckRuleTestModal.tsx';
import { RuleGridControl } from './checkRule/RuleGridControl.tsx';

type CheckRule = ResourceRow<typeof checkRuleResource>;

// 编辑 详情 测试 删除 on one line.
const config = { ...resourceListConfig(checkRuleResource), actionWidth: 210 };
export const CheckRuleForm = resourceForm(checkRuleResource, {
  controls: { ruleJson: RuleGridControl },
  // The grid's cells check themselves as they are filled; the rule as a whole is checked on saving.
  checkOnSave: ['ruleJson'],
  width: 960,
  // The grid needs more of the row than the family's layout leaves beside the labels.
  layout: {
    labelCol: { xs: { span: 24 }, sm: { span: 4 } },
    wrapperCol: { xs: { span: 24 }, sm: { span: 19 } },
  },
});

/** 系统管理 → 编码校验规则: rules of segments (digits, regex, message), edited in a grid and tested on the server. */
export default function CheckRuleList() {
  const testing = useOpening<CheckRule | null>(null);
  return (
    <FormListPage
      urlState
      config={config}
      form={CheckRuleForm}
      rowActions={(record, state, onEdit) => (
        <ListRowActions record={record} state={state} name={record.ruleName} onEdit={onEdit}>
          <Button
            type="link"
            size="small"
            aria-label={`测试“${record.ruleName}”`}
            onClick={() => testing.show(record)}
          >
            测试
          </Button>
        </ListRowActions>
      )}
    >
      <CheckRuleTestModal
        key={`test-${testing.session}`}
        open={testing.open}
        rule={testing.subject}
        onClose={testing.hide}
      />
    </FormListPage>
  );
}

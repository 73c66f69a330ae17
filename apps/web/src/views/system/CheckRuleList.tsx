import { Button } from 'antd';
import { FormListPage, ListRowActions } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { CheckRuleFormModal } from './checkRule/CheckRuleFormModal.tsx';
import { CheckRuleTestModal } from './checkRule/CheckRuleTestModal.tsx';
import type { CheckRule } from './checkRule/checkRuleApi.ts';
import { checkRuleListConfig } from './checkRule/checkRuleListConfig.ts';

/** 系统管理 → 编码校验规则: rules of segments (digits, regex, message), edited in a grid and tested on the server. */
export default function CheckRuleList() {
  const testing = useOpening<CheckRule | null>(null);
  return (
    <FormListPage
      urlState
      config={checkRuleListConfig}
      form={CheckRuleFormModal}
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

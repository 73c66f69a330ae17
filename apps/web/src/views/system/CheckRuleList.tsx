import { Button } from 'antd';
import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { CheckRuleFormModal } from './checkRule/CheckRuleFormModal.tsx';
import { CheckRuleTestModal } from './checkRule/CheckRuleTestModal.tsx';
import type { CheckRule } from './checkRule/checkRuleApi.ts';
import { checkRuleListConfig } from './checkRule/checkRuleListConfig.ts';

/** 系统管理 → 编码校验规则: rules of segments (digits, regex, message), edited in a grid and tested on the server. */
export default function CheckRuleList() {
  const state = useListPage(checkRuleListConfig);
  const editing = useOpening<CheckRule | null>(null);
  const testing = useOpening<CheckRule | null>(null);

  return (
    <>
      <ListPage
        config={checkRuleListConfig}
        state={state}
        onAdd={() => editing.show(null)}
        rowActions={(record) => (
          <ListRowActions record={record} state={state} name={record.ruleName} onEdit={editing.show}>
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
      />
      <CheckRuleFormModal
        key={editing.session}
        open={editing.open}
        record={editing.subject}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          void state.reload();
        }}
      />
      <CheckRuleTestModal
        key={`test-${testing.session}`}
        open={testing.open}
        rule={testing.subject}
        onClose={testing.hide}
      />
    </>
  );
}

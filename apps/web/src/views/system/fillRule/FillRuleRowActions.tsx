import { App, Button, Typography } from 'antd';
import { type ListPageState, ListRowActions } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { type FillRule, testFillRule } from './fillRuleApi.ts';

interface Props {
  rule: FillRule;
  state: ListPageState<FillRule>;
  onEdit(rule: FillRule): void;
}

/** 编辑, 详情, 测试 (shows the value the rule gives now) and 删除 of one rule. */
export function FillRuleRowActions({ rule, state, onEdit }: Props) {
  const { modal } = App.useApp();
  const act = useServerAction();
  const auth = useAuth();

  const test = async () => {
    const value = await act(testFillRule(rule.ruleCode));
    if (value === undefined) return;
    modal.success({
      title: '测试结果',
      content: (
        <>
          <Typography.Paragraph>规则“{rule.ruleName}”生成的值：</Typography.Paragraph>
          <Typography.Text code copyable className="hcs-fill-rule-result">
            {value}
          </Typography.Text>
        </>
      ),
      okText: '确定',
    });
  };

  return (
    <ListRowActions record={rule} state={state} name={rule.ruleName} onEdit={onEdit}>
      {auth.has('system:fillRule:test') ? (
        <Button type="link" size="small" aria-label={`测试“${rule.ruleName}”`} onClick={test}>
          测试
        </Button>
      ) : null}
    </ListRowActions>
  );
}

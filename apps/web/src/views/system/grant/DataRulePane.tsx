import { Alert, Button, Checkbox, Empty, Space, Spin } from 'antd';
import { useId } from 'react';
import type { PermissionNode } from '../../../api/role.ts';
import { type DataRuleSource, useDataRuleChoice } from './useDataRuleChoice.ts';

interface Props {
  /** The menu whose rules are shown; null shows how to pick one. */
  menu: PermissionNode | null;
  /** Whether the menu's grant is saved: rules are chosen for a saved grant only. */
  grantSaved: boolean;
  source: DataRuleSource;
}

/** 数据规则: the rules of one menu a grant applies, chosen with checkboxes and saved on their own. */
export function DataRulePane({ menu, grantSaved, source }: Props) {
  const headingId = useId();
  const state = useDataRuleChoice(menu?.key ?? null, source);

  const body = () => {
    if (!menu) {
      return <p className="hcs-datarule__hint">点击菜单后的“数据规则”，为该菜单选择数据规则。</p>;
    }
    if (state.loading) return <Spin className="hcs-datarule__spin" />;
    if (state.notice) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state.notice} />;
    return (
      <>
        {grantSaved ? null : (
          <Alert
            type="info"
            showIcon
            className="hcs-datarule__alert"
            title="请先勾选并保存该菜单的授权，再选择数据规则"
          />
        )}
        <Checkbox.Group
          className="hcs-datarule__list"
          value={state.checked}
          onChange={(values) => state.setChecked(values.map(String))}
          role="group"
          aria-labelledby={headingId}
        >
          {state.rules.map((rule) => (
            <Checkbox key={rule.id} value={rule.id}>
              <span className="hcs-datarule__name">{rule.ruleName}</span>
              <span className="hcs-datarule__detail">
                {rule.ruleColumn} {rule.ruleConditions} {rule.ruleValue}
              </span>
            </Checkbox>
          ))}
        </Checkbox.Group>
        <Space className="hcs-datarule__actions">
          <Button onClick={state.reset}>重置</Button>
          <Button
            type="primary"
            loading={state.saving}
            disabled={!grantSaved}
            onClick={() => void state.save()}
          >
            保存规则
          </Button>
        </Space>
      </>
    );
  };

  return (
    <section className="hcs-datarule" aria-labelledby={headingId}>
      <h3 className="hcs-datarule__title" id={headingId}>
        数据规则{menu ? ` — ${menu.title}` : ''}
      </h3>
      {body()}
    </section>
  );
}

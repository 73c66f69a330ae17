import type { checkRuleResource, ResourceRow } from '@hcs/shared';
import { Alert, Button, Descriptions, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { checkByCode } from '../../../api/checkRule.ts';
import { refusalOf } from '../../../utils/serverAction.ts';

interface Props {
  open: boolean;
  rule: Pick<ResourceRow<typeof checkRuleResource>, 'ruleName' | 'ruleCode'> | null;
  onClose(): void;
}

type Outcome = { ok: true } | { ok: false; message: string } | null;

/** 测试: checks a value by the saved rule on the server, as a form field using it would. */
export function CheckRuleTestModal({ open, rule, onClose }: Props) {
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [checking, setChecking] = useState(false);

  const run = async () => {
    if (!rule) return;
    setChecking(true);
    try {
      await checkByCode(rule.ruleCode, value);
      setOutcome({ ok: true });
    } catch (error) {
      const refusal = refusalOf(error);
      setOutcome(refusal ? { ok: false, message: refusal.message } : null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal title="测试校验规则" open={open} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: '规则名称', children: rule?.ruleName },
          { key: 'code', label: '规则编码', children: rule?.ruleCode },
        ]}
      />
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <Input
          aria-label="测试值"
          placeholder="请输入要校验的值"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setOutcome(null);
          }}
          onPressEnter={() => void run()}
        />
        <Button type="primary" loading={checking} onClick={() => void run()}>
          测试
        </Button>
      </Space.Compact>
      <div role="status" style={{ marginTop: 12, minHeight: 40 }}>
        {outcome?.ok ? <Alert type="success" showIcon title="校验通过" /> : null}
        {outcome && !outcome.ok ? <Alert type="error" showIcon title={outcome.message} /> : null}
      </div>
    </Modal>
  );
}

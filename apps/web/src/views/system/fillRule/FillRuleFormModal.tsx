import { Form, Input, Select } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { addFillRule, editFillRule, type FillRule, type FillRuleInput } from './fillRuleApi.ts';
import { fillRuleFormRules } from './fillRuleFormRules.ts';
import { useFillRuleGenerators } from './useFillRuleGenerators.ts';

interface Props {
  open: boolean;
  /** The rule to edit; null adds one. */
  record: FillRule | null;
  onClose(): void;
  onSaved(): void;
}

const SYSTEM_RULE_CODE = 'work_order_no';

/** 新增 / 编辑 a fill rule: its name, code, generator (from the server's registry) and parameters. */
export function FillRuleFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<FillRuleInput>();
  const generators = useFillRuleGenerators();
  const chosen = Form.useWatch('ruleClass', form);
  const hint = generators.find((g) => g.name === chosen)?.paramsHint;
  const rules = fillRuleFormRules(record?.id);
  // The server numbers work orders with this rule: its code and generator stay (the server refuses both).
  const system = record?.ruleCode === SYSTEM_RULE_CODE;

  const save = (values: FillRuleInput) => {
    const input = {
      ruleName: values.ruleName.trim(),
      ruleCode: values.ruleCode.trim(),
      ruleClass: values.ruleClass,
      ruleParams: values.ruleParams?.trim() ? values.ruleParams.trim() : null,
    };
    return record ? editFillRule({ ...input, id: record.id }) : addFillRule(input);
  };

  return (
    <FormModal<FillRuleInput>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="fill-rule-form"
      initialValues={{
        ruleName: record?.ruleName ?? '',
        ruleCode: record?.ruleCode ?? '',
        ruleClass: record?.ruleClass,
        ruleParams: record?.ruleParams ?? '',
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="ruleName" label="规则名称" rules={rules.ruleName}>
        <Input placeholder="请输入规则名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="ruleCode"
        label="规则编码"
        rules={rules.ruleCode}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input placeholder="请输入规则编码" maxLength={64} disabled={system} />
      </Form.Item>
      <Form.Item name="ruleClass" label="规则实现" rules={rules.ruleClass}>
        <Select
          disabled={system}
          placeholder="请选择规则实现"
          options={generators.map((g) => ({ value: g.name, label: `${g.title}（${g.name}）` }))}
        />
      </Form.Item>
      <Form.Item name="ruleParams" label="规则参数" rules={rules.ruleParams} extra={hint}>
        <Input.TextArea placeholder="请输入规则参数（JSON）" rows={3} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}

import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { GridFormField, type GridRow, gridRule, gridSubmitValue } from '../../../components/grid/index.ts';
import { addCheckRule, type CheckRule, editCheckRule, ruleItemsOf } from './checkRuleApi.ts';
import { RULE_GRID_COLUMNS } from './ruleGridColumns.ts';

interface Props {
  open: boolean;
  /** The rule to edit; null adds one. */
  record: CheckRule | null;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  ruleName: string;
  ruleCode: string;
  ruleDescription?: string;
  ruleItems: GridRow[];
}

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v);

/** 新增 / 编辑 a check rule: its name and code, and its segments edited row by row in the grid. */
export function CheckRuleFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();

  const save = async (values: Values) => {
    const { rows } = await gridSubmitValue(values.ruleItems);
    const items = rows.map((r) => ({
      digits: text(r.digits),
      pattern: String(r.pattern ?? ''),
      message: text(r.message),
    }));
    const input = {
      ruleName: values.ruleName.trim(),
      ruleCode: values.ruleCode.trim(),
      ruleDescription: values.ruleDescription?.trim() ?? '',
      ruleJson: JSON.stringify(items),
    };
    return record ? editCheckRule({ ...input, id: record.id }) : addCheckRule(input);
  };

  return (
    <FormModal<Values>
      open={open}
      title={record ? '编辑' : '新增'}
      width={960}
      form={form}
      name="check-rule-form"
      initialValues={{
        ruleName: record?.ruleName ?? '',
        ruleCode: record?.ruleCode ?? '',
        ruleDescription: record?.ruleDescription ?? '',
        ruleItems: record
          ? ruleItemsOf(record.ruleJson).map((item, i) => ({ id: `rule-${i}`, ...item }))
          : [{ id: 'rule-0', digits: '*', pattern: '', message: '' }],
      }}
      layout={{
        labelCol: { xs: { span: 24 }, sm: { span: 4 } },
        wrapperCol: { xs: { span: 24 }, sm: { span: 19 } },
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="ruleName"
        label="规则名称"
        rules={[
          { required: true, whitespace: true, message: '请输入规则名称' },
          { max: 100, message: '规则名称不能超过100个字符' },
        ]}
      >
        <Input placeholder="请输入规则名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="ruleCode"
        label="规则编码"
        rules={[
          { required: true, whitespace: true, message: '请输入规则编码' },
          { max: 100, message: '规则编码不能超过100个字符' },
          { pattern: /^[A-Za-z0-9_-]+$/, message: '规则编码只能包含字母、数字、下划线和短横线' },
        ]}
      >
        <Input placeholder="请输入规则编码" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="ruleDescription"
        label="规则描述"
        rules={[{ max: 200, message: '规则描述不能超过200个字符' }]}
      >
        <Input.TextArea placeholder="请输入规则描述" maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item
        name="ruleItems"
        label="校验规则"
        rules={[gridRule('校验规则')]}
        extra="按顺序校验：位数为 * 时校验整个值；为数字 N 时校验接下来的 N 位（* 不占位）。第一条不通过的规则给出提示。"
      >
        <GridFormField
          aria-label="校验规则"
          columns={RULE_GRID_COLUMNS}
          rowSelection="checkbox"
          maxHeight={300}
        />
      </Form.Item>
    </FormModal>
  );
}

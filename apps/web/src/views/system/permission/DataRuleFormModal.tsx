import { Form, Input, Radio, Select } from 'antd';
import type { Refusal } from '../../../api/refusal.ts';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { addDataRule, type DataRule, type DataRuleInput, editDataRule } from './dataRuleApi.ts';

interface Props {
  open: boolean;
  /** The menu the rule belongs to. */
  permissionId: string;
  /** The rule to edit; null adds one. */
  record: DataRule | null;
  onClose(): void;
  onSaved(): void;
}

type Values = Omit<DataRuleInput, 'permissionId'>;

const layout = {
  labelCol: { xs: { span: 24 }, sm: { span: 5 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 18 } },
};

const STATUSES = [
  { value: '1', label: '有效' },
  { value: '0', label: '无效' },
];

/** The system variables a rule value may use (they stand for the signed-in user). */
const VARIABLES: [string, string][] = [
  ['#{sys_user_code}', '当前登录用户账号'],
  ['#{sys_user_name}', '当前登录用户姓名'],
  ['#{sys_org_code}', '当前部门编码'],
  ['#{sys_date}', '当前日期'],
  ['#{sys_time}', '当前时间'],
];

const required = (message: string) => [{ required: true, whitespace: true, message }];

function ValueHelp() {
  return (
    <div className="hcs-rule-help">
      <p>可使用系统变量：</p>
      <ul>
        {VARIABLES.map(([name, meaning]) => (
          <li key={name}>
            <code>{name}</code> {meaning}
          </li>
        ))}
      </ul>
      <p>条件为“包含于”（IN）时，多个值用英文逗号分隔。</p>
    </div>
  );
}

/** 新增 / 编辑 a data rule. Mount it anew (a new key) for each opening. */
export function DataRuleFormModal({ open, permissionId, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const conditions = toOptions(useDictOptions('rule_conditions'));

  const save = (values: Values) => {
    const input: DataRuleInput = {
      permissionId,
      ruleName: values.ruleName.trim(),
      ruleColumn: values.ruleColumn.trim(),
      ruleConditions: values.ruleConditions,
      ruleValue: values.ruleValue.trim(),
      status: values.status,
    };
    return record ? editDataRule({ ...input, id: record.id }) : addDataRule(input);
  };

  /** A refusal about the rule field (e.g. a column the list does not have) shows at that field too. */
  const onRefused = ({ message }: Refusal) => {
    if (message.includes('规则字段')) form.setFields([{ name: 'ruleColumn', errors: [message] }]);
  };

  return (
    <FormModal<Values>
      open={open}
      title={record ? '编辑数据规则' : '新增数据规则'}
      width={640}
      form={form}
      name="data-rule-form"
      initialValues={{
        ruleName: record?.ruleName ?? '',
        ruleColumn: record?.ruleColumn ?? '',
        ruleConditions: record?.ruleConditions,
        ruleValue: record?.ruleValue ?? '',
        status: record?.status ?? '1',
      }}
      layout={layout}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
      onRefused={onRefused}
    >
      <Form.Item name="ruleName" label="规则名称" rules={required('请输入规则名称!')}>
        <Input placeholder="请输入规则名称" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="ruleColumn"
        label="规则字段"
        rules={required('请输入规则字段!')}
        extra="列表的字段名，例如 orgCode、createBy"
      >
        <Input placeholder="请输入规则字段" maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="ruleConditions" label="条件" rules={[{ required: true, message: '请选择条件!' }]}>
        <Select placeholder="请选择条件" options={conditions} />
      </Form.Item>
      <Form.Item name="ruleValue" label="规则值" rules={required('请输入规则值!')} extra={<ValueHelp />}>
        <Input placeholder="请输入规则值" maxLength={300} autoComplete="off" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group options={STATUSES} aria-label="状态" />
      </Form.Item>
    </FormModal>
  );
}

import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { addTenant, editTenant, TENANT_STATUS_DICT, type Tenant } from './tenantApi.ts';
import { MAX_TENANT_ID, tenantFormRules } from './tenantFormRules.ts';
import { DATE_FORMAT, type TenantFormValues, toFormValues, toInput } from './tenantFormValues.ts';

interface Props {
  open: boolean;
  /** The tenant to edit; null adds one. */
  record: Tenant | null;
  onClose(): void;
  onSaved(): void;
}

/** 新增 / 编辑 a tenant. Mount it anew (a new key) for each opening: the form starts from `record`. */
export function TenantFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<TenantFormValues>();
  const statuses = toOptions(useDictOptions(TENANT_STATUS_DICT));
  const rules = tenantFormRules(form);

  const save = (values: TenantFormValues) => {
    const input = toInput({ ...values, id: record ? record.id : values.id });
    return record ? editTenant(input) : addTenant(input);
  };

  return (
    <FormModal<TenantFormValues>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="tenant-form"
      initialValues={toFormValues(record)}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="name" label="租户名称" rules={rules.name}>
        <Input placeholder="请输入租户名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="id"
        label="租户编号"
        rules={record ? [] : rules.id}
        extra={record ? '租户编号创建后不能修改' : undefined}
      >
        <InputNumber
          placeholder="请输入租户编号"
          min={1}
          max={MAX_TENANT_ID}
          precision={0}
          disabled={record !== null}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="beginDate" label="开始时间">
        <DatePicker format={DATE_FORMAT} placeholder="请选择开始时间" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="endDate" label="结束时间" rules={rules.endDate} dependencies={['beginDate']}>
        <DatePicker format={DATE_FORMAT} placeholder="请选择结束时间" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label="状态" rules={rules.status}>
        <Select placeholder="请选择状态" options={statuses} />
      </Form.Item>
    </FormModal>
  );
}

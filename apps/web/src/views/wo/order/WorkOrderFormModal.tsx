import { workOrderResource } from '@hcs/shared';
import { Form, Input, Radio } from 'antd';
import { DateField } from '../../../components/date/DateField.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { RichTextEditor } from '../../../components/editor/index.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { useAuth } from '../../../utils/permission.ts';
import { AssigneeSelect } from './AssigneeSelect.tsx';
import { AudienceSelect } from './AudienceSelect.tsx';
import { beforeToday, workOrderRules as rules } from './formRules.ts';
import { DATE_TIME_FORMAT, toFormValues, toInput, type WorkOrderFormValues } from './formValues.ts';
import type { WorkOrderDetail } from './types.ts';
import { addWorkOrder, editWorkOrder } from './workOrderApi.ts';

interface Props {
  open: boolean;
  /** The order to edit (with its content and version); null adds a new one. */
  record: WorkOrderDetail | null;
  /** A new order's department: the user's own. */
  defaultDepartId: string | undefined;
  onClose(): void;
  onSaved(): void;
}

const { fields } = workOrderResource;

const layout = {
  labelCol: { xs: { span: 24 }, sm: { span: 4 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 19 } },
};

/**
 * 新建工单 / 编辑工单. A new order given a 处理人 is dispatched at once (for those who may dispatch); an
 * edited one changes its assignee through 改派. Mount it anew (a new key) for each opening.
 */
export function WorkOrderFormModal({ open, record, defaultDepartId, onClose, onSaved }: Props) {
  const [form] = Form.useForm<WorkOrderFormValues>();
  const auth = useAuth();
  const departId = Form.useWatch('departId', form);
  const priorities = toOptions(useDictOptions(fields.priority.dict));
  const canDispatch = record === null && auth.has('wo:order:dispatch');

  const save = (values: WorkOrderFormValues) => {
    const input = toInput(values);
    return record ? editWorkOrder({ ...input, id: record.id, version: record.version }) : addWorkOrder(input);
  };

  return (
    <FormModal<WorkOrderFormValues>
      open={open}
      title={record ? '编辑工单' : '新建工单'}
      width={900}
      form={form}
      name="work-order-form"
      initialValues={toFormValues(record, {
        priority: fields.priority.input.default,
        departId: defaultDepartId,
      })}
      layout={layout}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
      {...(record ? {} : { draft: { key: 'wo-order-add', fields: ['content'] } })}
    >
      <Form.Item name="title" label={fields.title.label} rules={rules.title}>
        <Input placeholder={`请输入${fields.title.label}`} maxLength={fields.title.input.max} />
      </Form.Item>
      <Form.Item name="audienceId" label={fields.audienceId.label} rules={rules.audienceId}>
        <AudienceSelect />
      </Form.Item>
      <Form.Item name="serviceType" label={fields.serviceType.label} rules={rules.serviceType}>
        <DictSelect dictCode={fields.serviceType.dict} placeholder={`请选择${fields.serviceType.label}`} />
      </Form.Item>
      <Form.Item name="source" label={fields.source.label} rules={rules.source}>
        <DictSelect dictCode={fields.source.dict} placeholder={`请选择${fields.source.label}`} />
      </Form.Item>
      <Form.Item name="priority" label={fields.priority.label} rules={rules.priority}>
        <Radio.Group options={priorities} aria-label={fields.priority.label} />
      </Form.Item>
      <Form.Item name="departId" label={fields.departId.label} rules={rules.departId}>
        <DepartSelect
          onChange={(value) => {
            form.setFieldsValue({ departId: value, assigneeId: undefined });
          }}
        />
      </Form.Item>
      {canDispatch ? (
        <Form.Item name="assigneeId" label={fields.assigneeId.label} extra="选择处理人后，工单保存时即派单">
          <AssigneeSelect departId={departId || undefined} />
        </Form.Item>
      ) : null}
      <Form.Item name="appointmentTime" label={fields.appointmentTime.label}>
        <DateField showTime format={DATE_TIME_FORMAT} placeholder={`请选择${fields.appointmentTime.label}`} />
      </Form.Item>
      <Form.Item
        name="deadline"
        label={fields.deadline.label}
        dependencies={['appointmentTime']}
        rules={rules.deadline}
      >
        <DateField
          showTime
          format={DATE_TIME_FORMAT}
          placeholder={`请选择${fields.deadline.label}`}
          disabledDate={beforeToday}
        />
      </Form.Item>
      <Form.Item name="content" label={fields.content.label} rules={rules.content}>
        <RichTextEditor aria-label={fields.content.label} />
      </Form.Item>
    </FormModal>
  );
}

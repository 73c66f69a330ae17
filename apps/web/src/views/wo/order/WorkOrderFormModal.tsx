import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { RichTextEditor } from '../../../components/editor/index.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { useAuth } from '../../../utils/permission.ts';
import { AssigneeSelect } from './AssigneeSelect.tsx';
import { AudienceSelect } from './AudienceSelect.tsx';
import { beforeToday, workOrderRules as rules } from './formRules.ts';
import { DATE_TIME_FORMAT, toFormValues, toInput, type WorkOrderFormValues } from './formValues.ts';
import { WO_DICTS } from './listConfig.tsx';
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
  const serviceTypes = toOptions(useDictOptions(WO_DICTS.serviceType));
  const sources = toOptions(useDictOptions(WO_DICTS.source));
  const priorities = toOptions(useDictOptions(WO_DICTS.priority));
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
      initialValues={toFormValues(record, defaultDepartId)}
      layout={layout}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="title" label="标题" rules={rules.title}>
        <Input placeholder="请输入标题" />
      </Form.Item>
      <Form.Item name="audienceId" label="服务对象" rules={rules.audienceId}>
        <AudienceSelect />
      </Form.Item>
      <Form.Item name="serviceType" label="服务类型" rules={rules.serviceType}>
        <Select options={serviceTypes} placeholder="请选择服务类型" />
      </Form.Item>
      <Form.Item name="source" label="来源">
        <Select options={sources} placeholder="请选择来源" allowClear />
      </Form.Item>
      <Form.Item name="priority" label="优先级" rules={rules.priority}>
        <Radio.Group options={priorities} />
      </Form.Item>
      <Form.Item name="departId" label="所属部门" rules={rules.departId}>
        <DepartSelect
          onChange={(value) => {
            form.setFieldsValue({ departId: value, assigneeId: undefined });
          }}
        />
      </Form.Item>
      {canDispatch ? (
        <Form.Item name="assigneeId" label="处理人" extra="选择处理人后，工单保存时即派单">
          <AssigneeSelect departId={departId || undefined} />
        </Form.Item>
      ) : null}
      <Form.Item name="appointmentTime" label="预约时间">
        <DatePicker showTime format={DATE_TIME_FORMAT} placeholder="请选择预约时间" />
      </Form.Item>
      <Form.Item name="deadline" label="截止时间" dependencies={['appointmentTime']} rules={rules.deadline}>
        <DatePicker
          showTime
          format={DATE_TIME_FORMAT}
          placeholder="请选择截止时间"
          disabledDate={beforeToday}
        />
      </Form.Item>
      <Form.Item name="content" label="服务内容">
        <RichTextEditor aria-label="服务内容" />
      </Form.Item>
    </FormModal>
  );
}

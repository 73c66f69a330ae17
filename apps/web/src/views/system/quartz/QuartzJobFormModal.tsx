import { Form, Input, Radio, Select } from 'antd';
import { CronInput } from '../../../components/cron/index.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { addJob, editJob, QUARTZ_STATUS, type QuartzJob, type QuartzJobInput } from './quartzApi.ts';
import { quartzFormRules as rules } from './quartzFormRules.ts';
import { useJobHandlers } from './useJobHandlers.ts';

interface Props {
  open: boolean;
  /** The job to edit; null adds one. */
  record: QuartzJob | null;
  onClose(): void;
  onSaved(): void;
}

const STATUS_OPTIONS = [
  { value: QUARTZ_STATUS.running, label: '正常' },
  { value: QUARTZ_STATUS.stopped, label: '停止' },
];

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** 新增 / 编辑 a job: its handler, cron (typed or built), parameter, description and status. */
export function QuartzJobFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<QuartzJobInput>();
  const handlers = useJobHandlers();
  const chosen = Form.useWatch('jobClassName', form);
  const hint = handlers.find((h) => h.name === chosen)?.parameterHint;

  const save = (values: QuartzJobInput) => {
    const input = {
      jobClassName: values.jobClassName,
      cronExpression: values.cronExpression.trim(),
      parameter: blankToNull(values.parameter),
      description: blankToNull(values.description),
      status: values.status,
    };
    return record ? editJob({ ...input, id: record.id }) : addJob(input);
  };

  return (
    <FormModal<QuartzJobInput>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="quartz-job-form"
      initialValues={{
        jobClassName: record?.jobClassName,
        cronExpression: record?.cronExpression ?? '',
        parameter: record?.parameter ?? '',
        description: record?.description ?? '',
        status: record?.status ?? QUARTZ_STATUS.running,
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="jobClassName" label="任务类名" rules={rules.jobClassName}>
        <Select
          placeholder="请选择任务类名"
          showSearch={{ optionFilterProp: 'label' }}
          options={handlers.map((h) => ({ value: h.name, label: `${h.name}（${h.title}）` }))}
        />
      </Form.Item>
      <Form.Item name="cronExpression" label="Cron表达式" rules={rules.cronExpression}>
        <CronInput placeholder="请输入Cron表达式" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="parameter"
        label="参数"
        rules={rules.parameter}
        extra={hint ?? (chosen ? '该任务不使用参数' : undefined)}
      >
        <Input.TextArea placeholder="请输入参数" rows={3} maxLength={500} />
      </Form.Item>
      <Form.Item name="description" label="描述" rules={rules.description}>
        <Input placeholder="请输入描述" maxLength={200} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group options={STATUS_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}

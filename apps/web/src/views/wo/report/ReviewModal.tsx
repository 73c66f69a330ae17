import { monthlyReportResource } from '@hcs/shared';
import { Form, Input, Radio } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { reviewReport } from './reportApi.ts';
import type { MonthlyReport } from './types.ts';

interface Values {
  approve: boolean;
  comment?: string;
}

const { reviewComment } = monthlyReportResource.fields;
const commentRules = resourceFormRules(monthlyReportResource, undefined).reviewComment ?? [];

interface Props {
  open: boolean;
  report: MonthlyReport | null;
  onClose(): void;
  onSaved(): void;
}

/** 审核: 通过, or 退回 with a comment saying what to change. Mount it anew for each opening. */
export function ReviewModal({ open, report, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const approve = Form.useWatch('approve', form);
  if (!report) return null;
  return (
    <FormModal<Values>
      open={open}
      title={`审核：${report.title}`}
      width={600}
      form={form}
      name="report-review"
      initialValues={{ approve: true }}
      save={(values) =>
        reviewReport({
          id: report.id,
          version: report.version,
          approve: values.approve,
          comment: values.comment?.trim() || null,
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="approve" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
        <Radio.Group
          options={[
            { value: true, label: '通过' },
            { value: false, label: '退回' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="comment"
        label={reviewComment.label}
        dependencies={['approve']}
        rules={[
          { required: approve === false, whitespace: true, message: '退回月报时请填写审核意见' },
          ...commentRules,
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} placeholder={`请输入${reviewComment.label}`} />
      </Form.Item>
    </FormModal>
  );
}

import { monthlyReportResource, REPORT_NARRATIVE } from '@hcs/shared';
import { Form, Input } from 'antd';
import { RichTextEditor } from '../../../components/editor/index.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { editReport } from './reportApi.ts';
import type { MonthlyReportDetail } from './types.ts';

interface Values {
  title: string;
  summary: string;
  problems: string;
  nextPlan: string;
}

interface Props {
  open: boolean;
  report: MonthlyReportDetail | null;
  onClose(): void;
  onSaved(): void;
}

const layout = {
  labelCol: { xs: { span: 24 }, sm: { span: 3 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 21 } },
};

const EDITOR_HEIGHT = 200;

const rules = resourceFormRules(monthlyReportResource, undefined);

/** The long texts kept as a draft while typed (see FormModal's draft). */
const NARRATIVE_FIELDS = ['summary', 'problems', 'nextPlan'] as const;
const { title } = monthlyReportResource.fields;

/** 编辑: the title and the narrative (工作总结, 存在问题, 下月计划). Mount it anew for each opening. */
export function NarrativeModal({ open, report, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  if (!report) return null;
  return (
    <FormModal<Values>
      open={open}
      title="编辑月报"
      width={1000}
      form={form}
      name="report-narrative"
      layout={layout}
      initialValues={{
        title: report.title,
        summary: report.summary ?? '',
        problems: report.problems ?? '',
        nextPlan: report.nextPlan ?? '',
      }}
      save={(values) => editReport({ id: report.id, version: report.version, ...values })}
      onClose={onClose}
      draft={{ key: `report-narrative:${report.id}`, fields: NARRATIVE_FIELDS }}
      onSaved={onSaved}
    >
      <Form.Item name="title" label={title.label} rules={rules.title}>
        <Input placeholder={`请输入${title.label}`} />
      </Form.Item>
      {REPORT_NARRATIVE.map(([field, label]) => (
        <Form.Item key={field} name={field} label={label} rules={rules[field]}>
          <RichTextEditor aria-label={label} height={EDITOR_HEIGHT} />
        </Form.Item>
      ))}
    </FormModal>
  );
}

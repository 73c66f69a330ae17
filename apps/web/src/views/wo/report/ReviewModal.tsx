import { monthlyReportResource } from '@hcs/shared';
import { Alert, Descriptions, Form, Input, Radio, Spin } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../utils/serverState.ts';
import { FigureCards } from './FigureCards.tsx';
import { ReportNarrative } from './ReportNarrative.tsx';
import { REPORT_VIEW_PATH } from './ReportRowActions.tsx';
import { reportById, reviewReport } from './reportApi.ts';
import { monthText } from './reportMonth.ts';
import type { MonthlyReport, MonthlyReportDetail } from './types.ts';
import './report.css';

interface Values {
  /** Unset until the reviewer chooses: there is no default decision. */
  approve?: boolean;
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

/** What is being approved: the period, who submitted it, its figures and narrative, and the whole document. */
function ReviewedReport({ report }: { report: MonthlyReport }) {
  const detail = useApiQuery<MonthlyReportDetail>({
    queryKey: ['monthlyReport', report.id],
    load: () => reportById(report.id),
    ...READ_AFRESH,
  });
  const data = detail.data;
  return (
    <section className="hcs-report-review-subject" aria-label="待审核的月报">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'depart', label: '部门', children: report.departName ?? '—' },
          { key: 'month', label: '月份', children: monthText(report.month) },
          { key: 'submitBy', label: '提交人', children: data?.submitByName ?? report.submitBy ?? '—' },
          { key: 'submitTime', label: '提交时间', children: report.submitTime ?? '—' },
          { key: 'statsTime', label: '数据时间', children: report.statsTime ?? '—' },
          {
            key: 'view',
            label: '全文',
            children: (
              <a
                href={`${REPORT_VIEW_PATH}?id=${encodeURIComponent(report.id)}`}
                target="_blank"
                rel="noopener"
              >
                在新窗口查看完整月报
              </a>
            ),
          },
        ]}
      />
      {detail.isError ? <Alert type="warning" showIcon title={failureText(detail.error)} /> : null}
      {!data && !detail.isError ? <Spin /> : null}
      {data?.stats ? <FigureCards stats={data.stats} /> : null}
      {data ? (
        <div className="hcs-report-review-subject__narrative">
          <ReportNarrative report={data} idPrefix="hcs-review" />
        </div>
      ) : null}
    </section>
  );
}

/**
 * 审核: shows the report, then 通过, or 退回 with a comment saying what to change. Neither is chosen
 * beforehand: 确定 asks for a choice until one is made. Mount it anew for each opening.
 */
export function ReviewModal({ open, report, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const approve = Form.useWatch('approve', form);
  if (!report) return null;
  return (
    <FormModal<Values>
      open={open}
      title={`审核：${report.title}`}
      width={760}
      form={form}
      name="report-review"
      initialValues={{}}
      save={(values) =>
        reviewReport({
          id: report.id,
          version: report.version,
          approve: values.approve === true,
          comment: values.comment?.trim() || null,
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <ReviewedReport report={report} />
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

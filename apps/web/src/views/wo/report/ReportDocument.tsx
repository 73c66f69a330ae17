import { REPORT_NARRATIVE } from '@hcs/shared';
import { Descriptions, Empty } from 'antd';
import { sanitizeHtml } from '../../../components/notice/sanitizeHtml.ts';
import { FigureCards } from './FigureCards.tsx';
import { ReportCharts } from './ReportCharts.tsx';
import { ReportStatusTag } from './ReportStatusTag.tsx';
import { ReportTables } from './ReportTables.tsx';
import type { MonthlyReportDetail } from './types.ts';

const monthText = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** The report as a document: heading, figures, charts, tables, narrative and review. */
export function ReportDocument({ report }: { report: MonthlyReportDetail }) {
  const { stats } = report;
  return (
    <article className="hcs-report-doc" aria-labelledby="hcs-report-title">
      <header className="hcs-report-doc__header">
        <h2 id="hcs-report-title">{report.title}</h2>
        <p className="hcs-report-doc__meta">
          <span>部门：{report.departName}</span>
          <span>月份：{monthText(report.month)}</span>
          <span>
            状态：
            <ReportStatusTag status={report.status} text={report.status_dictText} />
          </span>
          {report.statsTime ? <span>数据时间：{report.statsTime}</span> : null}
        </p>
      </header>

      {stats ? (
        <>
          <section aria-labelledby="hcs-report-figures">
            <h3 id="hcs-report-figures">主要指标</h3>
            <FigureCards stats={stats} />
          </section>
          <ReportCharts stats={stats} />
          <ReportTables stats={stats} />
        </>
      ) : (
        <Empty description="尚未生成数据" />
      )}

      {REPORT_NARRATIVE.map(([field, label]) => (
        <section key={field} className="hcs-report-narrative" aria-labelledby={`hcs-report-${field}`}>
          <h3 id={`hcs-report-${field}`}>{label}</h3>
          {report[field] ? (
            <div
              className="hcs-report-narrative__body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a user's rich text, sanitised by DOMPurify
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(report[field]) }}
            />
          ) : (
            <p className="hcs-report-narrative__empty">（未填写）</p>
          )}
        </section>
      ))}

      <section className="hcs-report-review" aria-labelledby="hcs-report-review">
        <h3 id="hcs-report-review">审核</h3>
        <Descriptions
          size="small"
          bordered
          column={2}
          items={[
            { key: 'submitBy', label: '提交人', children: report.submitByName ?? report.submitBy ?? '—' },
            { key: 'submitTime', label: '提交时间', children: report.submitTime ?? '—' },
            { key: 'reviewBy', label: '审核人', children: report.reviewByName ?? report.reviewBy ?? '—' },
            { key: 'reviewTime', label: '审核时间', children: report.reviewTime ?? '—' },
            { key: 'comment', label: '审核意见', span: 2, children: report.reviewComment ?? '—' },
          ]}
        />
      </section>
    </article>
  );
}

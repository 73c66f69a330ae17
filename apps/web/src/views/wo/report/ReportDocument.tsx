import { Descriptions, Empty } from 'antd';
import { useDetailLayout } from '../../../components/list/detailLayout.ts';
import { FigureCards } from './FigureCards.tsx';
import { ReportCharts } from './ReportCharts.tsx';
import { ReportNarrative } from './ReportNarrative.tsx';
import { ReportStatusTag } from './ReportStatusTag.tsx';
import { ReportTables } from './ReportTables.tsx';
import { monthText } from './reportMonth.ts';
import type { MonthlyReportDetail } from './types.ts';

/**
 * The report as a document: heading, figures, charts, tables, narrative and review; the printout ends
 * with lines for the responsible person's signature and the seal.
 */
export function ReportDocument({ report }: { report: MonthlyReportDetail }) {
  const { stats } = report;
  const layout = useDetailLayout();
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

      <ReportNarrative report={report} idPrefix="hcs-report" />

      <section className="hcs-report-review" aria-labelledby="hcs-report-review">
        <h3 id="hcs-report-review">审核</h3>
        <Descriptions
          size="small"
          bordered
          layout={layout}
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

      <footer className="hcs-report-sign">
        <p>
          负责人签字：
          <span className="hcs-report-sign__line" />
        </p>
        <p>
          盖章：
          <span className="hcs-report-sign__line" />
        </p>
        <p>日期：　　　　年　　月　　日</p>
      </footer>
    </article>
  );
}

import { REPORT_NARRATIVE } from '@hcs/shared';
import { sanitizeHtml } from '../../../components/notice/sanitizeHtml.ts';
import type { MonthlyReportDetail } from './types.ts';

type Narrative = Pick<MonthlyReportDetail, (typeof REPORT_NARRATIVE)[number][0]>;

/** 工作总结, 存在问题 and 下月计划, each under its heading (`idPrefix` keeps the headings' ids unique). */
export function ReportNarrative({ report, idPrefix }: { report: Narrative; idPrefix: string }) {
  return REPORT_NARRATIVE.map(([field, label]) => (
    <section key={field} className="hcs-report-narrative" aria-labelledby={`${idPrefix}-${field}`}>
      <h3 id={`${idPrefix}-${field}`}>{label}</h3>
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
  ));
}

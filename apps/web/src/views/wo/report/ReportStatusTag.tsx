import { REPORT_STATUS_TEXT, type ReportStatusValue } from '@hcs/shared';
import { Tag } from 'antd';
import './report.css';

/** The status as a tag whose text says it (report_status); the colour only repeats it. */
export function ReportStatusTag({ status, text }: { status: string; text: string | undefined }) {
  return (
    <Tag className={`hcs-report-status hcs-report-status--${status}`}>
      {text ?? REPORT_STATUS_TEXT[status as ReportStatusValue] ?? status}
    </Tag>
  );
}

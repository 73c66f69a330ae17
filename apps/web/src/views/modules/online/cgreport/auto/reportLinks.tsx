import { fillReportHref, type ReportColumnsResult, type ReportRecord } from '@hcs/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { reportCellText, reportListColumns } from '../../../../../components/report/reportColumns.ts';

interface CellProps {
  /** The column's link template (ReportColumn.href). */
  href: string;
  record: ReportRecord;
  /** The cell's text (dictionary text included). */
  text: string;
}

/**
 * A linked report cell: the template filled from the row (values URL-encoded) and checked again
 * (fillReportHref), so a `javascript:` or another site never becomes a link. An internal path navigates
 * inside the app; an http(s) URL opens in a new tab. An empty cell, or a link that fails, shows as text.
 */
export function ReportCellLink({ href, record, text }: CellProps) {
  const link = text === '' ? null : fillReportHref(href, record);
  if (!link) return <>{text}</>;
  if (link.kind === 'internal') return <Link to={link.url}>{text}</Link>;
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="sr-only">（在新窗口打开）</span>
    </a>
  );
}

/** The report page's columns: reportListColumns, with the linked columns (ReportColumn.href) as links. */
export function reportPageColumns<T extends ReportRecord>(config: ReportColumnsResult): TableColumnsType<T> {
  const byKey = new Map(config.columns.map((column) => [column.dataIndex, column]));
  return reportListColumns<T>(config).map((tableColumn) => {
    const column = byKey.get(String(tableColumn.key));
    const href = column?.href;
    if (!column || !href) return tableColumn;
    return {
      ...tableColumn,
      render: (_: unknown, record: T) => (
        <ReportCellLink
          href={href}
          record={record}
          text={reportCellText(record, column, config.dictOptions)}
        />
      ),
    };
  });
}

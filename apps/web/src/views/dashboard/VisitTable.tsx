import type { VisitInfo } from '@hcs/shared';
import { type PlainColumn, PlainTable } from '../../components/table/PlainTable.tsx';

function Bar({ value, max, tone }: { value: number; max: number; tone: 'visit' | 'ip' }) {
  const width = max > 0 ? `${Math.round((value / max) * 100)}%` : '0%';
  return (
    <div className="hcs-bar">
      <span className="hcs-bar__track" aria-hidden="true">
        <span className={`hcs-bar__fill hcs-bar__fill--${tone}`} style={{ width }} />
      </span>
      <span className="hcs-bar__value">{value}</span>
    </div>
  );
}

/** The last seven days' visits and distinct IPs, as a table with a bar behind each figure. */
export function VisitTable({ visits, loading }: { visits: VisitInfo[]; loading: boolean }) {
  const max = Math.max(0, ...visits.map((v) => Math.max(v.visit, v.ip)));
  const columns: PlainColumn<VisitInfo>[] = [
    { title: '日期', dataIndex: 'type', key: 'type' },
    {
      title: '访问量',
      dataIndex: 'visit',
      key: 'visit',
      render: (_, visit) => <Bar value={visit.visit} max={max} tone="visit" />,
    },
    {
      title: 'IP数',
      dataIndex: 'ip',
      key: 'ip',
      render: (_, visit) => <Bar value={visit.ip} max={max} tone="ip" />,
    },
  ];
  return <PlainTable<VisitInfo> rowKey="type" columns={columns} dataSource={visits} loading={loading} />;
}

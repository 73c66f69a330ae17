import type { MonthlyReportStats, ReportCount } from '@hcs/shared';
import { Table } from 'antd';

// antd's own empty text is too pale to read (1.8:1).
const EMPTY = { emptyText: <span className="hcs-report-table__empty">暂无数据</span> };

const share = (count: number, total: number) =>
  total > 0 ? `${Math.round((count / total) * 1000) / 10}%` : '—';

function CountTable({ caption, label, rows }: { caption: string; label: string; rows: ReportCount[] }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <Table<ReportCount>
      className="hcs-report-table"
      size="small"
      bordered
      pagination={false}
      rowKey="value"
      title={() => <h3>{caption}</h3>}
      dataSource={rows}
      locale={EMPTY}
      columns={[
        { title: label, dataIndex: 'text' },
        { title: '工单数', dataIndex: 'count', align: 'right', width: 100 },
        { title: '占比', key: 'share', align: 'right', width: 100, render: (_v, r) => share(r.count, total) },
      ]}
    />
  );
}

/** 按残疾类别 and 服务人员排行 as tables. */
export function ReportTables({ stats }: { stats: MonthlyReportStats }) {
  return (
    <div className="hcs-report-tables">
      <CountTable caption="按残疾类别" label="残疾类别" rows={stats.byDisabilityType} />
      <Table
        className="hcs-report-table"
        size="small"
        bordered
        pagination={false}
        rowKey="id"
        title={() => <h3>服务人员排行</h3>}
        dataSource={stats.topStaff}
        locale={EMPTY}
        columns={[
          { title: '排名', key: 'rank', width: 64, render: (_v, _r, i) => i + 1 },
          { title: '姓名', dataIndex: 'name' },
          { title: '完成工单', dataIndex: 'completed', align: 'right', width: 96 },
          {
            title: '平均用时(小时)',
            dataIndex: 'avgHours',
            align: 'right',
            width: 130,
            render: (v: number | null) => v ?? '—',
          },
          {
            title: '平均满意度',
            dataIndex: 'avgSatisfaction',
            align: 'right',
            width: 110,
            render: (v: number | null) => v ?? '—',
          },
        ]}
      />
    </div>
  );
}

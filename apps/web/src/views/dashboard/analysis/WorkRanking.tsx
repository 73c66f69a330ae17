import { Card, Tabs } from 'antd';
import type { WorkRank } from '../../../api/woDashboard.ts';
import { type PlainColumn, PlainTable } from '../../../components/table/PlainTable.tsx';
import { EmptyText } from '../shared/EmptyText.tsx';
import { LoadError } from '../shared/LoadError.tsx';
import { PeriodPicker } from '../shared/PeriodPicker.tsx';
import { useCompletedWork } from '../shared/useCompletedWork.ts';

const oneDecimal = (v: number | null) => (v === null ? '—' : v.toFixed(1));

const columns = (nameTitle: string): PlainColumn<WorkRank>[] => [
  { title: '排名', key: 'rank', width: 64, render: (_, __, i) => i + 1 },
  { title: nameTitle, dataIndex: 'name', key: 'name', render: (_, r) => r.name || '未指定' },
  { title: '完成工单', dataIndex: 'completed', key: 'completed', align: 'right' },
  {
    title: '平均用时（小时）',
    dataIndex: 'avgHours',
    key: 'avgHours',
    align: 'right',
    render: (_, r) => oneDecimal(r.avgHours),
  },
  {
    title: '平均满意度',
    dataIndex: 'avgSatisfaction',
    key: 'avgSatisfaction',
    align: 'right',
    render: (_, r) => oneDecimal(r.avgSatisfaction),
  },
];

/** 完成工作排行: completed orders per staff member and per department in a chosen period. */
export function WorkRanking() {
  const { data, loading, error, reload, period, setPeriod } = useCompletedWork();
  const rankTable = (rows: WorkRank[] | undefined, nameTitle: string) => (
    <PlainTable<WorkRank>
      rowKey={(r) => r.id || r.name}
      loading={loading}
      dataSource={rows ?? []}
      columns={columns(nameTitle)}
      pageSize={10}
      emptyText={<EmptyText>该期间没有完成的工单</EmptyText>}
    />
  );
  return (
    <Card
      className="hcs-dashboard__block hcs-dashboard__ranked"
      title={<h3 className="hcs-card-heading">完成工作排行</h3>}
      extra={<PeriodPicker id="hcs-rank" value={period} onChange={setPeriod} />}
    >
      {error ? <LoadError title="排行加载失败" error={error} onRetry={reload} /> : null}
      <Tabs
        items={[
          { key: 'staff', label: '按人员', children: rankTable(data?.staff, '服务人员') },
          { key: 'depart', label: '按部门', children: rankTable(data?.departs, '部门') },
        ]}
      />
    </Card>
  );
}

import { Button, Card, Col, Row, Space } from 'antd';
import { useMemo } from 'react';
import { getLiveStats } from '../../api/woDashboard.ts';
import { Chart } from '../../components/chart/Chart.tsx';
import { LiveFigures } from './monitor/LiveFigures.tsx';
import { RecentActivity } from './monitor/RecentActivity.tsx';
import { barOption } from './shared/chartOptions.ts';
import { LoadError } from './shared/LoadError.tsx';
import { useRemote } from './shared/useRemote.ts';
import { useWorkOrderChanges, WORK_ORDER_QUERIES } from './shared/useWorkOrderChanges.ts';
import './Analysis.css';
import './shared/dashboard.css';

/** The figures are also reloaded this often, in case a push was missed. */
export const MONITOR_REFRESH_MS = 60_000;

/** 实时监控 (/dashboard/monitor): live work-order figures, refreshed by the websocket and every minute. */
export default function Monitor() {
  useWorkOrderChanges();
  const { data, loading, error, reload } = useRemote(
    [...WORK_ORDER_QUERIES, 'liveStats'],
    getLiveStats,
    MONITOR_REFRESH_MS,
  );
  const open = useMemo(
    () =>
      barOption('工单数', [
        { value: '1', text: '待派单', count: data?.pending ?? 0 },
        { value: '2', text: '已派单', count: data?.dispatched ?? 0 },
        { value: '3', text: '处理中', count: data?.processing ?? 0 },
        { value: 'overdue', text: '已超期', count: data?.overdue ?? 0 },
      ]),
    [data],
  );
  return (
    <>
      <Space className="hcs-monitor__bar" wrap>
        <span className="hcs-dashboard__updated" aria-live="polite">
          {data ? `数据更新于 ${data.time.slice(11)}，工单变化时自动刷新` : '正在加载…'}
        </span>
        <Button size="small" onClick={reload}>
          刷新
        </Button>
      </Space>
      {error ? <LoadError title="监控数据加载失败" error={error} onRetry={reload} /> : null}
      <LiveFigures stats={data} loading={loading} />
      <Row gutter={[16, 16]} className="hcs-dashboard__block">
        <Col xs={24} lg={12}>
          <Card title={<h2 className="hcs-card-heading">在办工单</h2>}>
            <Chart option={open} ariaLabel="待派单、已派单、处理中与已超期工单数柱状图" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <RecentActivity recent={data?.recent ?? []} />
        </Col>
      </Row>
    </>
  );
}

import type { HttpAnswer, RouteLatency, StatusClass } from '@hcs/shared';
import { STATUS_CLASSES } from '@hcs/shared';
import { Card, Col, Row, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { Chart } from '../../components/chart/Chart.tsx';
import { lineOption } from './shared/lineOption.ts';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { type Copy, useMonitor } from './shared/useMonitor.ts';

const columns: TableColumnsType<RouteLatency> = [
  { title: '方法', dataIndex: 'method', width: 80, responsive: ['sm'] },
  { title: '路由', dataIndex: 'route', render: (r: string) => <span className="hcs-monitor__sql">{r}</span> },
  { title: '次数', dataIndex: 'count', align: 'right', responsive: ['sm'] },
  { title: '平均', dataIndex: 'meanMs', align: 'right', responsive: ['md'] },
  { title: 'p50', dataIndex: 'p50Ms', align: 'right' },
  { title: 'p95', dataIndex: 'p95Ms', align: 'right', responsive: ['md'] },
  { title: 'p99', dataIndex: 'p99Ms', align: 'right' },
  { title: '最大', dataIndex: 'maxMs', align: 'right', responsive: ['md'] },
];

const STATUS_TEXT: Record<StatusClass, string> = {
  '1xx': '1xx 信息',
  '2xx': '2xx 成功',
  '3xx': '3xx 重定向',
  '4xx': '4xx 客户端错误',
  '5xx': '5xx 服务端错误',
};

function HttpFigures({ http, half }: { http: Copy<HttpAnswer>; half: boolean }) {
  const { history } = http;
  const rate = useMemo(
    () =>
      lineOption(
        history.map((s) => s.at),
        [
          { name: '每秒请求数', values: history.map((s) => s.requestsPerSecond) },
          { name: '打开的连接', values: history.map((s) => s.openConnections) },
          { name: 'WebSocket 连接', values: history.map((s) => s.websocketConnections) },
        ],
      ),
    [history],
  );
  const classes = useMemo(
    () => ({
      tooltip: { trigger: 'item' as const, formatter: '{b}：{c}（{d}%）' },
      legend: { type: 'scroll' as const, orient: 'vertical' as const, right: 8, top: 'middle' as const },
      series: [
        {
          name: '状态类别',
          type: 'pie' as const,
          radius: ['45%', '70%'],
          center: ['35%', '50%'],
          label: { show: false },
          data: STATUS_CLASSES.map((c) => ({ name: STATUS_TEXT[c], value: http.statusClasses[c] })),
        },
      ],
    }),
    [http.statusClasses],
  );
  const heading = (text: string) => <h2 className="hcs-monitor__heading">{text}</h2>;
  return (
    <>
      {http.recording ? null : (
        <Typography.Paragraph type="warning">
          请求记录已关闭（HCS_REQUEST_TRACE=0），请求数与延迟不统计。
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={half ? 12 : 6}>
          <Card>
            <Statistic title="每秒请求数（近 1 分钟）" value={http.requestsPerSecond} />
          </Card>
        </Col>
        <Col xs={12} lg={half ? 12 : 6}>
          <Card>
            <Statistic title="请求总数" value={http.totalRequests} />
          </Card>
        </Col>
        <Col xs={12} lg={half ? 12 : 6}>
          <Card>
            <Statistic title="打开的连接" value={http.openConnections} />
          </Card>
        </Col>
        <Col xs={12} lg={half ? 12 : 6}>
          <Card>
            <Statistic title="WebSocket 连接" value={http.websocketConnections} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} className="hcs-monitor__block">
        <Col xs={24} xl={half ? 24 : 14}>
          <Card title={heading('请求与连接')}>
            <Chart
              option={rate}
              ariaLabel="每秒请求数、打开的连接与 WebSocket 连接随时间变化折线图"
              height={260}
            />
          </Card>
        </Col>
        <Col xs={24} xl={half ? 24 : 10}>
          <Card title={heading('状态类别')}>
            <Chart option={classes} ariaLabel="各状态类别请求数环形图" height={260} />
          </Card>
        </Col>
      </Row>
      <Card className="hcs-monitor__block" title={heading('最慢的 20 个路由（毫秒）')}>
        <Table<RouteLatency>
          rowKey={(r) => `${r.method} ${r.route}`}
          size="small"
          columns={columns}
          dataSource={http.slowestRoutes}
          pagination={false}
        />
      </Card>
    </>
  );
}

/** HTTP 服务 (/monitor/http): request rate, status classes, per-route latency and connections. */
export default function HttpServer() {
  const state = useMonitor<HttpAnswer>('http');
  return (
    <MonitorFrame title="HTTP 服务" state={state}>
      {(http, half) => <HttpFigures http={http} half={half} />}
    </MonitorFrame>
  );
}

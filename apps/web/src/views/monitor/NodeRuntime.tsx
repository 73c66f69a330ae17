import type { RuntimeAnswer } from '@hcs/shared';
import { Card, Col, Descriptions, Progress, Row, Table } from 'antd';
import { useMemo } from 'react';
import { Chart } from '../../components/chart/Chart.tsx';
import { formatBytes, percentOf } from './shared/format.ts';
import { lineOption } from './shared/lineOption.ts';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { type Copy, useMonitor } from './shared/useMonitor.ts';

const ms = (v: number) => `${v} ms`;

function RuntimeFigures({ runtime, half }: { runtime: Copy<RuntimeAnswer>; half: boolean }) {
  const { history } = runtime;
  const chartSpan = half ? 24 : 12;
  const times = history.map((s) => s.at);
  const memory = useMemo(
    () =>
      lineOption(
        times,
        [
          { name: '堆已用', values: history.map((s) => s.heapUsed) },
          { name: '堆总量', values: history.map((s) => s.heapTotal) },
          { name: 'RSS', values: history.map((s) => s.rss) },
          { name: '外部内存', values: history.map((s) => s.external) },
        ],
        formatBytes,
      ),
    [history, times],
  );
  const loop = useMemo(
    () =>
      lineOption(
        times,
        [
          { name: 'p50', values: history.map((s) => s.eventLoopP50Ms) },
          { name: 'p99', values: history.map((s) => s.eventLoopP99Ms) },
        ],
        ms,
      ),
    [history, times],
  );
  // Pause time per sample interval: the difference of the running totals.
  const gc = useMemo(
    () =>
      lineOption(
        times.slice(1),
        [
          {
            name: '垃圾回收暂停',
            values: history
              .slice(1)
              .map((s, i) => Math.round((s.gcPauseMs - (history[i]?.gcPauseMs ?? 0)) * 100) / 100),
          },
        ],
        ms,
      ),
    [history, times],
  );
  const heading = (text: string) => <h2 className="hcs-monitor__heading">{text}</h2>;
  return (
    <>
      <Card>
        <Descriptions bordered size="small" column={half ? 1 : { xs: 1, sm: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="堆内存">
            <div>
              已用 {formatBytes(runtime.heapUsed)} / 总量 {formatBytes(runtime.heapTotal)} / 上限{' '}
              {formatBytes(runtime.heapLimit)}
            </div>
            <Progress
              percent={percentOf(runtime.heapUsed, runtime.heapLimit)}
              size="small"
              aria-label="堆内存占上限比例"
            />
          </Descriptions.Item>
          <Descriptions.Item label="常驻内存（RSS）">{formatBytes(runtime.rss)}</Descriptions.Item>
          <Descriptions.Item label="外部内存">
            {formatBytes(runtime.external)}（其中 ArrayBuffer {formatBytes(runtime.arrayBuffers)}）
          </Descriptions.Item>
          <Descriptions.Item label="事件循环延迟">
            p50 {runtime.eventLoopP50Ms} ms · p99 {runtime.eventLoopP99Ms} ms · 最大 {runtime.eventLoopMaxMs}{' '}
            ms
          </Descriptions.Item>
          <Descriptions.Item label="垃圾回收">
            {runtime.gcCount} 次，共暂停 {runtime.gcPauseMs} ms
          </Descriptions.Item>
          <Descriptions.Item label="活动句柄">
            {runtime.activeResources.reduce((sum, r) => sum + r.count, 0)} 个
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]} className="hcs-monitor__block">
        <Col xs={24} xl={chartSpan}>
          <Card title={heading('内存')}>
            <Chart option={memory} ariaLabel="堆已用、堆总量、RSS 与外部内存随时间变化折线图" height={260} />
          </Card>
        </Col>
        <Col xs={24} xl={chartSpan}>
          <Card title={heading('事件循环延迟')}>
            <Chart option={loop} ariaLabel="事件循环延迟 p50 与 p99 随时间变化折线图" height={260} />
          </Card>
        </Col>
        <Col xs={24} xl={chartSpan}>
          <Card title={heading('垃圾回收暂停')}>
            <Chart option={gc} ariaLabel="每 5 秒垃圾回收暂停时间折线图" height={260} />
          </Card>
        </Col>
        <Col xs={24} xl={chartSpan}>
          <Card title={heading('垃圾回收与活动句柄')}>
            <Table
              rowKey="kind"
              size="small"
              pagination={false}
              columns={[
                { title: '回收类型', dataIndex: 'kind' },
                { title: '次数', dataIndex: 'count', align: 'right' },
                { title: '暂停（毫秒）', dataIndex: 'pauseMs', align: 'right' },
              ]}
              dataSource={runtime.gcByKind}
            />
            <Table
              className="hcs-monitor__block"
              rowKey="kind"
              size="small"
              pagination={false}
              columns={[
                { title: '句柄类型', dataIndex: 'kind' },
                { title: '数量', dataIndex: 'count', align: 'right' },
              ]}
              dataSource={runtime.activeResources}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** Node 运行时 (/monitor/runtime): memory, event-loop delay, garbage collection and handles, live. */
export default function NodeRuntime() {
  const state = useMonitor<RuntimeAnswer>('runtime');
  return (
    <MonitorFrame title="Node 运行时" state={state}>
      {(runtime, half) => <RuntimeFigures runtime={runtime} half={half} />}
    </MonitorFrame>
  );
}

import { Card, Col, Row } from 'antd';
import { type ReactNode, useMemo } from 'react';
import '../../components/chart/radarAndFunnel.ts';
import { Chart } from '../../components/chart/Chart.tsx';
import {
  barOption,
  funnelOption,
  pieOption,
  radarOption,
  rankingOption,
  statusBarOption,
  trendOption,
} from './shared/chartOptions.ts';
import { LoadError } from './shared/LoadError.tsx';
import { PeriodPicker } from './shared/PeriodPicker.tsx';
import { useCompletedWork } from './shared/useCompletedWork.ts';
import { useHomeStats } from './shared/useHomeStats.ts';
import { useWorkOrderChanges } from './shared/useWorkOrderChanges.ts';
import './Analysis.css';
import './shared/dashboard.css';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={24} lg={12}>
      <Card title={<h2 className="hcs-card-heading">{title}</h2>}>{children}</Card>
    </Col>
  );
}

/** 统计图表 (/dashboard/charts): the work-order statistics drawn as lines, bars, pies, a funnel and a radar. */
export default function Charts() {
  useWorkOrderChanges();
  const home = useHomeStats();
  const work = useCompletedWork();

  const stats = home.data;
  const options = useMemo(
    () => ({
      line: trendOption(stats?.trend ?? []),
      bar: trendOption(stats?.trend ?? [], 'bar'),
      services: pieOption('服务类型', stats?.byServiceType ?? []),
      disabilities: pieOption('残疾类别', stats?.byDisabilityType ?? [], true),
      funnel: funnelOption(stats?.byStatus ?? {}),
      states: statusBarOption(stats?.byStatus ?? {}),
      disabilityBars: barOption('工单数', stats?.byDisabilityType ?? []),
    }),
    [stats],
  );
  const ranks = useMemo(
    () => ({
      staff: rankingOption(work.data?.staff ?? []),
      departs: rankingOption(work.data?.departs ?? []),
      radar: radarOption(work.data?.staff ?? []),
    }),
    [work.data],
  );

  return (
    <>
      {home.error ? <LoadError title="工单统计加载失败" error={home.error} onRetry={home.reload} /> : null}
      <Row gutter={[16, 16]}>
        <ChartCard title="近30天工单趋势（折线图）">
          <Chart option={options.line} ariaLabel="近30天每日新建与完成工单数折线图" />
        </ChartCard>
        <ChartCard title="近30天工单趋势（柱状图）">
          <Chart option={options.bar} ariaLabel="近30天每日新建与完成工单数柱状图" />
        </ChartCard>
        <ChartCard title="服务类型分布（饼图）">
          <Chart option={options.services} ariaLabel="各服务类型工单数饼图" />
        </ChartCard>
        <ChartCard title="残疾类别分布（玫瑰图）">
          <Chart option={options.disabilities} ariaLabel="各残疾类别服务对象的工单数玫瑰图" />
        </ChartCard>
        <ChartCard title="工单进度（漏斗图）">
          <Chart option={options.funnel} ariaLabel="工单从新建、派单、接单、完成到回访关闭的漏斗图" />
        </ChartCard>
        <ChartCard title="各状态工单（柱状图）">
          <Chart option={options.states} ariaLabel="各状态工单数柱状图" />
        </ChartCard>
      </Row>
      <Card
        className="hcs-dashboard__block hcs-dashboard__ranked"
        title={<h2 className="hcs-card-heading">完成工作</h2>}
        extra={<PeriodPicker id="hcs-charts-period" value={work.period} onChange={work.setPeriod} />}
      >
        {work.error ? <LoadError title="完成工作加载失败" error={work.error} onRetry={work.reload} /> : null}
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <h3 className="hcs-card-heading">人员完成排行（条形图）</h3>
            <Chart option={ranks.staff} ariaLabel="服务人员完成工单数排行条形图" height={340} />
          </Col>
          <Col xs={24} lg={12}>
            <h3 className="hcs-card-heading">人员综合对比（雷达图）</h3>
            <Chart option={ranks.radar} ariaLabel="前五名服务人员完成量、满意度与时效雷达图" height={340} />
          </Col>
          <Col xs={24} lg={12}>
            <h3 className="hcs-card-heading">部门完成排行（条形图）</h3>
            <Chart option={ranks.departs} ariaLabel="各部门完成工单数排行条形图" height={240} />
          </Col>
          <Col xs={24} lg={12}>
            <h3 className="hcs-card-heading">残疾类别（柱状图）</h3>
            <Chart
              option={options.disabilityBars}
              ariaLabel="各残疾类别服务对象的工单数柱状图"
              height={240}
            />
          </Col>
        </Row>
      </Card>
    </>
  );
}

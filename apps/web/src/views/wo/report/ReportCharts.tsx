import type { MonthlyReportStats } from '@hcs/shared';
import { useMemo } from 'react';
import type { EChartsOption } from '../../../components/chart/echarts.ts';
import { ReportChart } from './ReportChart.tsx';
import { trendSeries } from './trendSeries.ts';

const dayText = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * 按服务类型 (bars) and 每日趋势 (created and completed per day, up to the snapshot's day), side by side on
 * screen, one under the other at the paper's width when printed.
 */
export function ReportCharts({ stats }: { stats: MonthlyReportStats }) {
  const typeText = `按服务类型的工单数：${stats.byServiceType.map((c) => `${c.text}${c.count}单`).join('，') || '无工单'}`;
  const series = useMemo(() => trendSeries(stats), [stats]);
  const until = series.until ? `（截至${dayText(series.until)}）` : '';
  const trendText = `${stats.month}每日新建与完成工单趋势${until}：共新建${stats.ordersCreated}单，完成${stats.ordersCompleted}单`;
  const byType = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 56 },
      xAxis: {
        type: 'category',
        data: stats.byServiceType.map((c) => c.text),
        axisLabel: { interval: 0, rotate: stats.byServiceType.length > 5 ? 30 : 0 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '工单数', type: 'bar', barMaxWidth: 36, data: stats.byServiceType.map((c) => c.count) },
      ],
    }),
    [stats.byServiceType],
  );
  const trend = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: ['新建工单', '完成工单'], top: 0 },
      grid: { left: 40, right: 16, top: 32, bottom: 32 },
      xAxis: { type: 'category', data: series.days, name: '日' },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '新建工单', type: 'line', data: series.created },
        { name: '完成工单', type: 'line', data: series.completed },
      ],
    }),
    [series],
  );

  return (
    <div className="hcs-report-charts">
      <section className="hcs-report-chart" aria-labelledby="hcs-report-chart-type">
        <h3 id="hcs-report-chart-type">按服务类型</h3>
        <ReportChart option={byType} ariaLabel={typeText} height={280} />
      </section>
      <section className="hcs-report-chart" aria-labelledby="hcs-report-chart-trend">
        <h3 id="hcs-report-chart-trend">每日趋势{until}</h3>
        <ReportChart option={trend} ariaLabel={trendText} height={280} />
      </section>
    </div>
  );
}

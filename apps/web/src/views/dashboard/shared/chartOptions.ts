import type { DictCount, HomeStats, WorkRank } from '../../../api/woDashboard.ts';
import type { EChartsOption } from '../../../components/chart/echarts.ts';
import { STATUS_TEXT } from './labels.ts';

/** The charts' option builders: each takes the statistics as the API returns them. */

const shortDate = (date: string) => date.slice(5);
const tooltipAxis = { trigger: 'axis' } as const;
const grid = { left: 48, right: 24, top: 40, bottom: 32, containLabel: true };

/** 30 days of created and completed orders, as lines (`bar` for the bar version). */
export function trendOption(trend: HomeStats['trend'], type: 'line' | 'bar' = 'line'): EChartsOption {
  return {
    tooltip: tooltipAxis,
    legend: { data: ['新建工单', '完成工单'], top: 0 },
    grid,
    xAxis: { type: 'category', data: trend.map((d) => shortDate(d.date)), boundaryGap: type === 'bar' },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: '新建工单',
        type,
        data: trend.map((d) => d.created),
        ...(type === 'line' ? { smooth: true, smoothMonotone: 'x', areaStyle: { opacity: 0.12 } } : {}),
      },
      {
        name: '完成工单',
        type,
        data: trend.map((d) => d.completed),
        ...(type === 'line' ? { smooth: true, smoothMonotone: 'x' } : {}),
      },
    ],
  };
}

/**
 * A share of a whole: a ring (`rose` draws Nightingale petals instead) with its legend beside it giving
 * each share; no labels around the ring, which would run into the legend on a narrow screen.
 */
export function pieOption(name: string, counts: DictCount[], rose = false): EChartsOption {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const share = new Map(
    counts.map((c) => [c.text, total > 0 ? `${Math.round((c.count / total) * 1000) / 10}%` : '0%']),
  );
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      right: 8,
      top: 'middle',
      formatter: (label: string) => `${label}  ${share.get(label) ?? ''}`,
    },
    series: [
      {
        name,
        type: 'pie',
        // Small enough to stay clear of the legend on a phone.
        radius: rose ? ['10%', '68%'] : ['40%', '68%'],
        center: ['32%', '50%'],
        ...(rose ? { roseType: 'radius' } : {}),
        label: { show: false },
        data: counts.map((c) => ({ name: c.text, value: c.count })),
      },
    ],
  };
}

/** Counts per dictionary value as bars. */
export function barOption(name: string, counts: DictCount[]): EChartsOption {
  return {
    tooltip: tooltipAxis,
    grid,
    xAxis: { type: 'category', data: counts.map((c) => c.text), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name, type: 'bar', barMaxWidth: 36, data: counts.map((c) => c.count) }],
  };
}

/** The top ranks as horizontal bars of completed orders, best on top. */
export function rankingOption(ranks: WorkRank[], top = 10): EChartsOption {
  const shown = ranks.slice(0, top).reverse();
  return {
    tooltip: tooltipAxis,
    grid: { ...grid, left: 16, right: 32 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((r) => r.name || '未指定') },
    series: [
      {
        name: '完成工单',
        type: 'bar',
        barMaxWidth: 22,
        label: { show: true, position: 'right' },
        data: shown.map((r) => r.completed),
      },
    ],
  };
}

/** How far orders have come: created → dispatched → in progress → completed → closed. */
export function funnelOption(byStatus: Record<string, number>): EChartsOption {
  const n = (s: number) => byStatus[String(s)] ?? 0;
  const stages = [
    ['全部工单', n(1) + n(2) + n(3) + n(4) + n(5) + n(9)],
    ['已派单', n(2) + n(3) + n(4) + n(5)],
    ['已接单', n(3) + n(4) + n(5)],
    ['已完成', n(4) + n(5)],
    ['已回访关闭', n(5)],
  ] as const;
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}' },
    legend: { top: 0, data: stages.map(([name]) => name) },
    series: [
      {
        name: '工单进度',
        type: 'funnel',
        top: 40,
        bottom: 8,
        left: '10%',
        width: '80%',
        sort: 'descending',
        // Widths in proportion to all orders (the default scale is 0-100).
        min: 0,
        max: Math.max(1, stages[0][1]),
        minSize: '8%',
        label: { position: 'inside', formatter: '{b} {c}' },
        data: stages.map(([name, value]) => ({ name, value })),
      },
    ],
  };
}

/** The orders by state, as a bar per state. */
export function statusBarOption(byStatus: Record<string, number>): EChartsOption {
  const states = Object.keys(STATUS_TEXT).map(Number);
  return barOption(
    '工单数',
    states.map((s) => ({
      value: String(s),
      text: STATUS_TEXT[s] ?? String(s),
      count: byStatus[String(s)] ?? 0,
    })),
  );
}

/**
 * The best staff compared on three scales: how much they completed, how satisfied their audiences
 * were, and how fast (the fastest average is 100).
 */
export function radarOption(ranks: WorkRank[], top = 5): EChartsOption {
  const shown = ranks.slice(0, top);
  const mostDone = Math.max(1, ...shown.map((r) => r.completed));
  const fastest = Math.min(...shown.map((r) => r.avgHours ?? Number.POSITIVE_INFINITY));
  const speed = (r: WorkRank) =>
    r.avgHours && Number.isFinite(fastest) ? Math.round((fastest / r.avgHours) * 100) : 0;
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', bottom: 0, data: shown.map((r) => r.name) },
    radar: {
      radius: '62%',
      center: ['50%', '46%'],
      indicator: [
        { name: '完成量', max: mostDone },
        { name: '满意度', max: 5 },
        { name: '时效', max: 100 },
      ],
    },
    series: [
      {
        name: '人员对比',
        type: 'radar',
        data: shown.map((r) => ({
          name: r.name,
          value: [r.completed, r.avgSatisfaction ?? 0, speed(r)],
        })),
      },
    ],
  };
}

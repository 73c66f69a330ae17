import type { EChartsOption } from '../../../components/chart/echarts.ts';
import { clockTime } from './format.ts';

export interface LineSeries {
  name: string;
  values: number[];
}

/** A live chart: samples over time, one line per series, the axis in `unit` (formatted by `format`). */
export function lineOption(
  times: number[],
  series: LineSeries[],
  format: (value: number) => string = String,
): EChartsOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => format(Number(v)) },
    legend: { data: series.map((s) => s.name), top: 0 },
    grid: { left: 16, right: 24, top: 40, bottom: 16, containLabel: true },
    xAxis: { type: 'category', data: times.map(clockTime), boundaryGap: false },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => format(v) } },
    series: series.map((s) => ({ name: s.name, type: 'line', showSymbol: false, data: s.values })),
  };
}

import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// What most charts draw: lines, bars and pies, as SVG (crisp when printed). A page that draws more
// registers it itself (radarAndFunnel.ts), so the others do not load it. The pies' legends scroll when
// their entries outgrow the chart (LegendComponent holds both kinds). No AriaComponent: the chart's
// element is labelled by EChart itself (role img, aria-label), which is all ECharts' aria would write,
// and high contrast sets its patterns (decals) on the series itself (chartDisplay.ts).
echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { echarts };
export type EChartsOption = echarts.EChartsCoreOption;

/** The colours of every chart, in series order. */
export const CHART_PALETTE = [
  '#00796b',
  '#1565c0',
  '#ef6c00',
  '#6a1b9a',
  '#c62828',
  '#2e7d32',
  '#ad1457',
  '#4e342e',
  '#37474f',
  '#f9a825',
];

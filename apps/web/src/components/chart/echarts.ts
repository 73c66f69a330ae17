import { BarChart, FunnelChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the platform draws: lines, bars, pies, radars and funnels, as SVG (crisp when printed).
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  RadarChart,
  FunnelChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  AriaComponent,
  SVGRenderer,
]);

export { echarts };
export type EChartsOption = echarts.EChartsCoreOption;

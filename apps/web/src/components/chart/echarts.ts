import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// What most charts draw: lines, bars and pies, as SVG (crisp when printed). A page that draws more
// registers it itself (radarAndFunnel.ts), so the others do not load it. The pies' legends scroll when
// their entries outgrow the chart (LegendComponent holds both kinds). No AriaComponent: the chart's
// element is labelled by EChart itself (role img, aria-label), which is all ECharts' aria would write.
echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { echarts };
export type EChartsOption = echarts.EChartsCoreOption;

import { FunnelChart, RadarChart } from 'echarts/charts';
import { echarts } from './echarts.ts';

// Imported by the pages that draw radars and funnels (图表): only they load these two chart types.
echarts.use([RadarChart, FunnelChart]);

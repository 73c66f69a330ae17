import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from '../../../components/chart/EChart.tsx';

const PrintableChart = lazy(() => import('./PrintableChart.tsx'));

/** An ECharts chart that prints at the paper's size, loaded with echarts only when a report is first viewed. */
export function ReportChart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <PrintableChart {...props} />
    </Suspense>
  );
}

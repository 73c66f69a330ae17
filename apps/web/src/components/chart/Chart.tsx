import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart.tsx';

const EChart = lazy(() => import('./EChart.tsx'));

/** An ECharts chart, loaded with echarts only when a page first draws one (never with the app). */
export function Chart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <EChart {...props} />
    </Suspense>
  );
}

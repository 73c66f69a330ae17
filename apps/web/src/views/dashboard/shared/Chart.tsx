import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from '../../../components/chart/EChart.tsx';

const EChart = lazy(() => import('../../../components/chart/EChart.tsx'));

/** An ECharts chart, loaded with echarts only when a dashboard first draws one. */
export function Chart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <EChart {...props} />
    </Suspense>
  );
}

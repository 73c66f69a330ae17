import { useMemo } from 'react';
import EChart, { type EChartProps } from '../../../components/chart/EChart.tsx';
import { chartImage, PRINT_CHART } from './chartImage.ts';

/**
 * The chart on screen, following its container, and the same chart at the printed size as an image
 * that only the printout shows (see MonthlyReportView.css). Import it lazily: it brings echarts.
 */
export default function PrintableChart(props: EChartProps) {
  const image = useMemo(() => chartImage(props.option), [props.option]);
  return (
    <div className="hcs-report-chart__figure">
      <EChart {...props} className="hcs-report-chart__screen" />
      <img
        className="hcs-report-chart__print"
        src={image}
        alt=""
        width={PRINT_CHART.width}
        height={PRINT_CHART.height}
      />
    </div>
  );
}

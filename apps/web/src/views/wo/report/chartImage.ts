import { CHART_PALETTE, type EChartsOption, echarts } from '../../../components/chart/echarts.ts';

/** The printed chart's size in CSS pixels: the width of A4 less its margins. */
export const PRINT_CHART = { width: 700, height: 260 } as const;

/**
 * The chart drawn once more at the printed size, as an SVG image (a data: URL) that scales with the
 * paper. The browser prints without running the page's scripts, so the chart on screen cannot redraw at
 * the paper's width; this one needs no redraw.
 */
export function chartImage(option: EChartsOption, size: { width: number; height: number } = PRINT_CHART) {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ color: CHART_PALETTE, animation: false, ...option });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(chart.renderToSVGString())}`;
  } finally {
    chart.dispose();
  }
}

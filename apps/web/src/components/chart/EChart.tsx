import { type CSSProperties, useEffect, useRef } from 'react';
import { CHART_PALETTE, type EChartsOption, echarts } from './echarts.ts';

export interface EChartProps {
  option: EChartsOption;
  /** What the chart shows, for screen readers (the chart itself is a picture to them). */
  ariaLabel: string;
  height?: number;
  style?: CSSProperties;
  className?: string;
}

/**
 * One ECharts chart (import it lazily: echarts is large). It follows its container's width and is
 * described to assistive technology by `ariaLabel`: the chart is one picture (role img) of that name,
 * not ECharts' generated description (which misreads category axes).
 */
export default function EChart({ option, ariaLabel, height = 300, style, className }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ color: CHART_PALETTE, animation: false, ...option }, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={host}
      role="img"
      aria-label={ariaLabel}
      className={className}
      style={{ width: '100%', height, ...style }}
    />
  );
}

import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useSettingsStore } from '../../stores/settings.ts';
import type { ChartDisplay } from './chartDisplay.ts';
import { CHART_PALETTE, type EChartsOption, echarts } from './echarts.ts';

type DisplayModule = typeof import('./chartDisplay.ts');

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
 * not ECharts' generated description (which misreads category axes). It follows the settings drawer's
 * 字号 (text grows, the height half as much: taller, a pie would outgrow a narrow card) and 高对比度 (patterns and line styles, not colour alone).
 */
export default function EChart({ option, ariaLabel, height = 300, style, className }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const fontScale = useSettingsStore((s) => s.fontScale);
  const highContrast = useSettingsStore((s) => s.highContrast);
  const display = useMemo((): ChartDisplay => ({ fontScale, highContrast }), [fontScale, highContrast]);
  // The larger text and high contrast are loaded with the first chart that needs them, not with every one.
  const standard = display.fontScale === 100 && !display.highContrast;
  const [shown, setShown] = useState<DisplayModule | null>(null);
  useEffect(() => {
    if (!standard && !shown) void import('./chartDisplay.ts').then(setShown);
  }, [standard, shown]);
  const ready = standard || shown !== null;
  const theme = standard || !shown ? undefined : shown.chartTheme(display);

  useEffect(() => {
    if (!host.current || !ready) return;
    const instance = echarts.init(host.current, theme, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [theme, ready]);

  useEffect(() => {
    const drawn =
      standard || !shown
        ? { color: CHART_PALETTE, animation: false, ...option }
        : shown.displayOption(option, display);
    chart.current?.setOption(drawn, { notMerge: true });
  }, [option, display, standard, shown]);

  return (
    <div
      ref={host}
      role="img"
      aria-label={ariaLabel}
      className={className}
      style={{ width: '100%', height: height * (1 + (display.fontScale - 100) / 200), ...style }}
    />
  );
}

import type { FontScale } from '@hcs/shared';
import { CHART_PALETTE, type EChartsOption, echarts } from './echarts.ts';

/** What the settings drawer changes about a chart: 字号 and 高对比度. */
export interface ChartDisplay {
  fontScale: FontScale;
  highContrast: boolean;
}

/** Darker colours for high contrast: each at least 7:1 against white, so even thin lines stand out. */
const HIGH_CONTRAST_PALETTE = [
  '#00594f',
  '#0d47a1',
  '#871400',
  '#4a148c',
  '#a8071a',
  '#135200',
  '#880e4f',
  '#3e2723',
  '#263238',
  '#5c3300',
];
/**
 * Patterns for areas (ECharts decals, the shapes of its aria palette, drawn light on the dark colours): a
 * bar series each, a pie or funnel slice each. The legend shows them too.
 */
const DECAL_COLOR = 'rgba(255, 255, 255, 0.75)';
const DECALS = [
  { dashArrayX: [1, 0], dashArrayY: [2, 5], symbolSize: 1, rotation: Math.PI / 6 },
  {
    symbol: 'circle',
    dashArrayX: [
      [8, 8],
      [0, 8, 8, 0],
    ],
    dashArrayY: [6, 0],
    symbolSize: 0.8,
  },
  { dashArrayX: [1, 0], dashArrayY: [4, 3], rotation: -Math.PI / 4 },
  {
    dashArrayX: [
      [6, 6],
      [0, 6, 6, 0],
    ],
    dashArrayY: [6, 0],
  },
  {
    dashArrayX: [
      [1, 0],
      [1, 6],
    ],
    dashArrayY: [1, 0, 6, 0],
    rotation: Math.PI / 4,
  },
  {
    symbol: 'triangle',
    dashArrayX: [
      [9, 9],
      [0, 9, 9, 0],
    ],
    dashArrayY: [7, 2],
    symbolSize: 0.75,
  },
].map((decal) => ({ color: DECAL_COLOR, ...decal }));
const decal = (i: number) => DECALS[i % DECALS.length];
/** Series whose every data item takes its own colour (and so its own pattern). */
const BY_ITEM = new Set(['pie', 'funnel']);

/** Lines told apart by more than colour: each its own dash and point shape (the legend shows both). */
const LINE_DASHES = ['solid', 'dashed', 'dotted', [12, 4, 2, 4]] as const;
const LINE_SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'pin', 'arrow'] as const;

/**
 * The ECharts theme of a display, registered once under its name: text sizes grown with 字号 (axis
 * labels, legend, tooltip and series labels), and in high contrast black text and axes, a darker palette
 * and ECharts' aria decals (a pattern per series or per slice), so no chart speaks by colour alone.
 */
export function chartTheme({ fontScale, highContrast }: ChartDisplay): string {
  const name = `hcs-${fontScale}${highContrast ? '-contrast' : ''}`;
  if (registered.has(name)) return name;
  const f = fontScale / 100;
  // Black text in high contrast; otherwise no colour at all, so ECharts keeps its own (an undefined one
  // would replace it with none).
  const text = (size: number) => ({ fontSize: size * f, ...(highContrast ? { color: '#000000' } : {}) });
  const axis = {
    axisLabel: text(12),
    nameTextStyle: text(12),
    ...(highContrast
      ? { axisLine: { lineStyle: { color: '#000000' } }, splitLine: { lineStyle: { color: '#8c8c8c' } } }
      : {}),
  };
  echarts.registerTheme(name, {
    color: highContrast ? HIGH_CONTRAST_PALETTE : CHART_PALETTE,
    textStyle: text(12),
    legend: { textStyle: text(12), itemWidth: 25 * f, itemHeight: 14 * f },
    tooltip: { textStyle: text(14) },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    logAxis: axis,
    radar: { axisName: text(12) },
  });
  registered.add(name);
  return name;
}

const registered = new Set<string>();

/**
 * A chart's option for the display: in high contrast each line gets its own dash and point shape, each
 * bar series its own pattern, each pie or funnel slice its own pattern.
 */
export function displayOption(option: EChartsOption, { highContrast }: ChartDisplay): EChartsOption {
  const merged: EChartsOption = { animation: false, ...option };
  if (!highContrast || !Array.isArray(option.series)) return merged;
  let line = 0;
  let area = 0;
  merged.series = option.series.map((series: Record<string, unknown>) => {
    const itemStyle = (series.itemStyle ?? {}) as Record<string, unknown>;
    if (series.type === 'line') {
      const i = line++;
      const lineStyle = (series.lineStyle ?? {}) as Record<string, unknown>;
      return {
        ...series,
        symbol: LINE_SYMBOLS[i % LINE_SYMBOLS.length],
        symbolSize: 7,
        lineStyle: { width: 2.5, ...lineStyle, type: LINE_DASHES[i % LINE_DASHES.length] },
      };
    }
    if (BY_ITEM.has(String(series.type)) && Array.isArray(series.data)) {
      return {
        ...series,
        data: series.data.map((item: unknown, j: number) => {
          const entry =
            typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : { value: item };
          const own = (entry.itemStyle ?? {}) as Record<string, unknown>;
          return { ...entry, itemStyle: { ...own, decal: decal(j) } };
        }),
      };
    }
    return { ...series, itemStyle: { ...itemStyle, decal: decal(area++) } };
  });
  return merged;
}

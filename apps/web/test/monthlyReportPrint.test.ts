import { describe, expect, it } from 'vitest';
import { chartImage, PRINT_CHART } from '../src/views/wo/report/chartImage.ts';
import { monthNotOver } from '../src/views/wo/report/reportMonth.ts';
import { trendSeries } from '../src/views/wo/report/trendSeries.ts';
import { submitWarning } from '../src/views/wo/report/useReportActions.ts';

const days = (month: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: `${month}-${String(i + 1).padStart(2, '0')}`,
    created: 1,
    completed: 0,
  }));

describe('月报 trend', () => {
  it('leaves out the days after the snapshot of a running month instead of drawing them as zero', () => {
    const series = trendSeries({ trend: days('2026-11', 30), generatedAt: '2026-11-27 09:15:00' });
    expect(series.days).toHaveLength(30);
    expect(series.created.slice(0, 27)).toEqual(Array(27).fill(1));
    expect(series.created.slice(27)).toEqual([null, null, null]);
    expect(series.completed.slice(27)).toEqual([null, null, null]);
    expect(series.until).toBe('2026-11-27');
  });

  it('draws every day of a month that ended before the snapshot', () => {
    const series = trendSeries({ trend: days('2026-10', 31), generatedAt: '2026-11-02 08:00:00' });
    expect(series.created.every((v) => v === 1)).toBe(true);
    expect(series.until).toBeNull();
  });

  it('takes the snapshot on the last day as the whole month', () => {
    expect(trendSeries({ trend: days('2026-11', 30), generatedAt: '2026-11-30 23:00:00' }).until).toBeNull();
  });
});

describe('提交 before the month ends', () => {
  const nov27 = new Date(2026, 10, 27, 10);
  it('knows a running month and its last day', () => {
    expect(monthNotOver('2026-11', nov27)).toEqual({ notOver: true, lastDay: '2026-11-30' });
    expect(monthNotOver('2026-11', new Date(2026, 10, 30, 23))).toEqual({
      notOver: true,
      lastDay: '2026-11-30',
    });
    expect(monthNotOver('2026-10', nov27)).toEqual({ notOver: false, lastDay: '2026-10-31' });
    expect(monthNotOver('2024-02', nov27).lastDay).toBe('2024-02-29');
  });

  it('warns 本月尚未结束 for a running month, and names when its data stops', () => {
    const warning = submitWarning({ month: '2026-11', statsTime: '2026-11-27 09:15:00' }, nov27);
    expect(warning.title).toBe('本月尚未结束，确定提交吗?');
    expect(warning.content).toContain('2026年11月到 2026-11-30 才结束');
    expect(warning.content).toContain('数据截至 2026-11-27 09:15:00');
  });

  it('asks the plain question for a month that is over', () => {
    expect(submitWarning({ month: '2026-10', statsTime: null }, nov27).title).toBe('确定提交吗?');
  });
});

describe('printed charts', () => {
  it('are drawn at the printed size as a scalable SVG image', () => {
    const url = chartImage({
      xAxis: { type: 'category', data: ['1', '2'] },
      yAxis: { type: 'value' },
      series: [{ type: 'line', data: [1, null] }],
    });
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain(`viewBox="0 0 ${PRINT_CHART.width} ${PRINT_CHART.height}"`);
  });
});

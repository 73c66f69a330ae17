import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { funnelOption, radarOption, trendOption } from '../src/views/dashboard/shared/chartOptions.ts';
import { periodPresets, periodQuery } from '../src/views/dashboard/shared/period.ts';
import { isWorkOrderChange } from '../src/views/dashboard/shared/useWorkOrderChanges.ts';

type Series = { name: string; data: { name: string; value: number }[] | number[] }[];

describe('dashboard charts', () => {
  it('draws how far orders came: each stage counts the orders that reached it', () => {
    const option = funnelOption({ '1': 5, '2': 4, '3': 3, '4': 2, '5': 10, '9': 6 });
    const [funnel] = option.series as Series;
    expect(funnel?.data).toEqual([
      { name: '全部工单', value: 30 },
      { name: '已派单', value: 19 },
      { name: '已接单', value: 15 },
      { name: '已完成', value: 12 },
      { name: '已回访关闭', value: 10 },
    ]);
    expect(option.series).toMatchObject([{ min: 0, max: 30 }]);
  });

  it('puts created and completed orders per day on one axis', () => {
    const option = trendOption([
      { date: '2026-11-01', created: 3, completed: 1 },
      { date: '2026-11-02', created: 0, completed: 2 },
    ]);
    expect(option.xAxis).toMatchObject({ data: ['11-01', '11-02'] });
    expect((option.series as Series).map((s) => [s.name, s.data])).toEqual([
      ['新建工单', [3, 0]],
      ['完成工单', [1, 2]],
    ]);
  });

  it('scores speed against the fastest of the compared staff', () => {
    const option = radarOption([
      { id: 'a', name: '甲', completed: 10, avgHours: 20, avgSatisfaction: 4.5 },
      { id: 'b', name: '乙', completed: 5, avgHours: 40, avgSatisfaction: null },
    ]);
    const [radar] = option.series as { data: { name: string; value: number[] }[] }[];
    expect(radar?.data).toEqual([
      { name: '甲', value: [10, 4.5, 100] },
      { name: '乙', value: [5, 0, 50] },
    ]);
  });
});

describe('the ranking period', () => {
  it('asks for whole days, the last one included', () => {
    expect(periodQuery([dayjs('2026-11-01'), dayjs('2026-11-25')])).toEqual({
      begin: '2026-11-01 00:00:00',
      end: '2026-11-26 00:00:00',
    });
    const lastMonth = periodPresets(dayjs('2026-03-15')).find((p) => p.label === '上月')?.value;
    expect(lastMonth?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-02-01', '2026-02-28']);
  });
});

describe('the work-order push', () => {
  it('is recognised by its cmd only', () => {
    expect(isWorkOrderChange('{"cmd":"workOrderChanged","msgTxt":"工单已变更"}')).toBe(true);
    expect(isWorkOrderChange('{"cmd":"user","msgTxt":"x"}')).toBeNull();
    expect(isWorkOrderChange('not json')).toBeNull();
    expect(isWorkOrderChange(42)).toBeNull();
  });
});

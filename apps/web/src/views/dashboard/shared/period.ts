import dayjs, { type Dayjs } from 'dayjs';

export type Period = [Dayjs, Dayjs];

/** The ranking's preset periods, whole days from the first to the last. */
export function periodPresets(today = dayjs()): { label: string; value: Period }[] {
  const day = today.startOf('day');
  return [
    { label: '本月', value: [day.startOf('month'), day] },
    {
      label: '上月',
      value: [
        day.subtract(1, 'month').startOf('month'),
        day.subtract(1, 'month').endOf('month').startOf('day'),
      ],
    },
    { label: '近三个月', value: [day.subtract(3, 'month').add(1, 'day'), day] },
    { label: '今年', value: [day.startOf('year'), day] },
    { label: '近一年', value: [day.subtract(1, 'year').add(1, 'day'), day] },
  ];
}

export const thisMonth = (): Period => {
  const day = dayjs().startOf('day');
  return [day.startOf('month'), day];
};

/** `[begin, end)` as the API takes it: the first day's start to the day after the last. */
export function periodQuery([first, last]: Period): { begin: string; end: string } {
  return {
    begin: first.startOf('day').format('YYYY-MM-DD HH:mm:ss'),
    end: last.startOf('day').add(1, 'day').format('YYYY-MM-DD HH:mm:ss'),
  };
}

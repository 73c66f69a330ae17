import { CRON_WEEKDAY_LABELS, type CronFieldKey } from '@hcs/shared';

/** How the builder speaks of each field's units, e.g. 从 0 秒开始，每 5 秒执行一次. */
export interface FieldWords {
  /** The 每 mode's label. */
  every: string;
  /** A point in the field: 秒, 分, 时, 日, 月, 年 (the week names its days instead). */
  point: string;
  /** A span of the field: 秒, 分钟, 小时, 天, 个月, 年. */
  span: string;
}

export const FIELD_WORDS: Record<CronFieldKey, FieldWords> = {
  second: { every: '每秒', point: '秒', span: '秒' },
  minute: { every: '每分钟', point: '分', span: '分钟' },
  hour: { every: '每小时', point: '时', span: '小时' },
  day: { every: '每日', point: '日', span: '天' },
  month: { every: '每月', point: '月', span: '个月' },
  week: { every: '每天（不限星期）', point: '', span: '天' },
  year: { every: '每年', point: '年', span: '年' },
};

/** The tabs' titles (spec §9: 秒 分 时 日 月 周 年). */
export const FIELD_TITLES: Record<CronFieldKey, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

/** The largest interval each field's 从…开始每… accepts (spec §5 "Cron"). */
export const FIELD_MAX_INTERVAL: Record<CronFieldKey, number> = {
  second: 60,
  minute: 60,
  hour: 23,
  day: 31,
  month: 12,
  week: 7,
  year: 99,
};

/** Weekdays in the order a Chinese calendar shows them (周一 first), with Quartz's numbers (1 = 周日). */
export const WEEKDAY_OPTIONS = [2, 3, 4, 5, 6, 7, 1].map((value) => ({
  value,
  label: CRON_WEEKDAY_LABELS[value] ?? String(value),
}));

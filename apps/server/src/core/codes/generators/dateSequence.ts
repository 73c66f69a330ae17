import { z } from 'zod';
import { formatDateTime } from '../../time.ts';
import { defineGenerator } from '../generator.ts';
import { nextSequence, peekSequence } from '../sequence.ts';

const DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'none'] as const;

const params = z.object({
  prefix: z
    .string({ message: '前缀（prefix）必须是文字' })
    .max(20, '前缀（prefix）不能超过20个字符')
    .regex(/^[A-Za-z0-9_-]*$/, '前缀（prefix）只能包含字母、数字、下划线和短横线')
    .default(''),
  dateFormat: z
    .enum(DATE_FORMATS, { message: '日期格式（dateFormat）只能是 yyyyMMdd、yyyyMM、yyyy 或 none' })
    .default('yyyyMMdd'),
  digits: z
    .number({ message: '流水号位数（digits）必须是 1 到 10 的整数' })
    .int('流水号位数（digits）必须是 1 到 10 的整数')
    .min(1, '流水号位数（digits）必须是 1 到 10 的整数')
    .max(10, '流水号位数（digits）必须是 1 到 10 的整数')
    .default(4),
});

/** The date part: a prefix of yyyyMMddHHmmss. */
function datePart(now: Date, format: (typeof DATE_FORMATS)[number]): string {
  if (format === 'none') return '';
  return formatDateTime(now).replace(/\D/g, '').slice(0, format.length);
}

/**
 * 日期流水号: prefix + date + a running number that starts again with each date (per rule code). The
 * number comes from the rule's sequence, so concurrent callers never share one.
 */
export const dateSequence = defineGenerator({
  name: 'dateSequence',
  title: '日期流水号',
  paramsHint:
    '{"prefix":"GD","dateFormat":"yyyyMMdd","digits":4}：前缀、日期格式（yyyyMMdd、yyyyMM、yyyy、none）、流水号位数',
  params,
  async run({ db, ruleCode, params: p, now, preview }) {
    const date = datePart(now, p.dateFormat);
    const n = await (preview ? peekSequence : nextSequence)(db, ruleCode, date || 'all');
    return `${p.prefix}${date}${String(n).padStart(p.digits, '0')}`;
  },
});

import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { formatDateTime } from '../../time.ts';
import { defineGenerator } from '../generator.ts';

const params = z.object({
  prefix: z
    .string({ message: '前缀（prefix）必须是文字' })
    .max(20, '前缀（prefix）不能超过20个字符')
    .regex(/^[A-Za-z0-9_-]*$/, '前缀（prefix）只能包含字母、数字、下划线和短横线')
    .default('CN'),
  randomDigits: z
    .number({ message: '随机位数（randomDigits）必须是 0 到 8 的整数' })
    .int('随机位数（randomDigits）必须是 0 到 8 的整数')
    .min(0, '随机位数（randomDigits）必须是 0 到 8 的整数')
    .max(8, '随机位数（randomDigits）必须是 0 到 8 的整数')
    .default(2),
});

/** 时间戳随机号 (the family's shop_order_num): prefix + yyyyMMddHHmmss + random digits. */
export const timestampRandom = defineGenerator({
  name: 'timestampRandom',
  title: '时间戳随机号',
  paramsHint: '{"prefix":"CN","randomDigits":2}：前缀、随机数位数（0 到 8）',
  params,
  async run({ params: p, now }) {
    const random = Array.from({ length: p.randomDigits }, () => randomInt(10)).join('');
    return `${p.prefix}${formatDateTime(now).replace(/\D/g, '')}${random}`;
  },
});

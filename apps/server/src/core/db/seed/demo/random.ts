import { idCardCheckChar } from '@hcs/shared';

/** A small seeded generator (mulberry32): the same seed gives the same demo data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One of `[value, weight]` pairs, in proportion to the weights. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of pairs) {
      r -= weight;
      if (r < 0) return value;
    }
    const last = pairs.at(-1);
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '秀英桂兰玉兰秀兰凤英志强建华国强建国文华金凤淑珍海燕丽娟小明晓东永刚春梅红霞明辉德福宝山立新丽华子涵思远浩然雨欣一鸣佳怡';

export function personName(random: Random): string {
  const surname = random.pick([...SURNAMES]);
  const given = [...GIVEN];
  const first = random.int(0, given.length / 2 - 1) * 2;
  return random.chance(0.2)
    ? `${surname}${given[first] ?? ''}`
    : `${surname}${given[first] ?? ''}${given[first + 1] ?? ''}`;
}

/** A valid resident ID number of someone born on `birthday` (YYYY-MM-DD), told apart by `serial`. */
export function idCardOf(birthday: string, serial: number, sex: number): string {
  // The 17th digit is odd for men and even for women.
  const order = (serial % 500) * 2 + (sex === 1 ? 1 : 0);
  const first17 = `110101${birthday.replaceAll('-', '')}${String(order).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

export function mobile(random: Random): string {
  return `1${random.pick(['3', '5', '8'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
}

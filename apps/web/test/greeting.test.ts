import { describe, expect, it } from 'vitest';
import { hourGreeting, welcomeText } from '../src/utils/greeting.ts';

describe('hourGreeting', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('hour %i → %s', (hour, expected) => {
    expect(hourGreeting(hour)).toBe(expected);
  });
});

describe('welcomeText', () => {
  it('joins the hour greeting, the real name and the platform name', () => {
    expect(welcomeText(new Date(2024, 4, 1, 10, 30), '张三', '温馨助残服务平台')).toBe(
      '上午好，张三，欢迎使用温馨助残服务平台',
    );
  });
});

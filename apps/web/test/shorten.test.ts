import { describe, expect, it } from 'vitest';
import { shorten } from '../src/utils/shorten.ts';

describe('shorten', () => {
  it('cuts a name longer than the limit to that many characters and …', () => {
    expect(shorten('季度维修报告.pdf', 5)).toBe('季度维修报…');
    expect(shorten('report-2026.xlsx', 5)).toBe('repor…');
  });

  it('keeps a name that fits, and every name when the limit is 0 or -1', () => {
    expect(shorten('a.pdf', 5)).toBe('a.pdf');
    expect(shorten('图.png', 5)).toBe('图.png');
    expect(shorten('季度维修报告.pdf', 0)).toBe('季度维修报告.pdf');
    expect(shorten('季度维修报告.pdf', -1)).toBe('季度维修报告.pdf');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(shorten('😀😀😀😀😀😀.png', 5)).toBe('😀😀😀😀😀…');
  });
});

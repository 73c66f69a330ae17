import { describe, expect, it } from 'vitest';
import { shortName } from '../src/components/upload/shortName.ts';

describe('shortName', () => {
  it('cuts a name longer than the limit to that many characters and …', () => {
    expect(shortName('季度维修报告.pdf', 5)).toBe('季度维修报…');
    expect(shortName('report-2026.xlsx', 5)).toBe('repor…');
  });

  it('keeps a name that fits, and every name when the limit is 0', () => {
    expect(shortName('a.pdf', 5)).toBe('a.pdf');
    expect(shortName('图.png', 5)).toBe('图.png');
    expect(shortName('季度维修报告.pdf', 0)).toBe('季度维修报告.pdf');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(shortName('😀😀😀😀😀😀.png', 5)).toBe('😀😀😀😀😀…');
  });
});

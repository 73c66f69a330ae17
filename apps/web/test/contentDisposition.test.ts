import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../src/utils/contentDisposition.ts';

describe('the file name of a Content-Disposition header', () => {
  it('reads the RFC 5987 filename* first, as the server sends Chinese names', () => {
    const header = `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('服务对象.xlsx')}`;
    expect(fileNameFromDisposition(header)).toBe('服务对象.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=utf-8'zh'%E7%94%A8%E6%88%B7.xls`)).toBe('用户.xls');
    expect(fileNameFromDisposition(`attachment; filename*=ISO-8859-1''caf%E9.xls`)).toBe('café.xls');
  });

  it('falls back to filename, quoted or bare, when filename* is missing or unreadable', () => {
    expect(fileNameFromDisposition('attachment; filename="report \\"2026\\".xls"')).toBe('report "2026".xls');
    expect(fileNameFromDisposition('attachment; filename=users.xlsx')).toBe('users.xlsx');
    expect(fileNameFromDisposition(`attachment; filename="a.xls"; filename*=UTF-8''%E7%94`)).toBe('a.xls');
    expect(fileNameFromDisposition(`attachment; filename="a.xls"; filename*=GBK''%C4%E3.xls`)).toBe('a.xls');
  });

  it('gives no name when the header names none, and never a folder', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('inline; filename=""')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fx.xls`)).toBe('x.xls');
  });
});

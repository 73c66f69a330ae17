import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { readDateInput } from '../src/core/dateInput.ts';
import { coerce } from '../src/core/query/conditions.ts';
import { HttpError } from '../src/core/result.ts';
import { DEFAULT_TIME_ZONE, setCentreTimeZone } from '../src/core/time.ts';

afterEach(() => setCentreTimeZone(DEFAULT_TIME_ZONE));

describe('the centre time zone setting', () => {
  it('is Asia/Shanghai unless HCS_TIME_ZONE names another zone; an unknown name stops the start', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ HCS_TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ HCS_TIME_ZONE: 'Mars/Olympus' })).toThrow(ConfigError);
    expect(() => loadConfig({ HCS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/HCS_TIME_ZONE/);
  });
});

describe('date fields', () => {
  it('keep dates and date-times as sent', () => {
    expect(readDateInput('2000-01-01', 'date')).toBe('2000-01-01');
    expect(readDateInput('2024-02-29', 'date')).toBe('2024-02-29');
    expect(readDateInput('2026-05-01 09:30:00', 'dateTime')).toBe('2026-05-01 09:30:00');
    expect(readDateInput('2026-05-01', 'dateOrDateTime')).toBe('2026-05-01');
    expect(readDateInput('2026-05-01 09:30:00', 'dateOrDateTime')).toBe('2026-05-01 09:30:00');
  });

  it("read an ISO instant on the centre's clock: the day a picker at +08:00 chose, not the UTC day", () => {
    expect(readDateInput('1999-12-31T16:00:00.000Z', 'date')).toBe('2000-01-01');
    expect(readDateInput('2000-01-01T00:00:00.000Z', 'date')).toBe('2000-01-01');
    expect(readDateInput('2000-01-01T00:00:00.000Z', 'dateTime')).toBe('2000-01-01 08:00:00');
    expect(readDateInput('2026-05-01T09:30:00+08:00', 'dateTime')).toBe('2026-05-01 09:30:00');
    expect(readDateInput('2026-05-01T09:30+0530', 'dateOrDateTime')).toBe('2026-05-01 12:00:00');
    expect(readDateInput('2026-12-31T23:59:59.999-10:00', 'dateTime')).toBe('2027-01-01 17:59:59');
    // Without an offset it is a wall-clock time already.
    expect(readDateInput('2026-05-01T09:30:15', 'dateTime')).toBe('2026-05-01 09:30:15');
    expect(readDateInput('2026-05-01T23:30', 'date')).toBe('2026-05-01');
  });

  it('follow the configured zone', () => {
    setCentreTimeZone('America/New_York');
    expect(readDateInput('2000-01-01T00:00:00.000Z', 'date')).toBe('1999-12-31');
    expect(readDateInput('2026-07-01T12:00:00Z', 'dateTime')).toBe('2026-07-01 08:00:00');
  });

  it('refuse what is no real date or not the form of the field', () => {
    for (const text of [
      '2000-13-45',
      'abc',
      '2000-02-30',
      '2023-02-29',
      '2000-01-01T25:00Z',
      '2000-01-01T10:60:00Z',
      '2000-01-01T10:00:00+24:00',
      '2000-01-01T10:00:00 GMT',
      '2000-1-1',
      '20000101',
      ' 2000-01-01',
      '',
    ]) {
      expect(readDateInput(text, 'dateOrDateTime'), text).toBeNull();
    }
    expect(readDateInput('2000-01-01 10:00:00', 'date')).toBeNull();
    expect(readDateInput('2000-01-01', 'dateTime')).toBeNull();
    expect(readDateInput('2000-01-01 24:00:00', 'dateTime')).toBeNull();
  });
});

describe('list filters on dates', () => {
  const birthday = { column: 'u.birthday', type: 'date' } as const;
  const createTime = { column: 'u.createTime', type: 'datetime' } as const;
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      return err instanceof HttpError ? `${err.statusCode} ${err.message}` : String(err);
    }
    return 'accepted';
  };

  it("take what a date picker sends, on the centre's clock", () => {
    expect(coerce('birthday', birthday, '1999-12-31T16:00:00.000Z')).toBe('2000-01-01');
    expect(coerce('createTime', createTime, '2026-05-01T01:30:00.000Z')).toBe('2026-05-01 09:30:00');
    expect(coerce('createTime', createTime, '2026-05-01', true)).toBe('2026-05-01 23:59:59');
    expect(coerce('createTime', createTime, '2026-05-01 08:00:00')).toBe('2026-05-01 08:00:00');
  });

  it('refuse what is no date', () => {
    expect(refusal(() => coerce('birthday', birthday, '2000-02-30'))).toBe(
      '400 查询字段 birthday 的值必须是 YYYY-MM-DD 格式的日期',
    );
    expect(refusal(() => coerce('createTime', createTime, '2000-02-30'))).toBe(
      '400 查询字段 createTime 的值必须是 YYYY-MM-DD HH:mm:ss 格式的时间',
    );
    expect(refusal(() => coerce('createTime', createTime, '2000-01-01T25:00Z'))).toBe(
      '400 查询字段 createTime 的值必须是 YYYY-MM-DD HH:mm:ss 格式的时间',
    );
  });
});

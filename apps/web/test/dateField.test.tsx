import { fireEvent, render, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { DateField, TOUCH_QUERY } from '../src/components/date/DateField.tsx';
import { DateRangeField } from '../src/components/date/DateRangeField.tsx';
import { mediaMatches } from './support/mediaQuery.ts';

const pointer = (on: boolean) => mediaMatches(TOUCH_QUERY, on);

describe('DateField on a touch screen', () => {
  it('opens a sheet whose presets and 确定 choose the day', async () => {
    pointer(true);
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    render(<DateField format="YYYY-MM-DD" placeholder="请选择截止日期" onChange={onChange} />);
    const field = screen.getByPlaceholderText('请选择截止日期');
    expect(field.hasAttribute('readonly')).toBe(true);
    fireEvent.click(field);
    const sheet = await screen.findByRole('dialog');
    expect(sheet.textContent).toContain('请选择截止日期');
    fireEvent.click(screen.getByRole('button', { name: /^明\s?天$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]?.format('YYYY-MM-DD')).toBe(
      dayjs().add(1, 'day').format('YYYY-MM-DD'),
    );
  });

  it('keeps the hour and minute chosen for a date and time', async () => {
    pointer(true);
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    const value = dayjs('2026-12-01 09:30:00');
    render(
      <DateField
        showTime
        format="YYYY-MM-DD HH:mm"
        value={value}
        placeholder="预约时间"
        onChange={onChange}
      />,
    );
    expect((screen.getByPlaceholderText('预约时间') as HTMLInputElement).value).toBe('2026-12-01 09:30');
    fireEvent.keyDown(screen.getByPlaceholderText('预约时间'), { key: 'Enter' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('combobox', { name: '小时' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^今\s?天$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    const chosen = onChange.mock.calls[0]?.[0];
    expect(chosen?.format('YYYY-MM-DD HH:mm')).toBe(`${dayjs().format('YYYY-MM-DD')} 09:30`);
  });

  it('refuses a preset its rule disables, and clears on 清除', async () => {
    pointer(true);
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    render(
      <DateField
        format="YYYY-MM-DD"
        placeholder="出生日期"
        value={dayjs('1990-05-01')}
        disabledDate={(date) => date.isAfter(dayjs(), 'day')}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByPlaceholderText('出生日期'));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: /^明\s?天$/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^清\s?除$/ }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('DateField under a mouse', () => {
  it('is the usual picker, which can be typed in', () => {
    pointer(false);
    render(<DateField format="YYYY-MM-DD" placeholder="请选择日期" />);
    expect(screen.getByPlaceholderText('请选择日期').hasAttribute('readonly')).toBe(false);
  });
});

describe('DateRangeField under a mouse', () => {
  it('keeps a start date typed and confirmed with Enter though no end is chosen', async () => {
    pointer(false);
    const onChange = vi.fn<(value: [Dayjs | null, Dayjs | null]) => void>();
    render(<DateRangeField value={[null, null]} format="YYYY-MM-DD" onChange={onChange} />);
    const start = screen.getByPlaceholderText('开始日期');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '2025-03-01' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    const last = onChange.mock.calls.at(-1)?.[0];
    expect(last?.[0]?.format('YYYY-MM-DD')).toBe('2025-03-01');
    expect(last?.[1]).toBeNull();
  });
});

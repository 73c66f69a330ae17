import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MonitorFrame } from '../src/views/monitor/shared/MonitorFrame.tsx';
import type { Copy, MonitorState } from '../src/views/monitor/shared/useMonitor.ts';

interface Figures {
  heap: string;
}

const at = new Date(2026, 10, 27, 14, 5, 9).getTime();

const copy = (id: string, heap: string, extra: Partial<Copy<Figures>> = {}): Copy<Figures> => ({
  id,
  heap,
  takenAt: at,
  answering: false,
  offline: false,
  ...extra,
});

const state = (copies: Copy<Figures>[]): MonitorState<Figures> => ({
  copies,
  loading: false,
  error: null,
  updatedAt: at,
  reload: () => {},
});

const renderFrame = (copies: Copy<Figures>[]) =>
  render(
    <MonitorFrame title="Node 运行时" state={state(copies)}>
      {(c, half) => <p data-testid="figures">{`${c.id} 堆 ${c.heap}${half ? '（半宽）' : ''}`}</p>}
    </MonitorFrame>,
  );

const figuresShown = () => screen.queryAllByTestId('figures').map((p) => p.textContent);

async function pick(label: string) {
  await userEvent.click(screen.getByLabelText('服务副本'));
  const listbox = (await screen.findAllByRole('listbox')).at(-1) as HTMLElement;
  const dropdown = (listbox.closest('.ant-select-dropdown') ?? listbox) as HTMLElement;
  await userEvent.click(within(dropdown).getByTitle(label));
}

describe('MonitorFrame with several server copies', () => {
  const copies = [
    copy('web-1:101', '80 MB', { answering: true }),
    copy('web-2:202', '95 MB'),
    copy('web-3:303', '60 MB', { offline: true }),
  ];

  it('shows one copy at a time, picked by name, an offline one said so in words', async () => {
    renderFrame(copies);
    expect(figuresShown()).toEqual(['web-1:101 堆 80 MB']);

    await userEvent.click(screen.getByLabelText('服务副本'));
    const listbox = (await screen.findAllByRole('listbox')).at(-1) as HTMLElement;
    const dropdown = (listbox.closest('.ant-select-dropdown') ?? listbox) as HTMLElement;
    expect(
      [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title')),
    ).toEqual(['web-1:101', 'web-2:202', 'web-3:303（已离线）', '并排查看全部副本']);
    await userEvent.click(within(dropdown).getByTitle('web-2:202'));
    expect(figuresShown()).toEqual(['web-2:202 堆 95 MB']);
    expect(screen.queryByText(/已离线/, { selector: '.ant-alert *' })).toBeNull();

    await pick('web-3:303（已离线）');
    expect(figuresShown()).toEqual(['web-3:303 堆 60 MB']);
    expect(screen.getByText('服务副本 web-3:303 已离线')).toBeTruthy();
    expect(screen.getByText(/14:05:09 最后上报的数据/)).toBeTruthy();
  });

  it('sets every copy side by side under its name, marking the offline one', async () => {
    renderFrame(copies);
    await pick('并排查看全部副本');
    expect(figuresShown()).toEqual([
      'web-1:101 堆 80 MB（半宽）',
      'web-2:202 堆 95 MB（半宽）',
      'web-3:303 堆 60 MB（半宽）',
    ]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['web-1:101', 'web-2:202', 'web-3:303 已离线最后上报于 14:05:09']);
  });

  it('names the only copy without a picker', () => {
    renderFrame([copy('web-1:101', '80 MB', { answering: true })]);
    expect(screen.queryByLabelText('服务副本')).toBeNull();
    expect(screen.getByText('服务副本：web-1:101')).toBeTruthy();
    expect(figuresShown()).toEqual(['web-1:101 堆 80 MB']);
  });
});

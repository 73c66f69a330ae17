import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CronBuilderModal from '../src/components/cron/CronBuilderModal.tsx';
import { CronInput } from '../src/components/cron/CronInput.tsx';
import type { CronPreviewSource } from '../src/components/cron/useCronPreview.ts';

function renderBuilder(value?: string, previewSource?: CronPreviewSource) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <CronBuilderModal open value={value} onOk={onOk} onCancel={onCancel} previewSource={previewSource} />
      </App>
    </ConfigProvider>,
  );
  return { onOk, onCancel };
}

const expressionInput = () => screen.getByLabelText('表达式') as HTMLInputElement;

/** The visible tab's content (antd keeps visited tabs mounted but hidden). */
function activePanel() {
  const panel = document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]');
  if (!panel) throw new Error('no active tab');
  return within(panel);
}

async function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name, selected: true })).toBeTruthy());
}

const previewItems = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

afterEach(() => {
  vi.useRealTimers();
});

// The builder is a large antd tree (sixty checkboxes in a tab); on a busy CI machine a test of it takes
// longer than the default 5 s.
describe('CronBuilderModal', { timeout: 20_000 }, () => {
  it('has a tab per field, starts from * * * * * ? * and previews the next 10 runs', async () => {
    renderBuilder();
    const dialog = screen.getByRole('dialog', { name: 'Cron表达式' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['秒', '分', '时', '日', '月', '周', '年']);
    expect(expressionInput().value).toBe('* * * * * ? *');
    expect(activePanel().getByRole('radio', { name: '每秒' })).toHaveProperty('checked', true);
    expect(screen.getByText('最近10次运行时间')).toBeTruthy();
    await waitFor(() => expect(previewItems()).toHaveLength(10));
    const runs = previewItems();
    for (const run of runs) expect(run).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('switches modes in a tab and writes the field into the expression', async () => {
    renderBuilder();
    fireEvent.click(activePanel().getByRole('radio', { name: '循环' }));
    expect(expressionInput().value).toBe('0/5 * * * * ? *');
    const interval = activePanel().getByLabelText('循环间隔（秒）');
    expect(interval).toHaveProperty('disabled', false);
    expect(activePanel().getByLabelText('周期开始（秒）')).toHaveProperty('disabled', true);
    fireEvent.change(interval, { target: { value: '15' } });
    expect(expressionInput().value).toBe('0/15 * * * * ? *');

    await openTab('时');
    fireEvent.click(activePanel().getByRole('radio', { name: '周期' }));
    expect(expressionInput().value).toBe('0/15 * 9-17 * * ? *');
    fireEvent.click(activePanel().getByRole('radio', { name: '指定' }));
    const hours = activePanel().getByRole('group', { name: '指定时' });
    fireEvent.click(within(hours).getByRole('checkbox', { name: '8' }));
    expect(expressionInput().value).toBe('0/15 * 0,8 * * ? *');
    // The last chosen value cannot be unchosen: an empty list is no expression.
    fireEvent.click(within(hours).getByRole('checkbox', { name: '0' }));
    fireEvent.click(within(hours).getByRole('checkbox', { name: '8' }));
    expect(expressionInput().value).toBe('0/15 * 8 * * ? *');
  });

  it('day and week exclude each other: one is always ?', async () => {
    renderBuilder();
    await openTab('周');
    expect(activePanel().getByRole('radio', { name: '不设置' })).toHaveProperty('checked', true);
    expect(activePanel().getByText(/当前按日执行/)).toBeTruthy();
    fireEvent.click(activePanel().getByRole('radio', { name: '第几个' }));
    expect(expressionInput().value).toBe('* * * ? * 2#1 *');
    expect(activePanel().getByLabelText('第几个（1-5）')).toHaveProperty('disabled', false);

    await openTab('日');
    expect(activePanel().getByRole('radio', { name: '不设置' })).toHaveProperty('checked', true);
    expect(activePanel().getByText(/当前按周执行/)).toBeTruthy();
    // Every picker of the day is disabled while the week decides.
    expect(activePanel().getByLabelText('周期开始（日）')).toHaveProperty('disabled', true);
    expect(activePanel().getByLabelText('月末前的天数')).toHaveProperty('disabled', true);
    fireEvent.click(activePanel().getByRole('radio', { name: '月末前' }));
    expect(expressionInput().value).toBe('* * * L-1 * ? *');
    expect(activePanel().getByLabelText('月末前的天数')).toHaveProperty('disabled', false);

    await openTab('周');
    expect(activePanel().getByRole('radio', { name: '不设置' })).toHaveProperty('checked', true);
    expect(activePanel().getByLabelText('第几个（1-5）')).toHaveProperty('disabled', true);
  });

  it('reads a typed expression back into the tabs', async () => {
    renderBuilder();
    fireEvent.change(expressionInput(), { target: { value: '0 15 10 ? * 6L 2030' } });
    await openTab('周');
    expect(activePanel().getByRole('radio', { name: '最后一个' })).toHaveProperty('checked', true);
    expect(activePanel().getByLabelText('最后一个星期几').closest('.ant-select')?.textContent).toContain(
      '周五',
    );
    await openTab('时');
    expect(activePanel().getByRole('radio', { name: '指定' })).toHaveProperty('checked', true);
    expect(activePanel().getByRole('checkbox', { name: '10' })).toHaveProperty('checked', true);
    await openTab('年');
    expect(activePanel().getByRole('radio', { name: '指定' })).toHaveProperty('checked', true);
    // A tab change rewrites only its own field of the typed expression.
    await openTab('月');
    fireEvent.click(activePanel().getByRole('radio', { name: '周期' }));
    expect(expressionInput().value).toBe('0 15 10 ? 1-2 6L 2030');
  });

  it('debounces the preview by 500 ms and shows why an expression is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderBuilder('0 0 12 * * ?');
    await vi.waitFor(() => expect(previewItems()[0]).toMatch(/ 12:00:00$/));
    const before = previewItems();

    fireEvent.change(expressionInput(), { target: { value: '0 30 8 * * ?' } });
    act(() => vi.advanceTimersByTime(499));
    expect(previewItems()).toEqual(before);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(previewItems()[0]).toMatch(/ 08:30:00$/));

    fireEvent.change(expressionInput(), { target: { value: '0 30 25 * * ?' } });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('时的取值应在0-23之间，“25”超出范围')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('时的取值应在0-23之间，“25”超出范围')).toBeTruthy();
    expect(previewItems()).toEqual([]);
    expect(expressionInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('OK hands back a valid expression; an invalid one keeps it open with the reason', async () => {
    const { onOk, onCancel } = renderBuilder('0 0 12 * * ?');
    fireEvent.change(expressionInput(), { target: { value: '0 0 12 * * *' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).not.toHaveBeenCalled();
    expect(await screen.findByText('日和周不能同时指定，其中一个必须为“?”')).toBeTruthy();

    fireEvent.change(expressionInput(), { target: { value: ' 0  0 12 L * ? ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith('0 0 12 L * ?');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('can preview through a remote source instead, and shows why it failed', async () => {
    const source = vi.fn<CronPreviewSource>().mockResolvedValue(['2030-01-01 00:00:00']);
    renderBuilder('0 0 0 1 1 ? 2030', source);
    await waitFor(() => expect(previewItems()).toEqual(['2030-01-01 00:00:00']));
    expect(source).toHaveBeenCalledWith('0 0 0 1 1 ? 2030', 10);
    cleanup();
    renderBuilder('0 0 0 1 1 ?', () => Promise.reject(new Error('服务器无响应')));
    expect(await screen.findByText('预览失败：服务器无响应')).toBeTruthy();
  });

  it('取消 changes nothing', async () => {
    const { onOk, onCancel } = renderBuilder('0 0 12 * * ?');
    fireEvent.click(activePanel().getByRole('radio', { name: '循环' }));
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).not.toHaveBeenCalled();
  });
});

function Field({ initial, disabled }: { initial: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <ConfigProvider locale={zhCN}>
      <App>
        <CronInput aria-label="执行计划" value={value} onChange={setValue} disabled={disabled} />
      </App>
    </ConfigProvider>
  );
}

describe('CronInput', { timeout: 20_000 }, () => {
  it('opens the lazily loaded builder from its value; OK fills the field, 取消 leaves it', async () => {
    render(<Field initial="0 0 12 * * ?" />);
    const input = screen.getByLabelText('执行计划') as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
    // The builder's code loads first (a loading dialog stands in meanwhile).
    await waitFor(() => expect(expressionInput().value).toBe('0 0 12 * * ?'));
    const dialog = screen.getByRole('dialog', { name: 'Cron表达式' });
    await userEvent.click(within(dialog).getByRole('tab', { name: '日' }));
    await waitFor(() => expect(activePanel().getByRole('radio', { name: '本月最后一天' })).toBeTruthy());
    fireEvent.click(activePanel().getByRole('radio', { name: '本月最后一天' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(input.value).toBe('0 0 12 * * ?');

    await userEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
    // A fresh builder: the cancelled change is gone.
    await waitFor(() => expect(expressionInput().value).toBe('0 0 12 * * ?'));
    await userEvent.click(screen.getByRole('tab', { name: '日' }));
    fireEvent.click(activePanel().getByRole('radio', { name: '本月最后一天' }));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(input.value).toBe('0 0 12 L * ?'));
  });

  it('can be typed into, and a disabled field cannot open the builder', async () => {
    render(<Field initial="" disabled />);
    expect(screen.getByRole('button', { name: '选择Cron表达式' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('执行计划')).toHaveProperty('disabled', true);
  });

  it('an empty field opens the builder at * * * * * ? *', async () => {
    render(<Field initial="" />);
    await userEvent.type(screen.getByLabelText('执行计划'), '0 0 1 * * ?');
    expect((screen.getByLabelText('执行计划') as HTMLInputElement).value).toBe('0 0 1 * * ?');
    await userEvent.clear(screen.getByLabelText('执行计划'));
    await userEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
    await waitFor(() => expect(expressionInput().value).toBe('* * * * * ? *'));
  });
});

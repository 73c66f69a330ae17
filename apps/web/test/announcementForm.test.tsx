import { type ApiResult, StorageKeys } from '@hcs/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocal } from '../src/utils/storage.ts';

const api = vi.hoisted(() => ({
  add: vi.fn(),
  edit: vi.fn(),
  queryUserComponentData: vi.fn(),
}));
vi.mock('../src/api/announcement.ts', () => api);
// The rich-text editor has its own tests (and the e2e types into it); here a plain field stands in for it.
vi.mock('../src/components/editor/index.tsx', () => ({
  RichTextEditor: (props: { value?: string; onChange?: (v: string) => void; 'aria-label'?: string }) => (
    <textarea
      aria-label={props['aria-label']}
      value={props.value ?? ''}
      onChange={(event) => props.onChange?.(event.target.value)}
    />
  ),
}));

const { AnnouncementFormModal } = await import('../src/views/system/announcement/AnnouncementFormModal.tsx');

function envelope<T>(result: T, success = true, message = ''): ApiResult<T> {
  return { success, message, code: success ? 200 : 500, result, timestamp: 0 };
}

const dicts = {
  priority: [
    { value: 'L', text: '一般' },
    { value: 'M', text: '重要' },
    { value: 'H', text: '紧急' },
  ],
  msg_category: [
    { value: '1', text: '通知' },
    { value: '2', text: '系统消息' },
  ],
  msg_type: [
    { value: 'ALL', text: '全体用户' },
    { value: 'USER', text: '指定用户' },
  ],
  open_type: [
    { value: 'url', text: '链接' },
    { value: 'component', text: '组件' },
  ],
};

const users = [
  { id: 'u1', username: 'zhuguan', realname: '张主管', sex: 1, phone: null, orgCodeTxt: '东城服务站' },
  { id: 'u2', username: 'fuwu', realname: '李服务', sex: 2, phone: null, orgCodeTxt: '东城服务站' },
];

function renderForm() {
  const onSaved = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <AnnouncementFormModal open record={null} onClose={() => {}} onSaved={onSaved} />
      </App>
    </ConfigProvider>,
  );
  return { onSaved };
}

/** The modal's own 确定 (a date picker's panel has one too). */
const ok = () =>
  within(screen.getByRole('dialog', { name: '新增' }))
    .getAllByRole('button', { name: /确\s*定/ })
    .at(-1) as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, dicts);
  api.add.mockResolvedValue(envelope(null, true, '添加成功！'));
  api.queryUserComponentData.mockResolvedValue(
    envelope({ records: users, total: 2, size: 50, current: 1, pages: 1 }),
  );
});

// Typing into antd controls under happy-dom is slow on a busy machine.
describe('announcement form', { timeout: 20_000 }, () => {
  it('asks for the title and the content', async () => {
    renderForm();
    await userEvent.click(ok());
    expect(await screen.findByText('请输入标题')).toBeTruthy();
    expect(screen.getByText('请输入内容')).toBeTruthy();
    expect(api.add).not.toHaveBeenCalled();
  });

  it('refuses a blank title and one over 100 characters', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('标题'), '   ');
    await userEvent.click(ok());
    expect(await screen.findByText('请输入标题')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '题'.repeat(101) } });
    expect(await screen.findByText('最大长度100位字符')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '题'.repeat(100) } });
    await waitFor(() => expect(screen.queryByText('最大长度100位字符')).toBeNull());
  });

  it('starts as 一般, 通知 and 全体用户', () => {
    renderForm();
    expect((screen.getByRole('radio', { name: '一般' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '通知' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '全体用户' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('接收用户')).toBeNull();
  });

  it('asks for recipients when sending to 指定用户', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('标题'), '停水通知');
    await userEvent.type(screen.getByLabelText('内容'), '明日停水');
    await userEvent.click(screen.getByRole('radio', { name: '指定用户' }));
    expect(await screen.findByLabelText('接收用户')).toBeTruthy();
    await userEvent.click(ok());
    expect(await screen.findByText('请选择接收用户')).toBeTruthy();
    expect(api.add).not.toHaveBeenCalled();
  });

  it('asks for the page once an open type is chosen', async () => {
    renderForm();
    expect(screen.queryByLabelText('打开页面')).toBeNull();
    await userEvent.click(screen.getByLabelText('打开方式'));
    await userEvent.click(await screen.findByTitle('链接'));
    expect(await screen.findByLabelText('打开页面')).toBeTruthy();
    await userEvent.click(ok());
    expect(await screen.findByText('请输入打开页面')).toBeTruthy();
  });

  it('refuses an end time before the start time', async () => {
    renderForm();
    for (const [label, value] of [
      ['开始时间', '2026-05-02 10:00:00'],
      ['结束时间', '2026-05-01 10:00:00'],
    ] as const) {
      const input = screen.getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
      await waitFor(() => expect((input as HTMLInputElement).value).toBe(value));
    }
    await userEvent.click(ok());
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeTruthy();
  });

  it('sends the chosen recipients as a comma list with a trailing comma', async () => {
    const { onSaved } = renderForm();
    await userEvent.type(screen.getByLabelText('标题'), '停水通知');
    await userEvent.type(screen.getByLabelText('内容'), '明日停水');
    await userEvent.click(screen.getByRole('radio', { name: '紧急' }));
    await userEvent.click(screen.getByRole('radio', { name: '指定用户' }));
    await userEvent.click(await screen.findByLabelText('接收用户'));
    await userEvent.click(await screen.findByTitle('张主管（zhuguan）'));
    await userEvent.click(await screen.findByTitle('李服务（fuwu）'));
    await userEvent.click(ok());
    await waitFor(() => expect(api.add).toHaveBeenCalledTimes(1));
    expect(api.add.mock.calls[0]?.[0]).toEqual({
      titile: '停水通知',
      msgContent: '明日停水',
      priority: 'H',
      msgCategory: '1',
      msgType: 'USER',
      userIds: 'u1,u2,',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('添加成功！')).toBeTruthy();
  });

  it('searches users by name after a 300 ms pause and shows only the newest answer', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: '指定用户' }));
    const select = await screen.findByLabelText('接收用户');
    await userEvent.click(select);
    await waitFor(() => expect(api.queryUserComponentData).toHaveBeenCalledTimes(1));

    let answerFirst: (value: ApiResult<unknown>) => void = () => {};
    api.queryUserComponentData
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(envelope({ records: [users[1]], total: 1, size: 50, current: 1, pages: 1 }));
    vi.useFakeTimers();
    /** Lets answered requests land and the dropdown redraw. */
    const settle = () =>
      act(async () => {
        await Promise.resolve();
        vi.advanceTimersByTime(50);
        await Promise.resolve();
      });
    try {
      fireEvent.change(select, { target: { value: '张' } });
      await act(async () => vi.advanceTimersByTime(299));
      expect(api.queryUserComponentData).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTime(1));
      expect(api.queryUserComponentData).toHaveBeenCalledTimes(2);
      expect(api.queryUserComponentData.mock.calls[1]?.[0]).toMatchObject({ realname: '张' });
      fireEvent.change(select, { target: { value: '李' } });
      await act(async () => vi.advanceTimersByTime(300));
      expect(api.queryUserComponentData).toHaveBeenCalledTimes(3);
      await settle();
      expect(screen.getByTitle('李服务（fuwu）')).toBeTruthy();
      await act(async () =>
        answerFirst(envelope({ records: [users[0]], total: 1, size: 50, current: 1, pages: 1 })),
      );
      await settle();
      expect(screen.getByTitle('李服务（fuwu）')).toBeTruthy();
      expect(screen.queryByTitle('张主管（zhuguan）')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server message as a warning when the save is refused', async () => {
    api.add.mockResolvedValue(envelope(null, false, '请选择接收用户'));
    const { onSaved } = renderForm();
    await userEvent.type(screen.getByLabelText('标题'), '停水通知');
    await userEvent.type(screen.getByLabelText('内容'), '明日停水');
    await userEvent.click(ok());
    expect(await screen.findByText('请选择接收用户')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

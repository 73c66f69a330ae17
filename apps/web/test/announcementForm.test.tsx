import { StorageKeys } from '@hcs/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../src/api/announcement.ts';
import type { PickerUser } from '../src/api/pickers.ts';
import { setLocal } from '../src/utils/storage.ts';
import { done, refusal } from './support/answers.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({
  add: vi.fn(),
  edit: vi.fn(),
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

const users: PickerUser[] = [
  { id: 'u1', username: 'zhuguan', realname: '张主管', sex: 1, phone: null, orgCodeTxt: '东城服务站' },
  { id: 'u2', username: 'fuwu', realname: '李服务', sex: 2, phone: null, orgCodeTxt: '东城服务站' },
  { id: 'u3', username: 'wangwu', realname: '王五', sex: 1, phone: null, orgCodeTxt: '西城服务站' },
];
/**
 * The 用户选择 dialog's list and the field's name lookup (GET queryUserComponentData): the users whose
 * id is asked (`id=u1,u2`), or those whose name contains the 姓名 query (`realname=*张*`).
 */
const userList = vi.hoisted(() => ({ calls: [] as Record<string, unknown>[] }));
vi.mock('../src/api/request.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/api/request.ts')>();
  const getAction = async (url: string, params?: Parameters<typeof actual.getAction>[1]) => {
    if (url !== '/sys/user/queryUserComponentData') return actual.getAction(url, params);
    userList.calls.push({ ...params });
    const ids = typeof params?.id === 'string' ? params.id.split(',') : null;
    const name = typeof params?.realname === 'string' ? params.realname.replaceAll('*', '') : '';
    const records = users.filter((u) => (!ids || ids.includes(u.id)) && u.realname.includes(name));
    return { records, total: records.length, size: 5, current: 1, pages: 1 };
  };
  return { ...actual, getAction };
});

const { AnnouncementFormModal } = await import('../src/views/system/announcement/AnnouncementFormModal.tsx');

const dicts = {
  sex: [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ],
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

function renderForm(record: Announcement | null = null) {
  const onSaved = vi.fn();
  renderInApp(<AnnouncementFormModal open record={record} onClose={() => {}} onSaved={onSaved} />);
  return { onSaved };
}

/** The form's own dialog (新增 or 编辑), found by its form: the user dialog inside it bears its name too. */
const formDialog = () => document.getElementById('announcement-form')?.closest('.ant-modal') as HTMLElement;

/** The modal's own 确定 (a date picker's panel has one too). */
const ok = () =>
  within(formDialog())
    .getAllByRole('button', { name: /确\s*定/ })
    .at(-1) as HTMLElement;

const recipients = () => screen.getByLabelText('接收用户') as HTMLInputElement;

/** Opens 用户选择 from the 接收用户 field; returns the dialog. */
async function openUserDialog(): Promise<HTMLElement> {
  await userEvent.click(within(formDialog()).getByRole('button', { name: '选择用户' }));
  // Found by its title: happy-dom does not name a modal opened inside another one.
  return (await screen.findByText('用户选择')).closest('.ant-modal') as HTMLElement;
}

const okIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

const toUsers: Announcement = {
  id: 'a1',
  titile: '开会通知',
  msgContent: '<p>下午开会</p>',
  msgAbstract: null,
  startTime: null,
  endTime: null,
  sender: null,
  priority: 'M',
  msgCategory: '2',
  msgType: 'USER',
  userIds: 'u1,u2,',
  sendStatus: '0',
  sendTime: null,
  cancelTime: null,
  openType: null,
  openPage: null,
  createBy: 'admin',
  createTime: '2026-11-20 09:00:00',
  updateTime: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  userList.calls = [];
  setLocal(StorageKeys.dictCache, dicts);
  api.add.mockResolvedValue(done(null, '添加成功！'));
  api.edit.mockResolvedValue(done(null, '编辑成功!'));
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
    expect(await screen.findByText('标题不能超过100个字符')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '题'.repeat(100) } });
    await waitFor(() => expect(screen.queryByText('标题不能超过100个字符')).toBeNull());
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

  it('picks recipients in the 用户选择 dialog and sends their ids as a comma list with a trailing comma', async () => {
    const { onSaved } = renderForm();
    await userEvent.type(screen.getByLabelText('标题'), '停水通知');
    await userEvent.type(screen.getByLabelText('内容'), '明日停水');
    await userEvent.click(screen.getByRole('radio', { name: '紧急' }));
    await userEvent.click(screen.getByRole('radio', { name: '指定用户' }));
    const dialog = await openUserDialog();
    await within(dialog).findByText('王五');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '张');
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(within(dialog).queryByText('王五')).toBeNull());
    expect(userList.calls.at(-1)).toMatchObject({ realname: '*张*', pageNo: 1 });
    await userEvent.click(within(dialog).getByText('张主管'));
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    await userEvent.click(await within(dialog).findByText('李服务'));
    const chosen = within(dialog.querySelector('.hcs-record-select__chosen') as HTMLElement);
    expect(chosen.getByText('张主管')).toBeTruthy();
    expect(chosen.getByText('李服务')).toBeTruthy();
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(recipients().value).toBe('张主管，李服务'));
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

  it('shows the recipients of an announcement being edited by name, and the dialog starts from them', async () => {
    renderForm(toUsers);
    expect((screen.getByRole('radio', { name: '指定用户' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(recipients().value).toBe('张主管，李服务'));
    // Their names are asked once, by their ids.
    expect(userList.calls).toEqual([expect.objectContaining({ id: 'u1,u2', pageNo: 1, pageSize: 2 })]);
    const dialog = await openUserDialog();
    const chosen = within(dialog.querySelector('.hcs-record-select__chosen') as HTMLElement);
    expect(chosen.getByText('张主管')).toBeTruthy();
    await userEvent.click(chosen.getByRole('button', { name: '删除已选用户 张主管' }));
    await userEvent.click(await within(dialog).findByText('王五'));
    await userEvent.click(okIn(dialog));
    await waitFor(() => expect(recipients().value).toBe('李服务，王五'));
    await userEvent.click(ok());
    await waitFor(() => expect(api.edit).toHaveBeenCalledTimes(1));
    expect(api.edit.mock.calls[0]?.[0]).toMatchObject({ id: 'a1', msgType: 'USER', userIds: 'u2,u3,' });
  });

  it('asks for recipients again once they are cleared, and 关闭 changes nothing', async () => {
    renderForm(toUsers);
    await waitFor(() => expect(recipients().value).toBe('张主管，李服务'));
    const dialog = await openUserDialog();
    await userEvent.click(await within(dialog).findByText('王五'));
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(recipients().value).toBe('张主管，李服务');
    await userEvent.click(within(formDialog()).getByRole('button', { name: '清除用户' }));
    expect(recipients().value).toBe('');
    await userEvent.click(ok());
    expect(await screen.findByText('请选择接收用户')).toBeTruthy();
    expect(api.edit).not.toHaveBeenCalled();
  });

  it('shows the server message as a warning when the save is refused', async () => {
    api.add.mockRejectedValue(refusal('请选择接收用户'));
    const { onSaved } = renderForm();
    await userEvent.type(screen.getByLabelText('标题'), '停水通知');
    await userEvent.type(screen.getByLabelText('内容'), '明日停水');
    await userEvent.click(ok());
    expect(await screen.findByText('请选择接收用户')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

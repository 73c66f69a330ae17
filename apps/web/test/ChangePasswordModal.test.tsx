import type { UserInfo } from '@hcs/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { done, refusal } from './support/answers.ts';

const api = vi.hoisted(() => ({ updatePassword: vi.fn() }));
vi.mock('../src/api/auth.ts', () => api);

const { ChangePasswordModal } = await import('../src/components/ChangePasswordModal.tsx');
const { useSessionStore } = await import('../src/stores/session.ts');

const initial = useSessionStore.getState();

function renderModal(onClose = vi.fn()) {
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <ChangePasswordModal open onClose={onClose} />
      </App>
    </ConfigProvider>,
  );
  return onClose;
}

async function fill(oldPassword: string, password: string, confirm: string) {
  if (oldPassword) await userEvent.type(screen.getByLabelText('旧密码'), oldPassword);
  if (password) await userEvent.type(screen.getByLabelText('新密码'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('确认新密码'), confirm);
  await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
}

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ userInfo: { id: 'u1', username: 'lisi', realname: '李四' } as UserInfo });
});
afterEach(() => useSessionStore.setState(initial, true));

describe('ChangePasswordModal', () => {
  it('is titled 修改密码 and asks for every field', async () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeTruthy();
    await fill('', '', '');
    expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
    expect(screen.getByText('请输入新密码!')).toBeTruthy();
    expect(screen.getByText('请确认新密码!')).toBeTruthy();
    expect(api.updatePassword).not.toHaveBeenCalled();
  });

  it('wants the same password twice, of 8 characters with letters and digits', async () => {
    renderModal();
    await fill('old-pass-1', 'short1', 'other123');
    expect(await screen.findByText('新密码至少8位，须同时包含字母和数字')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一样！')).toBeTruthy();
    expect(api.updatePassword).not.toHaveBeenCalled();
  });

  it('sends the change, shows the server message and closes', async () => {
    api.updatePassword.mockResolvedValue(done(null, '密码修改成功！'));
    const onClose = renderModal();
    await fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.updatePassword).toHaveBeenCalledWith({
      username: 'lisi',
      oldpassword: 'old-pass-1',
      password: 'new-pass-2',
      confirmpassword: 'new-pass-2',
    });
    expect(await screen.findByText('密码修改成功！')).toBeTruthy();
  });

  it('stays open with the server message when the change is refused', async () => {
    api.updatePassword.mockRejectedValue(refusal('旧密码输入错误'));
    const onClose = renderModal();
    await fill('wrong-pass-1', 'new-pass-2', 'new-pass-2');
    expect(await screen.findByText('旧密码输入错误')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeTruthy();
  });

  it('refuses to open without a logged-in user', async () => {
    useSessionStore.setState({ userInfo: null });
    const onClose = renderModal();
    expect(await screen.findByText('当前系统无登录用户!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: '修改密码' })).toBeNull();
  });
});

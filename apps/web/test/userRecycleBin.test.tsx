import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done, refusal } from './support/answers.ts';

const api = vi.hoisted(() => ({
  recycleBin: vi.fn(),
  restoreUsers: vi.fn(),
  purgeUsers: vi.fn(),
}));
vi.mock('../src/views/system/user/userApi.ts', () => api);

const { RecycleBinModal } = await import('../src/views/system/user/RecycleBinModal.tsx');

const deleted = ['zhaoliu', 'sunqi'].map((username, i) => ({
  id: `d${i}`,
  username,
  realname: username === 'zhaoliu' ? '赵六' : '孙七',
  avatar: null,
  birthday: null,
  sex: null,
  email: null,
  phone: null,
  orgCode: null,
  status: 1,
  workNo: null,
  post: null,
  telephone: null,
  createTime: null,
  orgCodeTxt: '东城服务站',
}));

function renderBin() {
  const onRestored = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <RecycleBinModal open onClose={() => {}} onRestored={onRestored} />
      </App>
    </ConfigProvider>,
  );
  return { onRestored, dialog: screen.getByRole('dialog', { name: '用户回收站' }) };
}

async function selectAll(dialog: HTMLElement) {
  await within(dialog).findByText('zhaoliu');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择zhaoliu' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择sunqi' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  api.recycleBin.mockResolvedValue(deleted);
});

describe('user recycle bin', { timeout: 40_000 }, () => {
  it('lists the deleted users with their departments', async () => {
    const { dialog } = renderBin();
    expect(await within(dialog).findByText('赵六')).toBeTruthy();
    expect(within(dialog).getByText('孙七')).toBeTruthy();
    expect(within(dialog).getAllByText('东城服务站')).toHaveLength(2);
  });

  it('restores the selected users and tells the list', async () => {
    api.restoreUsers.mockResolvedValue(done(null, '还原成功!'));
    const { dialog, onRestored } = renderBin();
    await selectAll(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '批量还原' }));
    await waitFor(() => expect(api.restoreUsers).toHaveBeenCalledWith(['d0', 'd1']));
    expect(await screen.findByText('还原成功!')).toBeTruthy();
    expect(onRestored).toHaveBeenCalled();
    expect(api.recycleBin).toHaveBeenCalledTimes(2);
  });

  it('deletes the selected users for good only after the warning', async () => {
    api.purgeUsers.mockResolvedValue(done(null, '删除成功!'));
    const { dialog, onRestored } = renderBin();
    await selectAll(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '批量彻底删除' }));
    const [warning] = await screen.findAllByText('确定彻底删除吗？此操作不可恢复');
    const confirm = warning?.closest('.ant-modal') as HTMLElement;
    expect(api.purgeUsers).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.purgeUsers).toHaveBeenCalledWith(['d0', 'd1']));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('shows the server message when it refuses', async () => {
    api.restoreUsers.mockRejectedValue(refusal('用户不存在'));
    const { dialog, onRestored } = renderBin();
    await within(dialog).findByText('zhaoliu');
    await userEvent.click(within(dialog).getByRole('button', { name: '还原zhaoliu' }));
    expect(await screen.findByText('用户不存在')).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickerUser } from '../src/api/pickers.ts';
import { applyPageChecks, removeRow, toggleRow } from '../src/components/pickers/selection.ts';
import { useSessionStore } from '../src/stores/session.ts';
import { QueryWrapper } from './support/queryClient.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  getAction: api.getAction,
}));
const USERS = '/sys/user/queryUserComponentData';
vi.mock('../src/api/dict.ts', () => ({
  getDictItems: () =>
    Promise.resolve([
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]),
}));

const { UserSelectModal } = await import('../src/components/pickers/UserSelectModal.tsx');

const person = (id: string, realname: string): PickerUser => ({
  id,
  username: `user_${id}`,
  realname,
  sex: '1',
  phone: null,
  orgCodeTxt: '东城服务站',
});
const zhang = person('1', '张三');
const li = person('2', '李四');
const wang = person('3', '王五');

describe('selection rules', () => {
  it('multiple mode toggles a row, keeping the order of choice', () => {
    const one = toggleRow([], zhang, true);
    const two = toggleRow(one, li, true);
    expect(two.map((u) => u.id)).toEqual(['1', '2']);
    expect(toggleRow(two, zhang, true).map((u) => u.id)).toEqual(['2']);
  });

  it('single mode replaces the selection, also on the chosen row', () => {
    expect(toggleRow([zhang], li, false)).toEqual([li]);
    expect(toggleRow([zhang], zhang, false)).toEqual([zhang]);
  });

  it('page checks change only the rows of that page', () => {
    const selected = [zhang, wang];
    // Page holds 李四 and 王五: 李四 checked, 王五 unchecked; 张三 is from another page and stays.
    expect(applyPageChecks(selected, [li, wang], ['2'], true).map((u) => u.id)).toEqual(['1', '2']);
    expect(applyPageChecks(selected, [li, wang], ['2'], false)).toEqual([li]);
  });

  it('the 删除 link drops one row', () => {
    expect(removeRow([zhang, li], '1')).toEqual([li]);
  });
});

function renderModal(props: {
  multiple?: boolean;
  onOk?: (u: PickerUser[]) => boolean;
  onCancel?: () => void;
}) {
  const onOk = vi.fn(props.onOk ?? (() => true));
  const onCancel = vi.fn(props.onCancel ?? (() => undefined));
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <UserSelectModal open multiple={props.multiple} onOk={onOk} onCancel={onCancel} />
      </App>
    </ConfigProvider>,
    { wrapper: QueryWrapper },
  );
  return { onOk, onCancel };
}

const chosenCard = () => within(document.querySelector('.hcs-record-select__chosen') as HTMLElement);

beforeEach(() => {
  vi.clearAllMocks();
  api.getAction.mockResolvedValue({ records: [zhang, li, wang], total: 3 });
});

describe('UserSelectModal', { timeout: 30_000 }, () => {
  it('is titled 用户选择, loads 5 a page and offers 关闭', async () => {
    renderModal({});
    expect(screen.getByRole('dialog', { name: '用户选择' })).toBeTruthy();
    await screen.findByText('张三');
    expect(api.getAction).toHaveBeenCalledWith(USERS, expect.objectContaining({ pageNo: 1, pageSize: 5 }));
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    expect(screen.getByText('已选用户')).toBeTruthy();
  });

  it('offers the 生日 filter only to those who may see birthdays (system:user:list)', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ auth: [], allAuth: [] });
    const { unmount } = render(
      <App>
        <UserSelectModal open onOk={() => true} onCancel={() => undefined} />
      </App>,
      { wrapper: QueryWrapper },
    );
    await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: /展\s*开/ }));
    expect(screen.getByLabelText('性别')).toBeTruthy();
    expect(screen.queryByLabelText('生日')).toBeNull();
    unmount();

    useSessionStore.setState({ auth: [{ action: 'system:user:list', type: '1', describe: '用户列表' }] });
    try {
      renderModal({});
      await screen.findByText('张三');
      await user.click(screen.getByRole('button', { name: /展\s*开/ }));
      expect(screen.getByLabelText('生日')).toBeTruthy();
    } finally {
      useSessionStore.setState({ auth: [] });
    }
  });

  it('searches by 姓名 and 账号 (contains) from page 1', async () => {
    const user = userEvent.setup();
    renderModal({});
    await screen.findByText('张三');
    await user.type(screen.getByLabelText('姓名'), '李');
    await user.type(screen.getByLabelText('账号'), 'user_2');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.getAction).toHaveBeenLastCalledWith(
        USERS,
        expect.objectContaining({ realname: '*李*', username: '*user_2*', pageNo: 1, pageSize: 5 }),
      ),
    );
  });

  it('multiple mode: row clicks toggle, OK returns the chosen users', async () => {
    const user = userEvent.setup();
    const { onOk } = renderModal({});
    await user.click(await screen.findByText('张三'));
    await user.click(screen.getByText('李四'));
    await user.click(screen.getAllByText('张三')[0] as HTMLElement);
    expect(chosenCard().queryByText('张三')).toBeNull();
    expect(chosenCard().getByText('李四')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '选择 王五' }));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([li, wang]);
  });

  it('single mode: a row click replaces the choice', async () => {
    const user = userEvent.setup();
    const { onOk } = renderModal({ multiple: false });
    await user.click(await screen.findByText('张三'));
    await user.click(screen.getByText('李四'));
    expect(chosenCard().queryByText('张三')).toBeNull();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([li]);
  });

  it('the 删除 link in 已选用户 drops a user', async () => {
    const user = userEvent.setup();
    const { onOk } = renderModal({});
    await user.click(await screen.findByText('张三'));
    await user.click(screen.getByText('李四'));
    await user.click(screen.getByRole('button', { name: '删除已选用户 张三' }));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([li]);
  });

  it('关闭 changes nothing: onOk is not called', async () => {
    const user = userEvent.setup();
    const { onOk, onCancel } = renderModal({});
    await user.click(await screen.findByText('张三'));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('stays open when onOk refuses', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderModal({ onOk: () => false });
    await user.click(await screen.findByText('张三'));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes (through onCancel) once onOk accepts', async () => {
    const user = userEvent.setup();
    const { onOk, onCancel } = renderModal({});
    await user.click(await screen.findByText('张三'));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    expect(onOk).toHaveBeenCalledWith([zhang]);
  });
});

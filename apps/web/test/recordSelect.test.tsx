import { StorageKeys } from '@hcs/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickerRole, PickerUser } from '../src/api/pickers.ts';
import { nextChecked } from '../src/components/pickers/departTree.ts';
import { setLocal } from '../src/utils/storage.ts';
import { QueryWrapper } from './support/queryClient.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  getAction: api.getAction,
}));
const departs = vi.hoisted(() => ({ queryDepartTree: vi.fn() }));
vi.mock('../src/api/depart.ts', () => departs);

const { RoleSelect } = await import('../src/components/pickers/RoleSelect.tsx');
const { DepartSelect } = await import('../src/components/pickers/DepartSelect.tsx');
const { UserByDepartSelect } = await import('../src/components/pickers/UserByDepartSelect.tsx');
const { RecordSelectModal } = await import('../src/components/pickers/RecordSelectModal.tsx');
const { userPickers } = await import('../src/components/pickers/userPicker.ts');

const ROLES = '/sys/role/queryRoleComponentData';
const USERS = '/sys/user/queryUserComponentData';

const roles: PickerRole[] = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin' },
  { id: 'r2', roleName: '中心主管', roleCode: 'manager' },
  { id: 'r3', roleName: '服务人员', roleCode: 'staff' },
];
const person = (id: string, realname: string): PickerUser => ({
  id,
  username: `user_${id}`,
  realname,
  sex: 1,
  phone: null,
  birthday: null,
  orgCodeTxt: null,
});
const users = [person('1', '张三'), person('2', '李四')];

/** The server's answer: a lookup by a comma list of one field, or the page. */
function answer(url: string, params: Record<string, unknown>) {
  const rows: object[] = url === ROLES ? roles : users;
  for (const key of ['roleCode', 'id', 'username']) {
    const wanted = params[key];
    if (typeof wanted === 'string' && !wanted.startsWith('*')) {
      const list = wanted.split(',');
      const found = rows.filter((r) => list.includes(String((r as Record<string, unknown>)[key])));
      return Promise.resolve({ records: found, total: found.length });
    }
  }
  return Promise.resolve({ records: rows, total: rows.length });
}

const tree = [
  {
    key: 'd1',
    value: 'd1',
    title: '助残服务中心',
    id: 'd1',
    departName: '助残服务中心',
    orgCode: 'A01',
    children: [
      { key: 'd2', value: 'd2', title: '东城服务站', id: 'd2', departName: '东城服务站', orgCode: 'A01A01' },
      { key: 'd3', value: 'd3', title: '西城服务站', id: 'd3', departName: '西城服务站', orgCode: 'A01A02' },
    ],
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  api.getAction.mockImplementation(answer);
  departs.queryDepartTree.mockResolvedValue(tree);
  setLocal(StorageKeys.dictCache, {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  });
});

function wrap(node: React.ReactNode) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>{node}</App>
    </ConfigProvider>,
    { wrapper: QueryWrapper },
  );
}

/** A form-like holder of a picker's value, showing what it emitted. */
function Holder(props: {
  initial?: string;
  render(value: string, onChange: (v: string) => void): React.ReactNode;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      {props.render(value, setValue)}
      <output data-testid="value">{value}</output>
    </>
  );
}

const emitted = () => screen.getByTestId('value').textContent;
const dialog = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
const okOf = (modal: HTMLElement) => within(modal).getByRole('button', { name: /确\s*定/ });
const chosenCard = (modal: HTMLElement) =>
  within(modal.querySelector('.hcs-record-select__chosen') as HTMLElement);

describe('RecordSelect', { timeout: 30_000 }, () => {
  it('looks the labels of its value up in one request and shows them', async () => {
    wrap(
      <Holder
        initial="staff,admin"
        render={(value, onChange) => <RoleSelect aria-label="角色" value={value} onChange={onChange} />}
      />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText('角色') as HTMLInputElement).value).toBe('服务人员，管理员'),
    );
    expect(api.getAction).toHaveBeenCalledTimes(1);
    expect(api.getAction).toHaveBeenCalledWith(ROLES, { roleCode: 'staff,admin', pageNo: 1, pageSize: 2 });
  });

  it('single mode: a row click replaces the choice; OK emits the value key', async () => {
    const user = userEvent.setup();
    wrap(
      <Holder
        initial="staff"
        render={(value, onChange) => <RoleSelect aria-label="角色" value={value} onChange={onChange} />}
      />,
    );
    await waitFor(() => expect((screen.getByLabelText('角色') as HTMLInputElement).value).toBe('服务人员'));
    await user.click(screen.getByRole('button', { name: '选择角色' }));
    const modal = await dialog('角色选择');
    // It opens with the current value chosen, and radios: one row at a time.
    expect(chosenCard(modal).getByText('服务人员')).toBeTruthy();
    expect(within(modal).getAllByRole('radio')).toHaveLength(3);
    await user.click(await within(modal).findByText('管理员'));
    await user.click(within(modal).getByText('中心主管'));
    expect(chosenCard(modal).queryByText('服务人员')).toBeNull();
    expect(chosenCard(modal).queryByText('管理员')).toBeNull();
    await user.click(okOf(modal));
    await waitFor(() => expect(emitted()).toBe('manager'));
    expect((screen.getByLabelText('角色') as HTMLInputElement).value).toBe('中心主管');
  });

  it('multiple mode toggles rows, 删除 drops one, and the value key can be the id', async () => {
    const user = userEvent.setup();
    wrap(
      <Holder
        render={(value, onChange) => (
          <RoleSelect aria-label="角色" valueKey="id" multiple value={value} onChange={onChange} />
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: '选择角色' }));
    const modal = await dialog('角色选择');
    await user.click(await within(modal).findByText('管理员'));
    await user.click(within(modal).getByText('中心主管'));
    await user.click(within(modal).getByText('服务人员'));
    await user.click(within(modal).getAllByText('中心主管')[0] as HTMLElement);
    expect(chosenCard(modal).queryByText('中心主管')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: '删除已选角色 管理员' }));
    await user.click(within(modal).getByRole('checkbox', { name: '选择 中心主管' }));
    await user.click(okOf(modal));
    await waitFor(() => expect(emitted()).toBe('r3,r2'));
    expect((screen.getByLabelText('角色') as HTMLInputElement).value).toBe('服务人员，中心主管');
  });

  it('关闭 changes nothing; the next opening starts from the value again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    wrap(<RoleSelect aria-label="角色" value="admin" onChange={onChange} multiple />);
    await waitFor(() => expect((screen.getByLabelText('角色') as HTMLInputElement).value).toBe('管理员'));
    await user.click(screen.getByLabelText('角色'));
    let modal = await dialog('角色选择');
    await user.click(await within(modal).findByText('服务人员'));
    expect(chosenCard(modal).getByText('服务人员')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: '关闭' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '选择角色' }));
    modal = await dialog('角色选择');
    expect(chosenCard(modal).queryByText('服务人员')).toBeNull();
    expect(chosenCard(modal).getByText('管理员')).toBeTruthy();
  });

  it('clears with its clear button, and does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = wrap(<RoleSelect aria-label="角色" value="admin" onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: '清除角色' }));
    expect(onChange).toHaveBeenCalledWith('', []);
    rerender(
      <ConfigProvider locale={zhCN}>
        <App>
          <RoleSelect aria-label="角色" value="admin" onChange={onChange} disabled />
        </App>
      </ConfigProvider>,
    );
    expect(screen.queryByRole('button', { name: '清除角色' })).toBeNull();
    expect((screen.getByRole('button', { name: '选择角色' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('角色'));
    expect(screen.queryByText('角色选择')).toBeNull();
  });
});

describe('RecordSelectModal', { timeout: 30_000 }, () => {
  it('folds the query form past two fields, and searches with the list conventions', async () => {
    const user = userEvent.setup();
    wrap(<RecordSelectModal config={userPickers.username} open onOk={() => true} onCancel={() => {}} />);
    const modal = await dialog('用户选择');
    expect(within(modal).getByText('已选用户')).toBeTruthy();
    expect(within(modal).queryByLabelText('性别')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: /展\s*开/ }));
    expect(within(modal).getByLabelText('性别')).toBeTruthy();
    // 生日 is offered only to holders of system:user:list (see UserSelectModal.test); this user has none.
    expect(within(modal).queryByLabelText('生日')).toBeNull();
    await user.type(within(modal).getByLabelText('姓名'), '张');
    await user.click(within(modal).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.getAction).toHaveBeenLastCalledWith(
        USERS,
        expect.objectContaining({ realname: '*张*', pageNo: 1, pageSize: 5 }),
      ),
    );
    await user.click(within(modal).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(api.getAction.mock.lastCall?.[1]).not.toHaveProperty('realname'));
    expect(within(modal).getByText('第 1-2 条 / 共 2 条')).toBeTruthy();
  });
});

describe('department pickers', { timeout: 30_000 }, () => {
  it('keeps only the newest checked department in single mode', () => {
    expect(nextChecked(['d2'], ['d2', 'd3'], false)).toEqual(['d3']);
    expect(nextChecked(['d3'], [], false)).toEqual([]);
    expect(nextChecked(['d2'], ['d2', 'd3'], true)).toEqual(['d2', 'd3']);
  });

  it('single mode: checking a second department unchecks the first; OK emits its id', async () => {
    const user = userEvent.setup();
    wrap(
      <Holder
        initial="d2"
        render={(value, onChange) => <DepartSelect aria-label="部门" value={value} onChange={onChange} />}
      />,
    );
    await waitFor(() => expect((screen.getByLabelText('部门') as HTMLInputElement).value).toBe('东城服务站'));
    await user.click(screen.getByRole('button', { name: '选择部门' }));
    const modal = await dialog('选择部门');
    const checked = () =>
      [...modal.querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')].map(
        (e) => e.textContent,
      );
    expect(checked()).toEqual(['东城服务站']);
    await user.click(within(modal).getByTitle('西城服务站'));
    expect(checked()).toEqual(['西城服务站']);
    await user.click(okOf(modal));
    await waitFor(() => expect(emitted()).toBe('d3'));
  });

  it('multiple mode searches the tree and emits org codes when asked', async () => {
    const user = userEvent.setup();
    wrap(
      <Holder
        render={(value, onChange) => (
          <DepartSelect aria-label="部门" valueKey="orgCode" multiple value={value} onChange={onChange} />
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: '选择部门' }));
    const modal = await dialog('选择部门');
    await user.click(await within(modal).findByTitle('东城服务站'));
    await user.type(within(modal).getByLabelText('搜索部门'), '西城');
    expect(within(modal).queryByTitle('东城服务站')).toBeNull();
    await user.click(within(modal).getByTitle('西城服务站'));
    await user.click(okOf(modal));
    await waitFor(() => expect(emitted()).toBe('A01A01,A01A02'));
    expect((screen.getByLabelText('部门') as HTMLInputElement).value).toBe('东城服务站，西城服务站');
  });

  it('lists the users of the department chosen in the tree', async () => {
    const user = userEvent.setup();
    wrap(
      <Holder
        render={(value, onChange) => (
          <UserByDepartSelect aria-label="人员" value={value} onChange={onChange} />
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    const modal = await dialog('用户选择');
    expect(within(modal).getByText('全部部门')).toBeTruthy();
    await user.click(await within(modal).findByTitle('东城服务站'));
    await waitFor(() =>
      expect(api.getAction).toHaveBeenLastCalledWith(
        USERS,
        expect.objectContaining({ departId: 'd2', pageNo: 1 }),
      ),
    );
    expect(within(modal).getByText('当前部门：东城服务站')).toBeTruthy();
    await user.click(await within(modal).findByText('张三'));
    await user.click(within(modal).getByText('李四'));
    await user.click(okOf(modal));
    await waitFor(() => expect(emitted()).toBe('user_1,user_2'));
  });
});

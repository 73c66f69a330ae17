import { StorageKeys } from '@hcs/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../src/stores/session.ts';
import { setLocal } from '../src/utils/storage.ts';
import type { SysUser } from '../src/views/system/user/types.ts';
import { done, refusal } from './support/answers.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({
  addUser: vi.fn(),
  editUser: vi.fn(),
  allRoles: vi.fn(),
  queryUserRole: vi.fn(),
  userDepartList: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../src/views/system/user/userApi.ts', () => api);
const departs = vi.hoisted(() => ({ queryDepartTree: vi.fn() }));
vi.mock('../src/api/depart.ts', () => departs);
const duplicate = vi.hoisted(() => ({ duplicateCheck: vi.fn() }));
vi.mock('../src/api/duplicateCheck.ts', () => duplicate);
/** The 职务 picker's list (GET queryPositionComponentData): its rows, or those whose code is asked. */
const POSITIONS = [
  { id: 'p1', code: 'P01', name: '护理员', postRank_dictText: '员级' },
  { id: 'p2', code: 'P02', name: '社工', postRank_dictText: '员级' },
];
vi.mock('../src/api/request.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/api/request.ts')>();
  const getAction = async (url: string, params?: Parameters<typeof actual.getAction>[1]) => {
    if (url !== '/sys/position/queryPositionComponentData') return actual.getAction(url, params);
    const codes = typeof params?.code === 'string' ? params.code.split(',') : null;
    const records = POSITIONS.filter((p) => !codes || codes.includes(p.code));
    return { records, total: records.length, size: 5, current: 1, pages: 1 };
  };
  return { ...actual, getAction };
});

const { UserFormDrawer } = await import('../src/views/system/user/UserFormDrawer.tsx');
const { ResetPasswordModal } = await import('../src/views/system/user/ResetPasswordModal.tsx');

const TAKEN = '该值不可用，系统中已存在！';

const depart = (id: string, departName: string, orgCode: string) => ({
  key: id,
  value: id,
  title: departName,
  id,
  departName,
  orgCode,
});

const editedUser: SysUser = {
  id: 'u9',
  username: 'wangwu',
  realname: '王五',
  avatar: null,
  birthday: '1990-05-01',
  sex: 1,
  email: 'wangwu@example.cn',
  phone: '13800138000',
  orgCode: 'A01A01',
  status: 1,
  workNo: 'W009',
  post: 'P01',
  telephone: null,
  orgCodeTxt: '东城服务站',
  userIdentity: null,
  relTenantIds: '1',
  createBy: 'admin',
  createTime: '2026-01-01 08:00:00',
  updateTime: null,
};

const initialSession = useSessionStore.getState();

function renderDrawer(record: SysUser | null = null) {
  const onSaved = vi.fn();
  renderInApp(<UserFormDrawer open record={record} onClose={() => {}} onSaved={onSaved} />);
  return { onSaved, drawer: screen.getByRole('dialog', { name: record ? '编辑用户' : '新增用户' }) };
}

const ok = (drawer: HTMLElement) => within(drawer).getByRole('button', { name: /确\s*定/ });

/** Waits for the user's roles and departments: until then a spinner covers the form, as it does for a person. */
async function linksLoaded(drawer: HTMLElement) {
  await waitFor(() => expect((ok(drawer) as HTMLButtonElement).disabled).toBe(false));
}

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
    user_status: [
      { value: '1', text: '正常' },
      { value: '2', text: '冻结' },
    ],
  });
  api.allRoles.mockResolvedValue([
    { id: 'role_staff', roleName: '服务人员', roleCode: 'staff' },
    { id: 'role_manager', roleName: '中心主管', roleCode: 'manager' },
  ]);
  departs.queryDepartTree.mockResolvedValue([
    {
      ...depart('dep_centre', '助残服务中心', 'A01'),
      children: [depart('dep_east', '东城服务站', 'A01A01')],
    },
  ]);
  api.queryUserRole.mockResolvedValue(['role_manager']);
  api.userDepartList.mockResolvedValue([{ key: 'dep_east', value: 'dep_east', title: '东城服务站' }]);
  api.addUser.mockResolvedValue(done(null, '添加成功！'));
  api.editUser.mockResolvedValue(done(null, '编辑成功!'));
  duplicate.duplicateCheck.mockResolvedValue(null);
});

afterEach(() => useSessionStore.setState(initialSession, true));

// Typing into antd controls under happy-dom is slow on a busy machine.
describe('user form', { timeout: 40_000 }, () => {
  it('asks for the account, both passwords and the name', async () => {
    const { drawer } = renderDrawer();
    await userEvent.click(ok(drawer));
    expect(await screen.findByText('请输入用户账号')).toBeTruthy();
    expect(screen.getByText('请输入登录密码')).toBeTruthy();
    expect(screen.getByText('请确认登录密码')).toBeTruthy();
    expect(screen.getByText('请输入用户姓名')).toBeTruthy();
    expect(api.addUser).not.toHaveBeenCalled();
  });

  it('allows only letters, digits and underscore, 4 to 18 of them, in the account', async () => {
    renderDrawer();
    await fill('用户账号', 'ab-c');
    expect(await screen.findByText('只允许字母、数字、下划线')).toBeTruthy();
    await fill('用户账号', 'abc');
    expect(await screen.findByText('用户账号长度必须在4到18个字符之间')).toBeTruthy();
    await fill('用户账号', 'a'.repeat(19));
    expect(await screen.findByText('用户账号长度必须在4到18个字符之间')).toBeTruthy();
    await fill('用户账号', 'ab_12');
    await waitFor(() => expect(screen.queryByText('用户账号长度必须在4到18个字符之间')).toBeNull());
  });

  it('asks the server whether the account is free on blur and shows its answer', async () => {
    duplicate.duplicateCheck.mockRejectedValue(refusal(TAKEN));
    renderDrawer();
    await fill('用户账号', 'zhuguan');
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    expect(duplicate.duplicateCheck).toHaveBeenCalledWith({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'zhuguan',
      dataId: undefined,
    });
  });

  it('does not check an empty value', async () => {
    renderDrawer();
    await fill('手机号', '');
    await fill('邮箱', '');
    await fill('工号', '');
    expect(duplicate.duplicateCheck).not.toHaveBeenCalled();
  });

  it('checks the phone, email and landline formats', async () => {
    renderDrawer();
    await fill('手机号', '12345678901');
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    await fill('邮箱', 'someone@');
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy();
    await fill('座机', '010-12');
    expect(await screen.findByText('请输入正确的座机号码')).toBeTruthy();
    await fill('手机号', '13912345678');
    await waitFor(() => expect(screen.queryByText('请输入正确手机号')).toBeNull());
  });

  it('wants a password of 8 with letters and digits, typed twice alike', async () => {
    renderDrawer();
    await fill('登录密码', 'abcdefgh');
    expect(await screen.findByText('密码至少8位，须同时包含字母和数字')).toBeTruthy();
    await fill('登录密码', 'abcd1234');
    await fill('确认密码', 'abcd12345');
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    await fill('确认密码', 'abcd1234');
    await waitFor(() => expect(screen.queryByText('两次输入的密码不一样！')).toBeNull());
  });

  it('adds a user with roles and departments as comma lists', async () => {
    const { drawer, onSaved } = renderDrawer();
    await fill('用户账号', 'zhaoliu');
    await fill('登录密码', 'Start-2026');
    await fill('确认密码', 'Start-2026');
    await fill('用户姓名', '赵六');
    await fill('手机号', '13912345678');
    await userEvent.click(screen.getByLabelText('角色'));
    await userEvent.click(await screen.findByTitle('服务人员'));
    await userEvent.click(await screen.findByTitle('中心主管'));
    // 部门 opens the department dialog; a click on a name checks it.
    await userEvent.click(screen.getByLabelText('部门'));
    // (antd names every dialog by the same test id under test, so it is found by its title.)
    const departDialog = (await screen.findByText('选择部门')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(await within(departDialog).findByTitle('东城服务站'));
    await userEvent.click(within(departDialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(drawer).getByTitle('东城服务站')).toBeTruthy());
    await userEvent.click(ok(drawer));
    await waitFor(() => expect(api.addUser).toHaveBeenCalledTimes(1));
    expect(api.addUser.mock.calls[0]?.[0]).toEqual({
      username: 'zhaoliu',
      password: 'Start-2026',
      realname: '赵六',
      workNo: '',
      post: '',
      avatar: '',
      birthday: '',
      sex: '',
      email: '',
      phone: '13912345678',
      telephone: '',
      status: '1',
      selectedroles: 'role_staff,role_manager',
      selecteddeparts: 'dep_east',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('添加成功！')).toBeTruthy();
  });

  it('stays open with the server message when the save is refused', async () => {
    api.addUser.mockRejectedValue(refusal('手机号已存在'));
    const { drawer, onSaved } = renderDrawer();
    await fill('用户账号', 'zhaoliu');
    await fill('登录密码', 'Start-2026');
    await fill('确认密码', 'Start-2026');
    await fill('用户姓名', '赵六');
    await userEvent.click(ok(drawer));
    expect(await screen.findByText('手机号已存在')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits without account or password, with the roles and departments the user has', async () => {
    const { drawer, onSaved } = renderDrawer(editedUser);
    const account = screen.getByLabelText('用户账号') as HTMLInputElement;
    expect(account.value).toBe('wangwu');
    expect(account.disabled).toBe(true);
    expect(screen.queryByLabelText('登录密码')).toBeNull();
    await waitFor(() => expect(within(drawer).getByTitle('中心主管')).toBeTruthy());
    expect(within(drawer).getByTitle('东城服务站')).toBeTruthy();
    expect((screen.getByLabelText('用户姓名') as HTMLInputElement).value).toBe('王五');

    await fill('手机号', '13912345678');
    await waitFor(() =>
      expect(duplicate.duplicateCheck).toHaveBeenCalledWith({
        tableName: 'sys_user',
        fieldName: 'phone',
        fieldVal: '13912345678',
        dataId: 'u9',
      }),
    );
    await userEvent.click(ok(drawer));
    await waitFor(() => expect(api.editUser).toHaveBeenCalledTimes(1));
    expect(api.editUser.mock.calls[0]?.[0]).toMatchObject({
      id: 'u9',
      realname: '王五',
      phone: '13912345678',
      birthday: '1990-05-01',
      sex: '1',
      post: 'P01',
      selectedroles: 'role_manager',
      selecteddeparts: 'dep_east',
    });
    expect(api.editUser.mock.calls[0]?.[0]).not.toHaveProperty('username');
    expect(api.editUser.mock.calls[0]?.[0]).not.toHaveProperty('password');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('shows 职务 to everyone by the names of the user’s position codes', async () => {
    renderDrawer(editedUser);
    await waitFor(() => expect((screen.getByLabelText('职务') as HTMLInputElement).value).toBe('护理员'));
  });

  it('chooses positions in the 职务选择 dialog and saves their codes', async () => {
    const { drawer } = renderDrawer(editedUser);
    await waitFor(() => expect((screen.getByLabelText('职务') as HTMLInputElement).value).toBe('护理员'));
    await linksLoaded(drawer);
    await userEvent.click(within(drawer).getByRole('button', { name: '选择职务' }));
    const dialog = (await screen.findByText('职务选择')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(await within(dialog).findByText('社工'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('职务') as HTMLInputElement).value).toBe('护理员，社工'),
    );
    await userEvent.click(ok(drawer));
    await waitFor(() => expect(api.editUser).toHaveBeenCalledTimes(1));
    expect(api.editUser.mock.calls[0]?.[0]).toMatchObject({ post: 'P01,P02' });
  });
});

describe('reset password dialog', { timeout: 40_000 }, () => {
  function renderReset() {
    const onClose = vi.fn();
    renderInApp(<ResetPasswordModal user={editedUser} onClose={onClose} />);
    return { onClose, dialog: screen.getByRole('dialog', { name: '修改密码' }) };
  }

  it('asks for the new password and its confirmation', async () => {
    const { dialog } = renderReset();
    expect((screen.getByLabelText('用户账号') as HTMLInputElement).value).toBe('wangwu');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入新密码!')).toBeTruthy();
    expect(screen.getByText('请确认新密码!')).toBeTruthy();
    await fill('新密码', '12345678');
    expect(await screen.findByText('新密码至少8位，须同时包含字母和数字')).toBeTruthy();
    await fill('新密码', 'Reset-2026');
    await fill('确认密码', 'Reset-2027');
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('sends the account with the new password and closes on success', async () => {
    api.resetPassword.mockResolvedValue(done(null, '密码修改成功！'));
    const { dialog, onClose } = renderReset();
    await fill('新密码', 'Reset-2026');
    await fill('确认密码', 'Reset-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.resetPassword).toHaveBeenCalledWith({
        username: 'wangwu',
        password: 'Reset-2026',
        confirmpassword: 'Reset-2026',
      }),
    );
    expect(await screen.findByText('密码修改成功！')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

import type { Depart, UserInfo } from '@hcs/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { done } from './support/answers.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({ getCurrentUserDeparts: vi.fn(), selectDepart: vi.fn() }));
vi.mock('../src/api/auth.ts', () => api);

const { DepartSelectModal, departModalTitle } = await import('../src/components/DepartSelectModal.tsx');
const { useSessionStore } = await import('../src/stores/session.ts');

const initial = useSessionStore.getState();
const user = { id: 'u1', username: 'lisi', realname: '李四', orgCode: null } as UserInfo;

function depart(orgCode: string, departName: string): Depart {
  return { id: `dep_${orgCode}`, parentId: null, departName, orgCode, orgCategory: '2', departOrder: 0 };
}

const departs = [depart('A01A01', '东城服务站'), depart('A01A02', '西城服务站')];

function renderModal(onClose = vi.fn(), closable = true) {
  renderInApp(<DepartSelectModal open onClose={onClose} closable={closable} />);
  return onClose;
}

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ userInfo: user });
});
afterEach(() => useSessionStore.setState(initial, true));

describe('DepartSelectModal', () => {
  it('names the current department in its title once known', () => {
    expect(departModalTitle(null)).toBe('部门选择');
    expect(departModalTitle('东城服务站')).toBe('部门切换（当前部门 : 东城服务站）');
  });

  it('does not open for a user without departments', async () => {
    api.getCurrentUserDeparts.mockResolvedValue({ list: [], orgCode: null });
    const onClose = renderModal();
    expect(await screen.findByText('您尚未设置部门信息!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the field when confirmed empty, then switches and stores the new user info', async () => {
    api.getCurrentUserDeparts.mockResolvedValue({ list: departs, orgCode: 'A01A01' });
    const switched = { ...user, orgCode: 'A01A02' };
    api.selectDepart.mockResolvedValue(done({ userInfo: switched }, '部门切换成功'));
    const onClose = renderModal();
    expect(await screen.findByRole('dialog', { name: '部门切换（当前部门 : 东城服务站）' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    expect(await screen.findByText('请选择部门')).toBeTruthy();
    expect(api.selectDepart).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('部门'));
    await userEvent.click(await screen.findByTitle('西城服务站'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.selectDepart).toHaveBeenCalledWith({ orgCode: 'A01A02', username: 'lisi' });
    expect(useSessionStore.getState().userInfo).toEqual(switched);
  });

  it('is titled 部门选择 and cannot be dismissed when asked after login', async () => {
    api.getCurrentUserDeparts.mockResolvedValue({ list: departs, orgCode: null });
    renderModal(vi.fn(), false);
    expect(await screen.findByRole('dialog', { name: '部门选择' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /关闭|Close/ })).toBeNull();
  });
});

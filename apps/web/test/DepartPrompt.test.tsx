import type { Depart, LoginResult, UserInfo } from '@hcs/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { done } from './support/answers.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  logoutRequest: vi.fn(),
  getPermissions: vi.fn(),
  getCurrentUserDeparts: vi.fn(),
  selectDepart: vi.fn(),
}));
vi.mock('../src/api/auth.ts', () => api);

const { DepartPrompt } = await import('../src/components/DepartPrompt.tsx');
const { useSessionStore } = await import('../src/stores/session.ts');

const initial = useSessionStore.getState();
const user = { id: 'u1', username: 'lisi', realname: '李四', orgCode: null } as UserInfo;
const departs: Depart[] = [
  {
    id: 'dep_east',
    parentId: null,
    departName: '东城服务站',
    orgCode: 'A01A01',
    orgCategory: '2',
    departOrder: 1,
  },
  {
    id: 'dep_west',
    parentId: null,
    departName: '西城服务站',
    orgCode: 'A01A02',
    orgCategory: '2',
    departOrder: 2,
  },
];

function loginAs(multi_depart: LoginResult['multi_depart']) {
  api.login.mockResolvedValue(
    done<LoginResult>({ token: 't', userInfo: user, sysAllDictItems: {}, departs, multi_depart }),
  );
  return act(() =>
    useSessionStore
      .getState()
      .login({ username: 'lisi', password: 'pw' })
      .then(() => undefined),
  );
}

function renderPrompt() {
  renderInApp(<DepartPrompt />);
}

beforeEach(() => {
  vi.clearAllMocks();
  api.getCurrentUserDeparts.mockResolvedValue({ list: departs, orgCode: null });
  api.logoutRequest.mockResolvedValue(done(null));
});
afterEach(() => useSessionStore.setState(initial, true));

describe('DepartPrompt', () => {
  it('asks a user of several departments once after login which one to work in', async () => {
    await loginAs(2);
    expect(sessionStorage.getItem('HCS_DEPART_PROMPT')).toBe('true');
    api.selectDepart.mockResolvedValue(done({ userInfo: { ...user, orgCode: 'A01A02' } }, '部门切换成功'));
    renderPrompt();
    const title = await screen.findByText('部门选择');
    expect(title.closest('[role="dialog"]')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('部门'));
    await userEvent.click(await screen.findByTitle('西城服务站'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(useSessionStore.getState().departPrompt).toBe(false));
    expect(sessionStorage.getItem('HCS_DEPART_PROMPT')).toBeNull();
    expect(useSessionStore.getState().userInfo?.orgCode).toBe('A01A02');
  });

  it('does not ask a user of one department', async () => {
    await loginAs(1);
    renderPrompt();
    expect(useSessionStore.getState().departPrompt).toBe(false);
    expect(api.getCurrentUserDeparts).not.toHaveBeenCalled();
  });

  it('forgets the question on logout', async () => {
    await loginAs(2);
    await act(() => useSessionStore.getState().logout());
    expect(useSessionStore.getState().departPrompt).toBe(false);
    expect(sessionStorage.getItem('HCS_DEPART_PROMPT')).toBeNull();
  });
});

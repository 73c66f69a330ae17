import { SessionKeys, StorageKeys } from '@hcs/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDefaultEffects } from '../src/api/defaultEffects.ts';
import { getLocal, getSession, setLocal, setSession } from '../src/utils/storage.ts';

describe('default request effects', () => {
  it('shows a notification with the title and description', async () => {
    createDefaultEffects().notify('系统提示', '拒绝访问', 4);
    // antd's notification loads on first use (api/feedback.ts): the first one takes a moment.
    expect(await screen.findByText('拒绝访问', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('系统提示')).toBeTruthy();
  });

  it('shows the 登录已过期 modal and confirms with 重新登录', async () => {
    const onConfirm = vi.fn();
    createDefaultEffects().confirmTokenExpired(onConfirm);
    expect((await screen.findAllByText('登录已过期', undefined, { timeout: 15_000 })).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText('很抱歉，登录已过期，请重新登录')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('logs out by clearing the stored session', async () => {
    setLocal(StorageKeys.token, 't');
    setLocal(StorageKeys.userInfo, { username: 'a' });
    setLocal(StorageKeys.dictCache, {});
    setSession(SessionKeys.userAuth, []);
    await createDefaultEffects().logout();
    expect(getLocal(StorageKeys.token)).toBeNull();
    expect(getLocal(StorageKeys.userInfo)).toBeNull();
    expect(getLocal(StorageKeys.dictCache)).toBeNull();
    expect(getSession(SessionKeys.userAuth)).toBeNull();
  });

  it('reads the current path from the location', () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://x.example/user/login',
    );
    expect(createDefaultEffects().currentPath()).toBe('/user/login');
  });
});

import type { MenuEntry } from '@hcs/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../src/api/requestError.ts';
import { RouteGuard } from '../src/app/router/RouteGuard.tsx';
import { useSessionStore } from '../src/stores/session.ts';

const initial = useSessionStore.getState();
afterEach(() => useSessionStore.setState(initial, true));

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteGuard>
        <Routes>
          <Route path="/known/*" element={<Where />} />
          <Route path="/user/*" element={<Where />} />
          <Route path="/404" element={<Where />} />
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </RouteGuard>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  it('sends a visitor without a token to login with the requested path', async () => {
    useSessionStore.setState({ token: null, menu: null });
    renderAt('/system/user?x=1');
    expect((await screen.findByRole('status')).textContent).toBe(
      `/user/login?redirect=${encodeURIComponent('/system/user?x=1')}`,
    );
  });

  it('fetches the menu, then goes to the redirect query', async () => {
    const fetchPermissions = vi.fn(async () => {
      const menu: MenuEntry[] = [];
      useSessionStore.setState({ menu });
      return menu;
    });
    useSessionStore.setState({ token: 't', menu: null, fetchPermissions });
    renderAt('/known/home?redirect=%2Fknown%2Frole');
    // The requested page shows first, while the menu loads; then the guard follows the redirect query.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/known/role'));
    expect(fetchPermissions).toHaveBeenCalledTimes(1);
  });

  it('ends on /404 when the requested path is not among the fetched routes', async () => {
    const fetchPermissions = vi.fn(async () => {
      const menu: MenuEntry[] = [];
      useSessionStore.setState({ menu });
      return menu;
    });
    useSessionStore.setState({ token: 't', menu: null, fetchPermissions });
    renderAt('/system/user?x=1');
    expect((await screen.findByRole('status')).textContent).toBe('/404');
  });

  it('logs out and goes to login with a redirect when the menu cannot be fetched', async () => {
    const logout = vi.fn(async () => useSessionStore.setState({ token: null, menu: null }));
    useSessionStore.setState({
      token: 't',
      menu: null,
      fetchPermissions: vi.fn(async () => Promise.reject(new Error('boom'))),
      logout,
    });
    renderAt('/system/user');
    expect((await screen.findByRole('status')).textContent).toBe('/user/login?redirect=%2Fsystem%2Fuser');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the menu request never reached the server, and fetches again on 重试', async () => {
    const logout = vi.fn(async () => undefined);
    const fetchPermissions = vi
      .fn<() => Promise<MenuEntry[]>>()
      .mockRejectedValueOnce(new RequestError('网络连接失败，请检查网络', 0))
      .mockImplementationOnce(async () => {
        useSessionStore.setState({ menu: [] });
        return [];
      });
    useSessionStore.setState({ token: 't', menu: null, fetchPermissions, logout });
    renderAt('/known/page');
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    expect((await screen.findByRole('status')).textContent).toBe('/known/page');
    expect(logout).not.toHaveBeenCalled();
    expect(fetchPermissions).toHaveBeenCalledTimes(2);
  });
});

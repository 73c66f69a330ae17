import type { PublicConfig } from '@hcs/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done, refusal } from './support/answers.ts';

const api = vi.hoisted(() => ({
  getPublicConfig: vi.fn(),
  getCaptcha: vi.fn(),
  login: vi.fn(),
}));
vi.mock('../src/api/auth.ts', () => api);

const { default: Login } = await import('../src/views/user/Login.tsx');
const { DEFAULT_PUBLIC_CONFIG, usePublicConfigStore } = await import('../src/stores/publicConfig.ts');
const { useSessionStore } = await import('../src/stores/session.ts');

const config: PublicConfig = {
  platformName: '温馨助残服务平台',
  centreName: '助残服务中心',
  centreUrl: '',
  captchaEnabled: true,
  registerEnabled: false,
  smsEnabled: true,
  casLoginUrl: null,
  thirdParty: [],
};

function Where() {
  const { pathname } = useLocation();
  return <output>{pathname}</output>;
}

function renderLogin(path = '/user/login') {
  render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/login" element={<Login />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  // The config is fetched once per page load; each test starts from a fresh load.
  usePublicConfigStore.setState({ config: DEFAULT_PUBLIC_CONFIG, loaded: false, requested: false });
  api.getPublicConfig.mockResolvedValue(config);
  api.getCaptcha.mockResolvedValue('data:image/png;base64,AAAA');
});

// Typing into antd controls under happy-dom is slow on a busy machine.
describe('Login', { timeout: 20_000 }, () => {
  it('asks for every field', async () => {
    renderLogin();
    await screen.findByAltText('验证码');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the server message inline and refreshes the captcha on failure', async () => {
    api.login.mockRejectedValue(refusal('用户名或密码错误'));
    renderLogin();
    await screen.findByAltText('验证码');
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    await userEvent.type(screen.getByLabelText('验证码'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    const alerts = await screen.findAllByRole('alert');
    expect(
      alerts.some((a) => a.classList.contains('ant-alert') && a.textContent?.includes('用户名或密码错误')),
    ).toBe(true);
    expect(api.getCaptcha).toHaveBeenCalledTimes(2);
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({
      username: 'admin',
      password: 'wrong',
      captcha: 'abcd',
    });
  });

  it('hides the captcha when it is switched off and goes to the redirect query on success', async () => {
    usePublicConfigStore.setState({
      config: { ...config, captchaEnabled: false },
      loaded: true,
      requested: true,
    });
    api.login.mockResolvedValue(
      done({ token: 't', userInfo: { username: 'admin', realname: '管理员' }, sysAllDictItems: {} }),
    );
    renderLogin('/user/login?redirect=%2Fsystem%2Fuser');
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('status')).textContent).toBe('/system/user');
    expect(screen.queryByAltText('验证码')).toBeNull();
    expect(api.getCaptcha).not.toHaveBeenCalled();
  });

  it('asks for the drag slider after a failed login in this browser session', async () => {
    usePublicConfigStore.setState({
      config: { ...config, captchaEnabled: false },
      loaded: true,
      requested: true,
    });
    api.login.mockRejectedValue(refusal('用户名或密码错误'));
    renderLogin();
    expect(screen.queryByRole('slider')).toBeNull();
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    const submit = screen.getByRole('button', { name: /登\s*录/ });
    await userEvent.click(submit);
    const slider = await screen.findByRole('slider', { name: '拖动滑块完成验证' });
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();

    // Without the slider verified, 登录 does not reach the server.
    await userEvent.click(submit);
    expect(await screen.findByText('请先完成滑块验证')).toBeTruthy();
    expect(api.login).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(slider, { key: 'End' });
    expect(screen.getByText('验证通过')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('请先完成滑块验证')).toBeNull());
    await userEvent.click(submit);
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(2));
    // Failed again: the next attempt needs the slider again.
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('0'));
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
  });

  it('keeps the risk step for a new login page in the same session, and drops it after a success', async () => {
    sessionStorage.setItem('HCS_LOGIN_RISK', 'true');
    usePublicConfigStore.setState({
      config: { ...config, captchaEnabled: false },
      loaded: true,
      requested: true,
    });
    api.login.mockResolvedValue(
      done({ token: 't', userInfo: { username: 'admin', realname: '管理员' }, sysAllDictItems: {} }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'secret');
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('status')).textContent).toBe('/');
    expect(sessionStorage.getItem('HCS_LOGIN_RISK')).toBeNull();
  });

  it('shows once the message of a logout call that failed before the page came back to login', async () => {
    useSessionStore.setState({ logoutFailure: '系统繁忙，请稍后再试' });
    renderLogin();
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
    expect(useSessionStore.getState().logoutFailure).toBeNull();
  });
});

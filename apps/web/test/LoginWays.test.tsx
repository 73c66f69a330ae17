import { type PublicConfig, StorageKeys } from '@hcs/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { done, refusal } from './support/answers.ts';

const api = vi.hoisted(() => ({
  getPublicConfig: vi.fn(),
  getCaptcha: vi.fn(),
  login: vi.fn(),
  phoneLogin: vi.fn(),
  logoutRequest: vi.fn(),
}));
vi.mock('../src/api/auth.ts', () => api);
const sms = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../src/api/sms.ts', () => sms);

const { default: Login } = await import('../src/views/user/Login.tsx');
const { usePublicConfigStore } = await import('../src/stores/publicConfig.ts');
const { useSessionStore } = await import('../src/stores/session.ts');
const { getLocal } = await import('../src/utils/storage.ts');

const config: PublicConfig = {
  platformName: '温馨助残服务平台',
  centreName: '助残服务中心',
  centreUrl: '',
  captchaEnabled: false,
  registerEnabled: false,
  smsEnabled: true,
  casLoginUrl: null,
  thirdParty: [],
};

const tenant = (id: number, name: string) => ({ id, name, beginDate: null, endDate: null, status: 1 });
const answer = (tenantList: ReturnType<typeof tenant>[]) =>
  done({
    token: 'tok',
    userInfo: { id: 'u1', username: 'lisi', realname: '李四' },
    sysAllDictItems: {},
    departs: [],
    multi_depart: 1,
    tenantList,
  });

function Where() {
  const { pathname } = useLocation();
  return <output>{pathname}</output>;
}

function renderLogin(publicConfig: PublicConfig = config) {
  usePublicConfigStore.setState({ config: publicConfig, loaded: true, requested: true });
  render(
    <App>
      <MemoryRouter initialEntries={['/user/login']}>
        <Routes>
          <Route path="/user/login" element={<Login />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

async function signInByAccount() {
  await userEvent.type(screen.getByLabelText('用户名'), 'lisi');
  await userEvent.type(screen.getByLabelText('密码'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ token: null, userInfo: null, tenants: [] });
  api.logoutRequest.mockResolvedValue(done(null));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login ways', { timeout: 20_000 }, () => {
  it('offers 注册账户 only when registration is open, and always 忘记密码', async () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/user/alteration');
    expect(screen.queryByRole('link', { name: '注册账户' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys, showing only the chosen one', async () => {
    renderLogin();
    const account = screen.getByRole('tab', { name: '账号密码登录' });
    account.focus();
    await userEvent.keyboard('{ArrowRight}');
    const phone = screen.getByRole('tab', { name: '手机号登录' });
    expect(phone.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(await screen.findByLabelText('手机号')).toBeTruthy();
    expect(screen.queryByLabelText('用户名')).toBeNull();
    await userEvent.keyboard('{Home}');
    expect(account.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(account.id);
  });

  it('links to registration when it is open', () => {
    renderLogin({ ...config, registerEnabled: true });
    expect(screen.getByRole('link', { name: '注册账户' }).getAttribute('href')).toBe('/user/register');
  });

  it('asks which tenant before the session starts, and works in the one chosen', async () => {
    api.login.mockResolvedValue(answer([tenant(1, '助残服务中心'), tenant(2, '东城分中心')]));
    renderLogin();
    await signInByAccount();
    const group = await screen.findByRole('radiogroup');
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByRole('radio', { name: '助残服务中心' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: '东城分中心' }));
    expect(group).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '进入系统' }));
    expect((await screen.findByRole('status')).textContent).toBe('/');
    expect(getLocal(StorageKeys.tenantId)).toBe(2);
    expect(useSessionStore.getState().token).toBe('tok');
    expect(useSessionStore.getState().tenants.map((t) => t.id)).toEqual([1, 2]);
  });

  it('goes straight on for a user of one tenant', async () => {
    api.login.mockResolvedValue(answer([tenant(1, '助残服务中心')]));
    renderLogin();
    await signInByAccount();
    expect((await screen.findByRole('status')).textContent).toBe('/');
    expect(getLocal(StorageKeys.tenantId)).toBe(1);
  });

  it('closes the unused session when the user goes back from the tenant choice', async () => {
    api.login.mockResolvedValue(answer([tenant(1, '甲'), tenant(2, '乙')]));
    renderLogin();
    await signInByAccount();
    await userEvent.click(await screen.findByRole('button', { name: '返回登录' }));
    expect(api.logoutRequest).toHaveBeenCalledWith('tok');
    expect(await screen.findByLabelText('用户名')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('signs in by phone: the number is checked before a code is sent, which then counts down', async () => {
    sms.sendSmsCode.mockResolvedValue(done(null, '验证码已发送，10分钟内有效'));
    api.phoneLogin.mockRejectedValueOnce(refusal('验证码错误'));
    api.phoneLogin.mockResolvedValue(answer([]));
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    const send = await screen.findByRole('button', { name: '获取验证码' });
    await userEvent.type(screen.getByLabelText('手机号'), '12345');
    await userEvent.click(send);
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    expect(sms.sendSmsCode).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('手机号'));
    await userEvent.type(screen.getByLabelText('手机号'), '138 0013 8000');
    await userEvent.click(send);
    await waitFor(() =>
      expect(sms.sendSmsCode).toHaveBeenCalledWith({ mobile: '13800138000', smsmode: '0' }),
    );
    const counting = await screen.findByRole('button', { name: /60 秒后重新获取/ });
    expect(counting).toHaveProperty('disabled', true);

    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    // Other alerts (a field's own message) may come first: wait for the refusal's.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('验证码错误'))).toBe(true),
    );

    await userEvent.type(screen.getByLabelText('验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    expect((await screen.findByRole('status')).textContent).toBe('/');
    expect(api.phoneLogin).toHaveBeenLastCalledWith({
      mobile: '13800138000',
      captcha: '654321',
      remember_me: true,
    });
  });

  it('lets the code be asked for again after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sms.sendSmsCode.mockResolvedValue(done(null, '验证码已发送，10分钟内有效'));
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    const send = await screen.findByRole('button', { name: '获取验证码' });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(send);
    await screen.findByRole('button', { name: /60 秒后重新获取/ });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: /1 秒后重新获取/ })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });
});

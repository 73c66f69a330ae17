import type { PageResult, UserInfo } from '@hcs/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardOrder } from '../src/api/woDashboard.ts';
import type { NoticeSocketOptions } from '../src/components/notice/noticeSocket.ts';
import { done } from './support/answers.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({
  listOrders: vi.fn(),
  getStatusCounts: vi.fn(),
  acceptOrder: vi.fn(),
  getMyAnnouncementSend: vi.fn(),
}));
vi.mock('../src/api/woDashboard.ts', () => ({
  listOrders: api.listOrders,
  getStatusCounts: api.getStatusCounts,
  acceptOrder: api.acceptOrder,
}));
vi.mock('../src/api/notice.ts', () => ({ getMyAnnouncementSend: api.getMyAnnouncementSend }));

const sockets = vi.hoisted(() => ({ opened: [] as NoticeSocketOptions<true>[] }));
vi.mock('../src/components/notice/noticeSocket.ts', () => ({
  openNoticeSocket: (options: NoticeSocketOptions<true>) => {
    sockets.opened.push(options);
    return { close: () => undefined };
  },
}));

const { default: Workplace } = await import('../src/views/dashboard/Workplace.tsx');
const { default: Task } = await import('../src/views/dashboard/Task.tsx');
const { useSessionStore } = await import('../src/stores/session.ts');
const { usePublicConfigStore } = await import('../src/stores/publicConfig.ts');

const initialSession = useSessionStore.getState();

function order(n: number, status = 2): DashboardOrder {
  return {
    id: `o${n}`,
    orderNo: `GD00${n}`,
    title: `助餐${n}`,
    audienceName: '王五',
    serviceType: '1',
    priority: '1',
    status,
    appointmentTime: null,
    deadline: null,
    departName: null,
    assigneeName: '李四',
    version: 1,
    overdue: false,
    actions: status === 2 ? ['accept'] : [],
    createTime: '2026-05-01 08:00:00',
  };
}

const page = (records: DashboardOrder[]): PageResult<DashboardOrder> => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
});

/** The server's work-order push, as the dashboards' socket hands it on. */
function pushWorkOrderChange() {
  act(() => {
    for (const socket of sockets.opened) socket.onMessage(true);
  });
}

function renderAt(path: string, ui: ReactElement) {
  renderInApp(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

beforeEach(() => {
  vi.clearAllMocks();
  sockets.opened.length = 0;
  useSessionStore.setState({ token: 'tok', userInfo: { id: 'u1', username: 'lisi' } as UserInfo, menu: [] });
  usePublicConfigStore.setState({ requested: true, loaded: true });
  api.getStatusCounts.mockResolvedValue({ '2': 1, '3': 0, all: 1 });
  api.getMyAnnouncementSend.mockResolvedValue({ records: [], total: 0, size: 6, current: 1, pages: 0 });
});
afterEach(() => useSessionStore.setState(initialSession, true));

describe('the dashboards stay current', { timeout: 30_000 }, () => {
  it('a work-order push shows the new order without a reload; pushes close together load once', async () => {
    api.listOrders.mockResolvedValue(page([order(1)]));
    renderAt('/dashboard/workplace', <Workplace />);
    expect(await screen.findByRole('heading', { name: '我的工单（1）' })).toBeTruthy();
    const asked = api.listOrders.mock.calls.length;

    api.listOrders.mockResolvedValue(page([order(2), order(1)]));
    pushWorkOrderChange();
    pushWorkOrderChange();
    expect(await screen.findByRole('heading', { name: '我的工单（2）' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看工单 GD002' })).toBeTruthy();
    expect(api.listOrders.mock.calls.length).toBe(asked + 1);
  });

  it('accepting an order reloads every to-do list and its count', async () => {
    let accepted = false;
    api.listOrders.mockImplementation(async (query: Record<string, unknown>) => {
      if (query.status === 2) return page(accepted ? [] : [order(1)]);
      if (query.status === 3) return page(accepted ? [order(1, 3)] : []);
      return page([]);
    });
    api.acceptOrder.mockImplementation(async () => {
      accepted = true;
      return done(null, '接单成功！');
    });
    renderAt('/dashboard/task', <Task />);
    await userEvent.click(await screen.findByRole('button', { name: '接单 GD001' }));
    expect(await screen.findByText('接单成功！')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: '待接单（0）' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: '处理中（1）' })).toBeTruthy();
    expect(api.acceptOrder).toHaveBeenCalledWith({ id: 'o1', version: 1 });
  });
});

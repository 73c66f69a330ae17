import type { UserInfo } from '@hcs/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, UserNoticeLists } from '../src/api/notice.ts';
import type { NoticeMessage, NoticeSocketOptions } from '../src/components/notice/noticeSocket.ts';
import { done } from './support/answers.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({
  listByUser: vi.fn(),
  queryAnnouncementById: vi.fn(),
  markRead: vi.fn(),
  readAll: vi.fn(),
  getMyAnnouncementSend: vi.fn(),
}));
vi.mock('../src/api/notice.ts', () => api);

const socket = vi.hoisted(() => ({
  options: null as NoticeSocketOptions | null,
  close: vi.fn(),
}));
vi.mock('../src/components/notice/noticeSocket.ts', () => ({
  openNoticeSocket: (options: NoticeSocketOptions) => {
    socket.options = options;
    return { close: socket.close };
  },
}));

const { NoticeBell } = await import('../src/components/notice/NoticeBell.tsx');
const { useSessionStore } = await import('../src/stores/session.ts');
const { useNoticeStore } = await import('../src/components/notice/noticeStore.ts');

const initial = useSessionStore.getState();

const item = {
  msgAbstract: null,
  sender: 'admin',
  createTime: null,
  busId: null,
  openPage: null,
  openType: null,
} as const;

const lists: UserNoticeLists = {
  anntMsgList: [
    {
      ...item,
      id: 'a1',
      titile: '停水通知',
      sendTime: '2026-05-01 09:00:00',
      priority: 'H',
      msgCategory: '1',
    },
    {
      ...item,
      id: 'a2',
      titile: '端午放假',
      sendTime: '2026-05-02 09:00:00',
      priority: 'L',
      msgCategory: '1',
    },
  ],
  anntMsgTotal: 2,
  sysMsgList: [
    {
      ...item,
      id: 's1',
      titile: '系统升级',
      sendTime: '2026-05-03 09:00:00',
      priority: 'M',
      msgCategory: '2',
    },
  ],
  sysMsgTotal: 1,
};

const detail = {
  ...lists.anntMsgList[0],
  // Sanitising is checked in Chromium (e2e/tests/notice.spec.ts): happy-dom's parser differs.
  msgContent: '<p>明日<b>停水</b></p>',
  openType: 'url',
  openPage: '/isps/userAnnouncement',
} as Announcement;

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderBell() {
  return renderInApp(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <NoticeBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The modal around a text in it (in tests antd gives every dialog the same label id). */
function detailDialog(inside: HTMLElement): HTMLElement {
  const dialog = inside.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('not in a dialog');
  return dialog;
}

function push(message: NoticeMessage) {
  act(() => socket.options?.onMessage(message));
}

beforeEach(() => {
  vi.clearAllMocks();
  socket.options = null;
  useNoticeStore.setState({ lists: null });
  useSessionStore.setState({ token: 'tok', userInfo: { id: 'u1', username: 'lisi' } as UserInfo, menu: [] });
  api.listByUser.mockResolvedValue(lists);
  api.queryAnnouncementById.mockResolvedValue(detail);
  api.markRead.mockResolvedValue(done(null));
});
afterEach(() => useSessionStore.setState(initial, true));

describe('NoticeBell', () => {
  it('shows the unread total and both tabs with their items', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: '消息通知，3 条未读' });
    await userEvent.click(bell);
    expect(await screen.findByRole('tab', { name: '通知(2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '系统消息(1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /停水通知/ }).textContent).toContain('紧急');
    expect(socket.options?.url).toMatch(/^ws:\/\/.+\/hcs\/websocket\/u1\?token=tok$/);
  });

  it('opens an item in the detail dialog with its rich content and marks it read', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '消息通知，3 条未读' }));
    api.listByUser.mockResolvedValue({ ...lists, anntMsgList: lists.anntMsgList.slice(1), anntMsgTotal: 1 });
    await userEvent.click(await screen.findByRole('button', { name: /停水通知/ }));
    const dialog = detailDialog(await screen.findByText('发布人：admin'));
    expect(dialog.textContent).toContain('停水通知');
    expect(api.markRead).toHaveBeenCalledWith('a1');
    expect(dialog.innerHTML).toContain('<b>停水</b>');
    await screen.findByRole('button', { name: '消息通知，2 条未读' });

    await userEvent.click(screen.getByRole('button', { name: '前往处理' }));
    expect((await screen.findByRole('status')).textContent).toBe('/isps/userAnnouncement');
  });

  it('hides 前往处理 unless the announcement opens a url', async () => {
    api.queryAnnouncementById.mockResolvedValue({ ...detail, openType: null, openPage: null });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '消息通知，3 条未读' }));
    await userEvent.click(await screen.findByRole('button', { name: /停水通知/ }));
    await screen.findByText('发布人：admin');
    const buttons = screen.getAllByRole('button', { name: /关\s*闭/ });
    expect(buttons.some((b) => b.classList.contains('ant-btn'))).toBe(true);
    expect(screen.queryByRole('button', { name: '前往处理' })).toBeNull();
  });

  it('opens the named menu page of a component announcement instead of the dialog', async () => {
    useSessionStore.setState({
      auth: [],
      menu: [
        {
          id: 'm1',
          path: '/system/user',
          name: 'system-user',
          component: 'system/UserList',
          route: '1',
          meta: { title: '用户管理', keepAlive: false, internalOrExternal: false, componentName: 'UserList' },
        },
      ],
    });
    const task = {
      ...item,
      id: 'c1',
      titile: '待审核用户',
      sendTime: null,
      priority: 'L',
      msgCategory: '2',
    } as const;
    api.listByUser.mockResolvedValue({
      ...lists,
      sysMsgList: [{ ...task, openType: 'component', openPage: 'system-user', busId: 'b1' }],
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '消息通知，3 条未读' }));
    await userEvent.click(await screen.findByRole('tab', { name: '系统消息(1)' }));
    await userEvent.click(await screen.findByRole('button', { name: /待审核用户/ }));
    expect((await screen.findByRole('status')).textContent).toBe('/system/user');
    expect(api.markRead).toHaveBeenCalledWith('c1');
    expect(api.queryAnnouncementById).not.toHaveBeenCalled();
  });

  it('opens on the first tab that has unread items', async () => {
    const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
    api.listByUser.mockResolvedValue({ ...lists, anntMsgList: [], anntMsgTotal: 0 });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '消息通知，1 条未读' }));
    await screen.findByRole('tab', { name: '系统消息(1)' });
    expect(selected()?.textContent).toBe('系统消息(1)');
    expect(screen.getByRole('button', { name: /系统升级/ })).toBeTruthy();

    // Closed, then opened again once 通知 has unread too: the first tab with unread items wins.
    await userEvent.click(screen.getByRole('button', { name: '消息通知，1 条未读' }));
    api.listByUser.mockResolvedValue(lists);
    await act(() => useNoticeStore.getState().load());
    await userEvent.click(await screen.findByRole('button', { name: '消息通知，3 条未读' }));
    await waitFor(() => expect(selected()?.textContent).toBe('通知(2)'));
  });

  it('goes to 我的消息 from 查看更多', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '消息通知，3 条未读' }));
    await userEvent.click(await screen.findByRole('button', { name: /查看更多/ }));
    expect((await screen.findByRole('status')).textContent).toBe('/isps/userAnnouncement');
  });

  it('reloads at once on a push and offers to open it', async () => {
    renderBell();
    await screen.findByRole('button', { name: '消息通知，3 条未读' });
    api.listByUser.mockResolvedValue({ ...lists, sysMsgTotal: 2 });
    push({ cmd: 'topic', msgId: 'a9', msgTxt: '新的停电通知' });
    expect(await screen.findByText('新的停电通知')).toBeTruthy();
    expect(screen.getByText('消息提醒')).toBeTruthy();
    await screen.findByRole('button', { name: '消息通知，4 条未读' });
    api.queryAnnouncementById.mockResolvedValue({ ...detail, id: 'a9', titile: '新的停电通知' });
    await userEvent.click(screen.getByRole('button', { name: /查看详情/ }));
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith('a9'));
    expect(api.queryAnnouncementById).toHaveBeenCalledWith('a9');
  });

  it('closes the socket on logout', async () => {
    renderBell();
    await screen.findByRole('button', { name: '消息通知，3 条未读' });
    act(() => useSessionStore.setState({ token: null, userInfo: null }));
    expect(socket.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '消息通知，0 条未读' })).toBeTruthy();
  });
});

import { type AllAuthEntry, type AuthEntry, StorageKeys } from '@hcs/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../src/api/announcement.ts';
import { useSessionStore } from '../src/stores/session.ts';
import { setLocal } from '../src/utils/storage.ts';
import { done, refusal } from './support/answers.ts';
import { QueryWrapper } from './support/queryClient.tsx';

const api = vi.hoisted(() => ({
  add: vi.fn(),
  edit: vi.fn(),
  release: vi.fn(),
  revoke: vi.fn(),
}));
vi.mock('../src/api/announcement.ts', () => api);

const http = vi.hoisted(() => ({ getAction: vi.fn(), httpAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...http,
}));

const { default: AnnouncementList } = await import('../src/views/system/AnnouncementList.tsx');

const BASE = '/sys/annountCement';
const FIRST = {
  pageNo: 1,
  pageSize: 10,
  column: 'createTime',
  order: 'desc',
  field: 'id,,,titile,msgCategory,sender,priority,msgType,sendStatus,sendTime,cancelTime',
};

/** Answers the list with `list`, and delete / deleteBatch with `removed` (the list mechanism's GET calls). */
function answer(list: (q: { pageNo: number }) => unknown, removed = done(null, '删除成功!')) {
  http.getAction.mockImplementation(async (_url: string, q: { pageNo: number }) => list(q));
  http.httpAction.mockResolvedValue(removed);
}

function listCalls(): unknown[] {
  return http.getAction.mock.calls.filter((c) => c[0] === `${BASE}/list`).map((c) => c[1]);
}

function lastList(): unknown {
  return listCalls().at(-1);
}

function announcement(id: string, titile: string, sendStatus: '0' | '1' | '2'): Announcement {
  return {
    id,
    titile,
    msgContent: '内容',
    msgAbstract: null,
    startTime: null,
    endTime: null,
    sender: sendStatus === '0' ? null : '管理员',
    priority: 'H',
    msgCategory: '1',
    msgType: 'ALL',
    userIds: null,
    sendStatus,
    sendTime: sendStatus === '0' ? null : '2026-05-01 09:00:00',
    cancelTime: sendStatus === '2' ? '2026-05-02 09:00:00' : null,
    openType: null,
    openPage: null,
    createBy: 'admin',
    createTime: '2026-05-01 08:00:00',
    updateTime: null,
    priority_dictText: '紧急',
    msgCategory_dictText: '通知',
    sendStatus_dictText: { '0': '未发布', '1': '已发布', '2': '已撤销' }[sendStatus],
    msgType_dictText: '全体用户',
  };
}

function page(records: Announcement[], total = records.length, current = 1) {
  return { records, total, size: 10, current, pages: Math.ceil(total / 10) };
}

const codes = ['add', 'edit', 'delete', 'release', 'revoke'].map((c) => `system:announcement:${c}`);
const allAuth: AllAuthEntry[] = codes.map((action) => ({ action, type: '1', describe: action, status: '1' }));
const granted: AuthEntry[] = codes.map((action) => ({ action, type: '1', describe: action }));

function renderPage() {
  render(
    <MemoryRouter>
      <ConfigProvider locale={zhCN}>
        <App>
          <AnnouncementList />
        </App>
      </ConfigProvider>
    </MemoryRouter>,
    { wrapper: QueryWrapper },
  );
}

function row(title: string): HTMLElement {
  const cell = screen.getByText(title);
  return cell.closest('tr') as HTMLElement;
}

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    priority: [{ value: 'H', text: '紧急' }],
    msg_category: [{ value: '1', text: '通知' }],
    send_status: [
      { value: '0', text: '未发布' },
      { value: '1', text: '已发布' },
      { value: '2', text: '已撤销' },
    ],
    msg_type: [{ value: 'ALL', text: '全体用户' }],
    open_type: [],
  });
  useSessionStore.setState({ auth: granted, allAuth });
  answer(() => page([announcement('a1', '停水通知', '0'), announcement('a2', '停电通知', '1')]));
});

describe('announcement list page', { timeout: 20_000 }, () => {
  it('loads newest first, ten a page, and searches by title and status', async () => {
    renderPage();
    expect(await screen.findByText('停水通知')).toBeTruthy();
    expect(listCalls()[0]).toEqual(FIRST);
    expect(screen.getByText('第 1-2 条 / 共 2 条')).toBeTruthy();
    expect(within(row('停水通知')).getByText('紧急')).toBeTruthy();
    expect(within(row('停水通知')).getByText('未发布')).toBeTruthy();

    // The query form's own fields and buttons: the columns of the same names are sortable and bear the
    // names too, and the toolbar has 高级查询.
    const query = within(screen.getByRole('search', { name: '查询通告' }));
    await userEvent.type(query.getByLabelText('标题'), '停水');
    await userEvent.click(query.getByLabelText('发布状态'));
    await userEvent.click(await screen.findByTitle('已发布'));
    await userEvent.click(query.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastList()).toEqual({ ...FIRST, titile: '*停水*', sendStatus: '1' }));
    await userEvent.click(query.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastList()).toEqual(FIRST));
  });

  it('sorts by 发布时间 ascending, then descending, then back to the default', async () => {
    renderPage();
    await screen.findByText('停水通知');
    const header = screen.getByRole('columnheader', { name: /发布时间/ });
    await userEvent.click(header);
    await waitFor(() => expect(lastList()).toMatchObject({ column: 'sendTime', order: 'asc' }));
    await userEvent.click(header);
    await waitFor(() => expect(lastList()).toMatchObject({ column: 'sendTime', order: 'desc' }));
    await userEvent.click(header);
    await waitFor(() => expect(lastList()).toMatchObject({ column: 'createTime', order: 'desc' }));
  });

  it('offers 编辑 and 发布 for a draft, 撤销 for a published one', async () => {
    renderPage();
    await screen.findByText('停水通知');
    const draft = within(row('停水通知'));
    expect(draft.getByRole('button', { name: /编辑/ })).toBeTruthy();
    expect(draft.getByRole('button', { name: /发布/ })).toBeTruthy();
    expect(draft.queryByRole('button', { name: /撤销/ })).toBeNull();
    const published = within(row('停电通知'));
    expect(published.queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(published.queryByRole('button', { name: /发布/ })).toBeNull();
    expect(published.getByRole('button', { name: /撤销/ })).toBeTruthy();
  });

  it('hides what the user may not do', async () => {
    useSessionStore.setState({ auth: [], allAuth });
    renderPage();
    await screen.findByText('停水通知');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    for (const name of [/编辑/, /发布/, /撤销/, /删除/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(within(row('停水通知')).getByRole('button', { name: /查看/ })).toBeTruthy();
  });

  it('releases after 确定发布吗? and shows the server message', async () => {
    api.release.mockResolvedValue(done(null, '该系统通知发布成功'));
    renderPage();
    await screen.findByText('停水通知');
    await userEvent.click(within(row('停水通知')).getByRole('button', { name: /发布/ }));
    expect(await screen.findAllByText('确定发布吗?')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.release).toHaveBeenCalledWith('a1'));
    expect(await screen.findByText('该系统通知发布成功')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('shows batch delete once rows are selected, and confirms before deleting them', async () => {
    answer(
      () => page([announcement('a1', '停水通知', '0'), announcement('a2', '停电通知', '1')]),
      done(null, '批量删除成功!'),
    );
    renderPage();
    await screen.findByText('停水通知');
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: '选择“停水通知”' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“停电通知”' }));
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findAllByText('确认删除')).not.toHaveLength(0);
    expect(screen.getByText('是否删除选中数据?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.httpAction).toHaveBeenCalledWith(`${BASE}/deleteBatch`, { ids: 'a1,a2,' }, 'GET'),
    );
    expect(await screen.findByText('批量删除成功!')).toBeTruthy();
  });

  it('goes back a page when a delete empties the last one', async () => {
    let total = 11;
    http.httpAction.mockImplementation(async () => {
      total = 10;
      return done(null, '删除成功!');
    });
    http.getAction.mockImplementation(async (_url: string, q: { pageNo: number }) => {
      return q.pageNo === 2
        ? page([announcement('a11', '第十一条', '0')], total, 2)
        : page(
            Array.from({ length: 10 }, (_, i) => announcement(`a${i}`, `第${i + 1}条`, '0')),
            total,
          );
    });
    renderPage();
    await screen.findByText('第1条');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('第十一条');
    await userEvent.click(within(row('第十一条')).getByRole('button', { name: /删除/ }));
    expect(await screen.findAllByText('确定删除吗?')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.httpAction).toHaveBeenCalledWith(`${BASE}/delete`, { id: 'a11' }, 'GET'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1 }));
  });

  it('shows a refused action as a warning', async () => {
    api.revoke.mockRejectedValue(refusal('该通告不存在'));
    renderPage();
    await screen.findByText('停电通知');
    await userEvent.click(within(row('停电通知')).getByRole('button', { name: /撤销/ }));
    expect(await screen.findAllByText('确定撤销吗?')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该通告不存在')).toBeTruthy();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done, refusal } from './support/answers.ts';
import {
  current,
  FIRST_PAGE_QUERY,
  grant,
  listCallsOf,
  listConfig,
  pageOf,
  renderList,
  rows,
} from './support/listHarness.tsx';

const api = vi.hoisted(() => ({
  getAction: vi.fn(),
  httpAction: vi.fn(),
  downloadFile: vi.fn(),
  uploadAction: vi.fn(),
}));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const FIRST = FIRST_PAGE_QUERY;
const listCalls = () => listCallsOf(api.getAction);

function lastList(): Record<string, unknown> | undefined {
  return listCalls().at(-1);
}

function form() {
  return within(screen.getByRole('search'));
}

/** antd names its dialogs by a fixed test id under test, so they are found by their title text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

function row(text: string): HTMLElement {
  return screen.getByText(text).closest('tr') as HTMLElement;
}

beforeEach(() => {
  vi.clearAllMocks();
  grant();
  api.getAction.mockResolvedValue(pageOf(rows(2)));
  api.httpAction.mockResolvedValue(done(null, '删除成功!'));
  api.downloadFile.mockResolvedValue(true);
});

describe('list requests', { timeout: 20_000 }, () => {
  it('loads the first page newest first with the field list, and shows 共 n 条', async () => {
    renderList();
    expect(await screen.findByText('职务1')).toBeTruthy();
    expect(listCalls()).toEqual([FIRST]);
    expect(screen.getByText('第 1-2 条 / 共 2 条')).toBeTruthy();
  });

  it('sends the query fields (contains as *v*, eq as typed) and resets them', async () => {
    renderList();
    await screen.findByText('职务1');
    await userEvent.type(form().getByLabelText('职务编码'), ' ab ');
    await userEvent.type(form().getByLabelText('职务名称'), '社工');
    await userEvent.click(form().getByLabelText('职级'));
    await userEvent.click(await screen.findByTitle('中级'));
    await userEvent.click(form().getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastList()).toEqual({ ...FIRST, code: '*ab*', name: '社工', postRank: '3' }));
    await userEvent.click(form().getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastList()).toEqual(FIRST));
    expect((form().getByLabelText('职务编码') as HTMLInputElement).value).toBe('');
  });

  it('submits the query with Enter and shows advanced fields only when expanded', async () => {
    renderList();
    await screen.findByText('职务1');
    expect(screen.queryByLabelText('备注')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    await userEvent.type(screen.getByLabelText('备注'), '夜班{Enter}');
    await waitFor(() => expect(lastList()).toEqual({ ...FIRST, remark: '*夜班*' }));
    await userEvent.click(screen.getByRole('button', { name: /收\s*起/ }));
    expect(screen.queryByLabelText('备注')).toBeNull();
  });

  it('always sends the extra parameters', async () => {
    renderList(listConfig({ extraParams: { departId: 'd1', roleId: undefined } }));
    await screen.findByText('职务1');
    expect(lastList()).toEqual({ ...FIRST, departId: 'd1' });
  });

  it('sorts through column and order, and goes back to the default sort', async () => {
    renderList();
    await screen.findByText('职务1');
    const header = screen.getByRole('columnheader', { name: /职务编码/ });
    await userEvent.click(header);
    await waitFor(() => expect(lastList()).toMatchObject({ column: 'code', order: 'asc' }));
    await userEvent.click(header);
    await waitFor(() => expect(lastList()).toMatchObject({ column: 'code', order: 'desc' }));
    await userEvent.click(header);
    await waitFor(() => expect(lastList()).toMatchObject({ column: 'createTime', order: 'desc' }));
  });

  it('pages ten at a time with 10/20/30, and a new page size starts from page 1', async () => {
    api.getAction.mockImplementation(async (_url: string, q: { pageNo: number }) =>
      pageOf(rows(q.pageNo === 2 ? 5 : 10, q.pageNo === 2 ? 11 : 1), 15),
    );
    renderList();
    await screen.findByText('职务1');
    expect(screen.getByText('第 1-10 条 / 共 15 条')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 2, pageSize: 10 }));
    await userEvent.click(screen.getByText('10 条/页'));
    expect(await screen.findByTitle('30 条/页')).toBeTruthy();
    await userEvent.click(await screen.findByTitle('20 条/页'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1, pageSize: 20 }));
  });

  it('warns with the message of a code 510 answer', async () => {
    api.getAction.mockRejectedValue(refusal('数据权限不足', 510));
    renderList();
    expect(await screen.findByText('数据权限不足')).toBeTruthy();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
  });

  it('reads a list answered as a bare array', async () => {
    api.getAction.mockResolvedValue(rows(3));
    renderList();
    expect(await screen.findByText('职务3')).toBeTruthy();
    expect(screen.getByText('第 1-3 条 / 共 3 条')).toBeTruthy();
  });
});

describe('missing urls', { timeout: 20_000 }, () => {
  it('refuses to load without url.list', async () => {
    renderList(listConfig({ urls: { list: '' } }));
    expect(await screen.findByText('请设置url.list属性!')).toBeTruthy();
    expect(api.getAction).not.toHaveBeenCalled();
  });

  it('refuses to delete without url.delete or url.deleteBatch', async () => {
    renderList(listConfig({ urls: { list: '/test/list' } }));
    await screen.findByText('职务1');
    await act(async () => {
      expect(await current().removeOne('r1')).toBe(false);
    });
    expect(await screen.findByText('请设置url.delete属性!')).toBeTruthy();
    act(() => current().removeSelected());
    expect(await screen.findByText('请设置url.deleteBatch属性!')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
  });
});

describe('delete', { timeout: 20_000 }, () => {
  it('deletes one row with GET ?id= after 确定删除吗? and reloads', async () => {
    renderList();
    await screen.findByText('职务1');
    await userEvent.click(within(row('职务1')).getByRole('button', { name: '删除“职务1”' }));
    expect(await screen.findByText('确定删除吗?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.httpAction).toHaveBeenCalledWith('/test/delete', { id: 'r1' }, 'GET'));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('steps back a page when a delete empties the last one', async () => {
    let total = 11;
    api.httpAction.mockImplementation(async () => {
      total = 10;
      return done(null, '删除成功!');
    });
    api.getAction.mockImplementation(async (_url: string, q: { pageNo: number }) =>
      q.pageNo === 2 ? pageOf(rows(1, 11), total) : pageOf(rows(10), total),
    );
    renderList();
    await screen.findByText('职务1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('职务11');
    await act(async () => {
      await current().removeOne('r11');
    });
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1 }));
    expect(await screen.findByText('第 1-10 条 / 共 10 条')).toBeTruthy();
  });

  it('keeps the page when rows remain on it', async () => {
    api.getAction.mockImplementation(async (_url: string, q: { pageNo: number }) =>
      q.pageNo === 2 ? pageOf(rows(2, 11), 12) : pageOf(rows(10), 12),
    );
    renderList();
    await screen.findByText('职务1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('职务11');
    await act(async () => {
      await current().removeOne('r11');
    });
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(lastList()).toMatchObject({ pageNo: 2 });
  });

  it('shows a refused delete as a warning', async () => {
    api.httpAction.mockRejectedValue(refusal('该职务正在使用'));
    renderList();
    await screen.findByText('职务1');
    await act(async () => {
      expect(await current().removeOne('r1')).toBe(false);
    });
    expect(await screen.findByText('该职务正在使用')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
  });

  it('batch delete needs a selection, shows once rows are selected and confirms first', async () => {
    api.httpAction.mockResolvedValue(done(null, '批量删除成功!'));
    renderList();
    await screen.findByText('职务1');
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    act(() => current().removeSelected());
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: '选择“职务1”' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“职务2”' }));
    expect(screen.getByText('项', { exact: false }).textContent).toContain('已选择 2 项');
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await dialogTitled('确认删除');
    expect(screen.getByText('是否删除选中数据?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.httpAction).toHaveBeenCalledWith('/test/deleteBatch', { ids: 'r1,r2,' }, 'GET'),
    );
    expect(await screen.findByText('批量删除成功!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull());
    expect(listCalls()).toHaveLength(2);
  });

  it('does nothing when the batch-delete confirm is cancelled', async () => {
    renderList();
    await screen.findByText('职务1');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“职务1”' }));
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await dialogTitled('确认删除');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(api.httpAction).not.toHaveBeenCalled();
    expect(screen.getByText('项', { exact: false }).textContent).toContain('已选择 1 项');
  });
});

describe('export', { timeout: 20_000 }, () => {
  const QUERY = { column: 'createTime', order: 'desc', field: 'id,,,code,name,postRank' };

  it('downloads <title>.xls with the query, showing 导出中… while it downloads', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    api.downloadFile.mockReturnValue(new Promise<boolean>((resolve) => (finish = resolve)));
    renderList();
    await screen.findByText('职务1');
    await userEvent.type(form().getByLabelText('职务编码'), 'ab{Enter}');
    await waitFor(() => expect(lastList()).toMatchObject({ code: '*ab*' }));
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(api.downloadFile).toHaveBeenCalledWith(
      '/test/exportXls',
      '职务.xls',
      { ...QUERY, code: '*ab*' },
      expect.any(Function),
    );
    expect(await screen.findByText('导出中…')).toBeTruthy();
    // A large export tells how much has arrived.
    const onProgress = api.downloadFile.mock.calls[0]?.[3] as (bytes: number) => void;
    act(() => onProgress(2 * 1024 * 1024));
    expect(await screen.findByText('导出中… 已接收 2.0 MB')).toBeTruthy();
    await act(async () => finish(true));
  });

  it('sends the selected ids as selections', async () => {
    renderList();
    await screen.findByText('职务1');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“职务1”' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“职务2”' }));
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(api.downloadFile).toHaveBeenCalledWith(
      '/test/exportXls',
      '职务.xls',
      { ...QUERY, selections: 'r1,r2' },
      expect.any(Function),
    );
  });

  it('names the file 导出文件 without a title', async () => {
    renderList(listConfig({ title: '' }));
    await screen.findByText('职务1');
    await act(async () => {
      await current().exportSheet();
    });
    expect(api.downloadFile).toHaveBeenCalledWith(
      '/test/exportXls',
      '导出文件.xls',
      QUERY,
      expect.any(Function),
    );
  });
});

describe('toolbar permissions', { timeout: 20_000 }, () => {
  it('shows every button when the prefix is granted', async () => {
    renderList(listConfig(), { onAdd: () => undefined });
    await screen.findByText('职务1');
    for (const name of [/新\s*增/, /导\s*出/, /导\s*入/, /^高级查询/]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('hides what the prefix does not grant', async () => {
    grant([]);
    renderList(listConfig(), { onAdd: () => undefined });
    await screen.findByText('职务1');
    for (const name of [/新\s*增/, /导\s*出/, /导\s*入/, /删除/, /批量删除/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“职务1”' }));
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^高级查询/ })).toBeTruthy();
  });

  it('shows them all without a prefix', async () => {
    grant([]);
    renderList(listConfig({ permissionPrefix: undefined }), { onAdd: () => undefined });
    await screen.findByText('职务1');
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });
});

describe('detail', { timeout: 20_000 }, () => {
  it('shows 详细信息 with the detail fields, dictionary texts first, and a fullscreen switch', async () => {
    renderList(
      listConfig({
        detailFields: [
          { field: 'code', label: '编码' },
          { field: 'postRank', label: '职级' },
        ],
      }),
    );
    await screen.findByText('职务1');
    await userEvent.click(within(row('职务1')).getByRole('button', { name: '详情“职务1”' }));
    const dialog = await dialogTitled('详细信息');
    expect(within(dialog).getByText('编码')).toBeTruthy();
    expect(within(dialog).getByText('C1')).toBeTruthy();
    expect(within(dialog).getByText('中级')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '全屏' }));
    expect(within(dialog).getByRole('button', { name: '退出全屏' })).toBeTruthy();
  });

  it('falls back to the columns', async () => {
    renderList();
    await screen.findByText('职务1');
    act(() => current().showDetail(rows(1)[0] as never));
    const dialog = await dialogTitled('详细信息');
    expect(within(dialog).getByText('职务名称')).toBeTruthy();
    expect(within(dialog).getByText('职务1')).toBeTruthy();
  });
});

import { StorageKeys } from '@hcs/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRef } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EditableGrid,
  type EditableGridHandle,
  type GridColumn,
  type GridRow,
} from '../src/components/grid/index.ts';
import { setLocal } from '../src/utils/storage.ts';
import { ApiServer, ok, type RecordedRequest } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';
import { mockGridLayout } from './support/gridLayout.ts';

const server = new ApiServer();
const UPLOAD = '/hcs/sys/common/upload';
const CUSTOM = '/hcs/custom/upload';
const OUTSIDE = '/outside/upload';
const STORED = 'temp/20260101/季度维修报告_0123456789abcdef0123456789abcdef.pdf';

beforeAll(async () => {
  mockGridLayout();
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
  setLocal(StorageKeys.token, 'token-1');
  for (const path of [UPLOAD, CUSTOM, OUTSIDE]) server.json(path, ok({}, STORED));
});

function renderGrid(columns: GridColumn[], row: Partial<GridRow> = {}) {
  const ref = createRef<EditableGridHandle>();
  const view = render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EditableGrid ref={ref} aria-label="附件表格" columns={columns} rows={[{ id: 'r1', ...row }]} />
      </App>
    </ConfigProvider>,
  );
  const input = (key: string) =>
    view.container.querySelector(`td[data-key="${key}"] input[type=file]`) as HTMLInputElement;
  const cell = (key: string) => view.container.querySelector(`td[data-key="${key}"]`) as HTMLElement;
  /** Opens the popup that lists every file of a cell (the cell itself shows the first). */
  const openFiles = async (key: string, title: string) => {
    await userEvent.click(
      within(cell(key)).getByRole('button', { name: new RegExp(`^${title} 第1行：共\\d+个文件$`) }),
    );
    return within(await screen.findByRole('dialog', { name: `${title} 第1行的文件` }));
  };
  const values = async () => {
    let rows: Record<string, unknown>[] = [];
    await act(async () => {
      rows = (await ref.current?.getValues({ rejectOnError: false }))?.rows ?? [];
    });
    return rows[0] ?? {};
  };
  return { input, cell, values, openFiles };
}

const report = () => new File(['%PDF-1.4'], '季度维修报告.pdf', { type: 'application/pdf' });
const field = (req: RecordedRequest, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(req.body)?.[1];
const to = (path: string) => server.requests.filter((r) => r.path === path);

describe('grid upload cells', { timeout: 30_000 }, () => {
  it('posts isup=1 and biz before the file to /sys/common/upload with the token, and shows the name cut to 5 characters', async () => {
    const { input, cell, values, openFiles } = renderGrid([{ key: 'files', title: '附件', type: 'file' }]);
    await userEvent.upload(input('files'), report());
    await waitFor(() => expect(to(UPLOAD)).toHaveLength(1));
    const [req] = to(UPLOAD);
    if (!req) throw new Error('no upload');
    expect(field(req, 'isup')).toBe('1');
    expect(field(req, 'biz')).toBe('temp');
    expect(req.body.indexOf('name="isup"')).toBeLessThan(req.body.indexOf('name="file"'));
    expect(req.headers['x-access-token']).toBe('token-1');

    const shown = await within(cell('files')).findByText('季度维修报…');
    expect(shown.closest('[title]')?.getAttribute('title')).toBe('季度维修报告.pdf');
    // Screen readers get the whole name, and the popup's buttons are named after it.
    expect(within(cell('files')).getByText('季度维修报告.pdf').className).toBe('sr-only');
    const popup = await openFiles('files', '附件');
    expect(popup.getByRole('button', { name: '下载“季度维修报告.pdf”' })).toBeTruthy();
    expect((await values()).files).toBe(STORED);
  });

  it('sends X-Access-Token to a column action only when the column asks, and never with token:false', async () => {
    const { input } = renderGrid([
      { key: 'plain', title: '外部', type: 'file', action: '/custom/upload' },
      { key: 'asked', title: '外部带令牌', type: 'file', action: `${server.origin}${OUTSIDE}`, token: true },
      { key: 'refused', title: '不带令牌', type: 'file', token: false },
    ]);
    await userEvent.upload(input('plain'), report());
    await waitFor(() => expect(to(CUSTOM)).toHaveLength(1));
    await userEvent.upload(input('asked'), report());
    await waitFor(() => expect(to(OUTSIDE)).toHaveLength(1));
    await userEvent.upload(input('refused'), report());
    await waitFor(() => expect(to(UPLOAD)).toHaveLength(1));

    expect(to(CUSTOM)[0]?.headers['x-access-token']).toBeUndefined();
    expect(field(to(CUSTOM)[0] as RecordedRequest, 'isup')).toBe('1');
    expect(to(OUTSIDE)[0]?.headers['x-access-token']).toBe('token-1');
    expect(to(UPLOAD)[0]?.headers['x-access-token']).toBeUndefined();
  });

  it('takes the stored path from the column responseName field of the answer', async () => {
    server.json(CUSTOM, { code: 0, data: { url: 'files/外部图纸.pdf' }, message: '上传成功' });
    const { input, values, openFiles } = renderGrid([
      { key: 'files', title: '附件', type: 'file', action: '/custom/upload', responseName: 'data.url' },
    ]);
    await userEvent.upload(input('files'), report());
    await waitFor(async () => expect((await values()).files).toBe('files/外部图纸.pdf'));
    expect(
      (await openFiles('files', '附件')).getByRole('button', { name: '下载“季度维修报告.pdf”' }),
    ).toBeTruthy();
  });

  it('leaves out download and delete, in the popup and under 更多, when the column disallows them', async () => {
    const { openFiles } = renderGrid(
      [
        { key: 'kept', title: '附件', type: 'file', allowDownload: false, allowRemove: false },
        { key: 'pics', title: '图片', type: 'image', allowDownload: false, allowRemove: false },
        { key: 'open', title: '可操作', type: 'file' },
      ],
      { kept: STORED, pics: 'temp/20260101/现场照片.png', open: STORED },
    );
    const open = await openFiles('open', '可操作');
    expect(open.getByRole('button', { name: '下载“季度维修报告.pdf”' })).toBeTruthy();
    expect(open.getByRole('button', { name: '删除“季度维修报告.pdf”' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    const pics = await openFiles('pics', '图片');
    expect(pics.getByRole('button', { name: '预览“现场照片.png”' })).toBeTruthy();
    expect(pics.queryByRole('button', { name: /下载|删除/ })).toBeNull();
    await userEvent.keyboard('{Escape}');

    const kept = await openFiles('kept', '附件');
    expect(kept.queryByRole('button', { name: /下载|删除/ })).toBeNull();
    await userEvent.click(kept.getByRole('button', { name: '更多操作“季度维修报告.pdf”' }));
    // In tests every antd id is the same 'test-id', so the dialog is known by its title, not its name.
    const dialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('文件操作'));
      if (!found) throw new Error('no 文件操作 dialog');
      return found;
    });
    expect(within(dialog).getByText(STORED)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /下\s*载|删\s*除/ })).toBeNull();
  });

  it('keeps to one line: the first file and 共n个 beside 上传, every file in a popup worked by keyboard', async () => {
    const paths = ['甲', '乙', '丙'].map((n) => `temp/20260101/${n}报告.pdf`);
    const { cell, values } = renderGrid([{ key: 'files', title: '附件', type: 'file' }], {
      files: paths.join(','),
    });
    const all = within(cell('files')).getByRole('button', { name: '附件 第1行：共3个文件' });
    expect(all.textContent).toBe('共3个');
    expect(all.getAttribute('aria-expanded')).toBe('false');
    // Only the first file is in the cell; the others are in the popup.
    expect(within(cell('files')).getByText('甲报告.pdf')).toBeTruthy();
    expect(within(cell('files')).queryByText('乙报告.pdf')).toBeNull();

    all.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: '附件 第1行的文件' });
    expect(all.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(popup).getByRole('button', { name: '下载“甲报告.pdf”' })),
    );
    for (const name of ['甲报告.pdf', '乙报告.pdf', '丙报告.pdf']) {
      expect(within(popup).getByRole('button', { name: `删除“${name}”` })).toBeTruthy();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '附件 第1行的文件' })).toBeNull());
    expect(document.activeElement).toBe(all);

    // A delete in the popup: one file fewer, and the focus stays in the popup.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: '附件 第1行的文件' });
    await userEvent.click(within(again).getByRole('button', { name: '删除“乙报告.pdf”' }));
    const rest = within(cell('files')).getByRole('button', { name: '附件 第1行：共2个文件' });
    expect(rest.textContent).toBe('共2个');
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    expect((await values()).files).toBe(`${paths[0]},${paths[2]}`);

    // Shift+Tab before the popup's first button goes back to the cell.
    within(again).getByRole('button', { name: '下载“甲报告.pdf”' }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '附件 第1行的文件' })).toBeNull());
    expect(document.activeElement).toBe(rest);
  });
});

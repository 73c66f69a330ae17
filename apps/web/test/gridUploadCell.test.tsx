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
  const values = async () => {
    let rows: Record<string, unknown>[] = [];
    await act(async () => {
      rows = (await ref.current?.getValues({ rejectOnError: false }))?.rows ?? [];
    });
    return rows[0] ?? {};
  };
  return { input, cell, values };
}

const report = () => new File(['%PDF-1.4'], '季度维修报告.pdf', { type: 'application/pdf' });
const field = (req: RecordedRequest, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(req.body)?.[1];
const to = (path: string) => server.requests.filter((r) => r.path === path);

describe('grid upload cells', { timeout: 30_000 }, () => {
  it('posts isup=1 and biz before the file to /sys/common/upload with the token, and shows the name cut to 5 characters', async () => {
    const { input, cell, values } = renderGrid([{ key: 'files', title: '附件', type: 'file' }]);
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
    // Screen readers get the whole name, and the buttons are named after it.
    expect(within(cell('files')).getByText('季度维修报告.pdf').className).toBe('sr-only');
    expect(within(cell('files')).getByRole('button', { name: '下载“季度维修报告.pdf”' })).toBeTruthy();
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
    const { input, cell, values } = renderGrid([
      { key: 'files', title: '附件', type: 'file', action: '/custom/upload', responseName: 'data.url' },
    ]);
    await userEvent.upload(input('files'), report());
    await waitFor(async () => expect((await values()).files).toBe('files/外部图纸.pdf'));
    expect(within(cell('files')).getByRole('button', { name: '下载“季度维修报告.pdf”' })).toBeTruthy();
  });

  it('leaves out download and delete, in the cell and under 更多, when the column disallows them', async () => {
    const { cell } = renderGrid(
      [
        { key: 'kept', title: '附件', type: 'file', allowDownload: false, allowRemove: false },
        { key: 'pics', title: '图片', type: 'image', allowDownload: false, allowRemove: false },
        { key: 'open', title: '可操作', type: 'file' },
      ],
      { kept: STORED, pics: 'temp/20260101/现场照片.png', open: STORED },
    );
    const kept = within(cell('kept'));
    expect(kept.queryByRole('button', { name: /下载|删除/ })).toBeNull();
    expect(within(cell('pics')).queryByRole('button', { name: /下载|删除/ })).toBeNull();
    expect(within(cell('open')).getByRole('button', { name: '下载“季度维修报告.pdf”' })).toBeTruthy();
    expect(within(cell('open')).getByRole('button', { name: '删除“季度维修报告.pdf”' })).toBeTruthy();

    await userEvent.click(kept.getByRole('button', { name: '更多操作“季度维修报告.pdf”' }));
    const dialog = await screen.findByRole('dialog', { name: '文件操作' });
    expect(within(dialog).getByText(STORED)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /下\s*载|删\s*除/ })).toBeNull();
  });
});

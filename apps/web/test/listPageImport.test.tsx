import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done, refusal } from './support/answers.ts';
import { grant, pageOf, renderList, rows } from './support/listHarness.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn(), downloadFile: vi.fn(), uploadAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

async function dialogTitled(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return heading?.closest('.ant-modal') as HTMLElement;
}

function sheet(name = '职务.xlsx'): File {
  return new File(['sheet'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

function listCount(): number {
  return api.getAction.mock.calls.filter((c) => c[0] === '/test/list').length;
}

async function openImport(): Promise<HTMLElement> {
  renderList();
  await screen.findByText('职务1');
  await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
  return dialogTitled('导入');
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  return dialog.querySelector('input[type=file]') as HTMLInputElement;
}

function uploadButton(dialog: HTMLElement): HTMLButtonElement {
  return within(dialog).getByRole('button', { name: /开始上传|上传中/ }) as HTMLButtonElement;
}

beforeEach(() => {
  vi.clearAllMocks();
  grant();
  api.getAction.mockResolvedValue(pageOf(rows(2)));
  api.downloadFile.mockResolvedValue(true);
});

describe('import dialog', { timeout: 30_000 }, () => {
  it('takes .xls and .xlsx only, with the upload button disabled until a file is chosen', async () => {
    const dialog = await openImport();
    expect(fileInput(dialog).accept).toBe('.xls,.xlsx');
    expect(uploadButton(dialog).disabled).toBe(true);

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(dialog), new File(['x'], '名单.csv', { type: 'text/csv' }));
    expect(await screen.findByText('名单.csv 不是 .xls 或 .xlsx 文件')).toBeTruthy();
    expect(uploadButton(dialog).disabled).toBe(true);

    await user.upload(fileInput(dialog), sheet('职务.xls'));
    expect(within(dialog).getByText('职务.xls')).toBeTruthy();
    expect(uploadButton(dialog).disabled).toBe(false);
  });

  it('shows 上传中... and how far the server is while uploading, then the success message, and reloads the list', async () => {
    let answer: (res: unknown) => void = () => undefined;
    api.uploadAction.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dialog = await openImport();
    await userEvent.upload(fileInput(dialog), sheet());
    api.getAction.mockImplementation(async (url: string) =>
      url === '/sys/common/importProgress' ? { done: 1, total: 2 } : pageOf(rows(2)),
    );
    await userEvent.click(uploadButton(dialog));
    await waitFor(() => expect(uploadButton(dialog).textContent).toContain('上传中...'));
    const [url, data] = api.uploadAction.mock.calls[0] as [string, FormData];
    // The import is named, so its progress can be asked for while the server works through the rows.
    const importId = /^\/test\/importExcel\?importId=([0-9a-f-]{36})$/.exec(url)?.[1];
    expect(importId).toBeTruthy();
    expect((data.get('files[]') as File).name).toBe('职务.xlsx');
    expect(await within(dialog).findByText('正在导入：已处理 1 / 2 行')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: '导入进度' })).toBeTruthy();
    expect(api.getAction).toHaveBeenCalledWith('/sys/common/importProgress', { importId });

    await act(async () => answer(done(null, '文件导入成功！数据行数：2')));
    expect(await screen.findByText('文件导入成功！数据行数：2')).toBeTruthy();
    await waitFor(() => expect(listCount()).toBe(2));
  });

  it('on code 201 opens 导入成功,但是有错误数据! with the message and the error file to download', async () => {
    api.uploadAction.mockResolvedValue(
      done(
        {
          totalCount: 2,
          errorCount: 1,
          successCount: 1,
          msg: '总上传行数：2，已导入行数：1，错误行数：1',
          fileUrl: '/sys/common/static/import-errors/e1.txt',
          fileName: '导入错误信息.txt',
        },
        '文件导入成功，但有错误。',
        201,
      ),
    );
    const dialog = await openImport();
    await userEvent.upload(fileInput(dialog), sheet());
    await userEvent.click(uploadButton(dialog));
    const report = await dialogTitled('导入成功,但是有错误数据!');
    expect(within(report).getByText('文件导入成功，但有错误。')).toBeTruthy();
    expect(within(report).getByText('总上传行数：2，已导入行数：1，错误行数：1')).toBeTruthy();
    await userEvent.click(within(report).getByRole('button', { name: '下载错误数据' }));
    expect(api.downloadFile).toHaveBeenCalledWith(
      '/sys/common/static/import-errors/e1.txt',
      '导入错误信息.txt',
    );
    await waitFor(() => expect(listCount()).toBe(2));
  });

  it('warns with the file name plus the server message on failure and keeps the dialog open', async () => {
    api.uploadAction.mockRejectedValue(refusal('文件导入失败:文件中没有数据'));
    const dialog = await openImport();
    await userEvent.upload(fileInput(dialog), sheet());
    await userEvent.click(uploadButton(dialog));
    expect(await screen.findByText('职务.xlsx 文件导入失败:文件中没有数据')).toBeTruthy();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
    expect(within(dialog).getByText('职务.xlsx')).toBeTruthy();
    expect(uploadButton(dialog).textContent).toContain('开始上传');
    expect(listCount()).toBe(1);

    // Several files in one request: the server's message cannot be pinned on one of them.
    await userEvent.upload(fileInput(dialog), sheet('二月.xls'));
    await userEvent.click(uploadButton(dialog));
    expect(await screen.findByText('文件导入失败:文件中没有数据')).toBeTruthy();
  });
});

import { StorageKeys } from '@hcs/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, type FileUploadProps } from '../src/components/upload/FileUpload.tsx';
import { ImageUploadDialog } from '../src/components/upload/ImageUploadDialog.tsx';
import { UploadPopup } from '../src/components/upload/UploadPopup.tsx';
import { setLocal } from '../src/utils/storage.ts';
import { ApiServer, fail, ok, type RecordedRequest } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';

const server = new ApiServer();
const UPLOAD = '/hcs/sys/common/upload';
const R = 'c'.repeat(32);

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
  setLocal(StorageKeys.token, 'token-1');
});

/** Answers each upload with a stored path in the biz it named, named after the file. */
function storesUploads() {
  server.on(UPLOAD, (req) => {
    const biz = /name="biz"\r\n\r\n([^\r]*)/.exec(req.body)?.[1] ?? '';
    const name = /filename="([^"]+)\.(\w+)"/.exec(req.body);
    return { body: ok({}, `${biz}/20260101/${name?.[1]}_${R}.${name?.[2]}`) };
  });
}

const path = (biz: string, name: string, ext: string) => `${biz}/20260101/${name}_${R}.${ext}`;

function wrap(children: ReactNode) {
  return (
    <ConfigProvider locale={zhCN}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** A FileUpload whose value lives in the harness, as in a form; every emitted value is recorded. */
function renderField(props: Omit<FileUploadProps, 'value' | 'onChange'> & { initial?: string } = {}) {
  const emitted: string[] = [];
  function Harness() {
    const [value, setValue] = useState(props.initial ?? '');
    return (
      <>
        <FileUpload
          {...(props as Record<string, unknown>)}
          value={value}
          onChange={(v: string) => {
            emitted.push(v);
            setValue(v);
          }}
        />
        <output data-testid="value">{value}</output>
      </>
    );
  }
  const view = render(wrap(<Harness />));
  return { emitted, view, input: () => view.container.querySelector('input[type=file]') as HTMLInputElement };
}

const file = (name: string, type: string, text = 'x') => new File([text], name, { type });
const value = () => screen.getByTestId('value').textContent;
const uploads = (): RecordedRequest[] => server.requests.filter((r) => r.path === UPLOAD);

describe('FileUpload (files)', { timeout: 30_000 }, () => {
  it('uploads at once through the request client, biz first, and emits the path when done', async () => {
    server.on(UPLOAD, () => ({ body: ok({}, path('workorder', '派单', 'pdf')), delayMs: 150 }));
    const { emitted, input } = renderField({ bizPath: 'workorder' });
    await userEvent.upload(input(), file('派单.pdf', 'application/pdf', '%PDF-1.4'));

    expect(await screen.findByText('上传中')).toBeTruthy();
    expect(emitted).toEqual([]);
    await waitFor(() => expect(value()).toBe(path('workorder', '派单', 'pdf')));
    const [req] = uploads();
    expect(req?.method).toBe('POST');
    expect(req?.headers['x-access-token']).toBe('token-1');
    expect(req?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(req?.body.indexOf('name="biz"')).toBeLessThan(req?.body.indexOf('name="file"') ?? -1);
    expect(req?.body).toContain('workorder');
    expect(emitted).toEqual([path('workorder', '派单', 'pdf')]);
    expect(screen.getByText('派单.pdf')).toBeTruthy();
    expect(screen.queryByText('上传中')).toBeNull();
  });

  it('downloads a done file from the static route, deletes it (emitting the rest), and manages it under 更多', async () => {
    storesUploads();
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.getAttribute('href')}|${this.download}`);
    });
    const { emitted, input } = renderField({ multiple: true });
    await userEvent.upload(input(), [file('甲.txt', 'text/plain'), file('乙.txt', 'text/plain')]);
    await waitFor(() => expect(value()).toBe(`${path('temp', '甲', 'txt')},${path('temp', '乙', 'txt')}`));

    await userEvent.click(screen.getByRole('button', { name: '下载“甲.txt”' }));
    expect(clicks).toEqual([`/hcs/sys/common/static/${path('temp', '甲', 'txt')}|甲.txt`]);

    await userEvent.click(screen.getByRole('button', { name: '更多操作“乙.txt”' }));
    const dialog = await screen.findByRole('dialog', { name: '文件操作' });
    expect(within(dialog).getByText(path('temp', '乙', 'txt'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(value()).toBe(path('temp', '甲', 'txt')));

    await userEvent.click(screen.getByRole('button', { name: '删除“甲.txt”' }));
    await waitFor(() => expect(value()).toBe(''));
    expect(emitted.at(-1)).toBe('');
    click.mockRestore();
  });

  it('marks a refused upload as failed, with 上传失败. and the 上传出错 dialog, without emitting', async () => {
    server.json(UPLOAD, fail('不支持上传 .exe 类型的文件'));
    const { emitted, input } = renderField({ initial: path('temp', '旧', 'pdf') });
    await userEvent.upload(input(), file('setup.exe', 'application/octet-stream'), { applyAccept: false });

    expect(await screen.findByText('setup.exe 上传失败.')).toBeTruthy();
    expect(emitted).toEqual([]);
    expect(value()).toBe(path('temp', '旧', 'pdf'));
    await userEvent.click(screen.getByRole('button', { name: '查看“setup.exe”的错误信息' }));
    expect(await screen.findByText('错误信息：文件上传失败: 不支持上传 .exe 类型的文件')).toBeTruthy();
    expect(screen.getAllByText('上传出错').length).toBeGreaterThan(0);

    // Removing the failed one emits what is done.
    await userEvent.click(screen.getByRole('button', { name: '删除“setup.exe”' }));
    await waitFor(() => expect(emitted).toEqual([path('temp', '旧', 'pdf')]));
  });

  it('words a failure without a reason as 未知错误, and a transport failure with its reason', async () => {
    server.json(UPLOAD, fail(''));
    const { input } = renderField();
    await userEvent.upload(input(), file('a.txt', 'text/plain'));
    await userEvent.click(await screen.findByRole('button', { name: '查看“a.txt”的错误信息' }));
    expect(await screen.findByText('错误信息：未知错误')).toBeTruthy();

    server.on(UPLOAD, { status: 400, body: fail('上传目录（biz）不在允许的范围内', 400) });
    await userEvent.upload(input(), file('b.txt', 'text/plain'));
    expect(await screen.findByText('b.txt 上传失败.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '查看“b.txt”的错误信息' }));
    expect(await screen.findByText('错误信息：文件上传失败: 上传目录（biz）不在允许的范围内')).toBeTruthy();
  });

  it('follows a value set from outside, and shows a read-only field without upload or delete', async () => {
    const { view } = renderField({
      disabled: true,
      initial: `${path('temp', '甲', 'txt')},${path('temp', '乙', 'txt')}`,
    });
    expect(screen.getByText('甲.txt')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载“乙.txt”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
    expect(view.container.querySelector('input[type=file]')).toBeNull();
  });
});

describe('FileUpload (images)', { timeout: 30_000 }, () => {
  it('takes only images (请上传图片), keeps the last N, and reorders with its refusals', async () => {
    storesUploads();
    const { emitted, input } = renderField({ fileType: 'image', maxCount: 2, 'aria-label': '上传图片' });
    await userEvent.upload(input(), file('说明.txt', 'text/plain'), { applyAccept: false });
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(uploads()).toHaveLength(0);

    for (const name of ['一', '二', '三']) {
      await userEvent.upload(input(), file(`${name}.png`, 'image/png'));
      await screen.findByRole('button', { name: `预览“${name}.png”` });
    }
    await waitFor(() => expect(value()).toBe(`${path('temp', '二', 'png')},${path('temp', '三', 'png')}`));
    expect(screen.queryByText('一.png')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '左移“二.png”' }));
    expect(await screen.findByText('未知的操作')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '右移“三.png”' }));
    expect(await screen.findByText('已到最后~')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '右移“二.png”' }));
    await waitFor(() => expect(value()).toBe(`${path('temp', '三', 'png')},${path('temp', '二', 'png')}`));
    expect(emitted.at(-1)).toBe(`${path('temp', '三', 'png')},${path('temp', '二', 'png')}`);
  });

  it('shows an error icon for an image that fails to load, whose click tells why', async () => {
    const { view } = renderField({ fileType: 'image', disabled: true, initial: path('temp', '缺失', 'png') });
    const img = view.container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`/hcs/sys/common/static/${path('temp', '缺失', 'png')}`);
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    await userEvent.click(await screen.findByRole('button', { name: '加载失败：查看“缺失.png”的错误信息' }));
    expect(await screen.findByText('错误信息：图片加载失败')).toBeTruthy();
  });
});

describe('UploadPopup', { timeout: 30_000 }, () => {
  it('is 520 wide, refuses to confirm with no file (未上传任何文件), and returns the uploaded files', async () => {
    storesUploads();
    const onOk = vi.fn();
    render(wrap(<UploadPopup open onOk={onOk} onCancel={() => {}} bizPath="announcement" />));
    const dialog = await screen.findByRole('dialog', { name: '文件上传' });
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('520px');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('未上传任何文件')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();

    await userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      file('通知.pdf', 'application/pdf'),
    );
    await within(dialog).findByRole('button', { name: '下载“通知.pdf”' });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    const p = path('announcement', '通知', 'pdf');
    expect(onOk).toHaveBeenCalledWith([
      { name: '通知.pdf', url: `/hcs/sys/common/static/${p}`, path: p, status: 'done', id: p },
    ]);
  });
});

describe('ImageUploadDialog', { timeout: 30_000 }, () => {
  it('returns an uploaded image or a web address, each with its optional remark', async () => {
    storesUploads();
    const onOk = vi.fn();
    render(wrap(<ImageUploadDialog open onOk={onOk} onCancel={() => {}} />));
    const dialog = await screen.findByRole('dialog', { name: '图片上传' });
    const ok = () => within(dialog).getByRole('button', { name: /确\s*定|OK/ });

    await userEvent.click(ok());
    expect(await screen.findByText('未上传任何文件')).toBeTruthy();
    await userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      file('图.png', 'image/png'),
    );
    await within(dialog).findByRole('button', { name: '预览“图.png”' });
    const local = within(dialog).getByRole('tabpanel', { name: '本地图片上传' });
    await userEvent.type(within(local).getByLabelText('备注'), ' 封面 ');
    await userEvent.click(ok());
    expect(uploads()[0]?.body).toContain('editor');
    expect(onOk).toHaveBeenLastCalledWith({
      url: `/hcs/sys/common/static/${path('editor', '图', 'png')}`,
      remark: '封面',
    });

    await userEvent.click(within(dialog).getByRole('tab', { name: '网络图片地址' }));
    const address = within(dialog).getByLabelText('图片地址');
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(ok());
    expect(await within(dialog).findByText('请输入以 http:// 或 https:// 开头的图片地址')).toBeTruthy();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.cn/a.png');
    await userEvent.click(ok());
    await waitFor(() =>
      expect(onOk).toHaveBeenLastCalledWith({ url: 'https://example.cn/a.png', remark: '' }),
    );
  });
});

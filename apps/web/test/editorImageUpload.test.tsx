import { StorageKeys } from '@hcs/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '../src/components/upload/FileUpload.tsx';
import { ImageUploadDialog } from '../src/components/upload/ImageUploadDialog.tsx';
import { setLocal } from '../src/utils/storage.ts';
import { ApiServer, ok } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';

const server = new ApiServer();
const UPLOAD = '/hcs/sys/common/upload';
const STORED = `editor/20260101/pic_${'d'.repeat(32)}.png`;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
  setLocal(StorageKeys.token, 'token-1');
  server.on(UPLOAD, () => ({ body: ok({}, STORED) }));
});

const png = () => new File(['\x89PNG'], 'pic.png', { type: 'image/png' });
const fileInput = (root: ParentNode) => root.querySelector('input[type=file]') as HTMLInputElement;
const uploadBodies = () => server.requests.filter((r) => r.path === UPLOAD).map((r) => r.body);

describe('editor images (spec §7 "Upload": biz and jeditor)', { timeout: 30_000 }, () => {
  it('the image dialog uploads into the editor folder and says it is an editor image', async () => {
    const onOk = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <ImageUploadDialog open onOk={onOk} onCancel={() => undefined} />
        </App>
      </ConfigProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '图片上传' });
    await userEvent.upload(fileInput(dialog), png());
    await waitFor(() => expect(uploadBodies()).toHaveLength(1));
    const [body] = uploadBodies();
    expect(body).toMatch(/name="biz"\r\n\r\neditor\r\n/);
    expect(body).toMatch(/name="jeditor"\r\n\r\n1\r\n/);
  });

  it('other uploads send no jeditor', async () => {
    const view = render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FileUpload bizPath="avatar" fileType="image" />
        </App>
      </ConfigProvider>,
    );
    await userEvent.upload(fileInput(view.container), png());
    await waitFor(() => expect(uploadBodies()).toHaveLength(1));
    expect(uploadBodies()[0]).not.toContain('jeditor');
  });
});

import { StorageKeys } from '@hcs/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocal } from '../src/utils/storage.ts';
import type { MessageTemplate } from '../src/views/system/message/messageApi.ts';
import { done, refusal } from './support/answers.ts';

const api = vi.hoisted(() => ({ sendMsg: vi.fn() }));
vi.mock('../src/views/system/message/messageApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/views/system/message/messageApi.ts')>()),
  sendMsg: api.sendMsg,
}));

const { SendTestModal } = await import('../src/views/system/message/SendTestModal.tsx');

const template: MessageTemplate = {
  id: 't1',
  templateName: '派单提醒',
  templateCode: 'wo_dispatch',
  templateType: '3',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a message template's placeholder.
  templateContent: '<p>${name}您好</p>',
  templateTestJson: '{"name":"张三"}',
  createBy: 'admin',
  createTime: '2026-11-01 09:00:00',
  updateTime: null,
};

function renderModal() {
  const onSent = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <SendTestModal template={template} onClose={() => {}} onSent={onSent} />
      </App>
    </ConfigProvider>,
  );
  const dialog = document.getElementById('message-send-form')?.closest('.ant-modal') as HTMLElement;
  const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
  return { onSent, dialog, ok };
}

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    msg_template_type: [
      { value: '1', text: '短信' },
      { value: '2', text: '邮件' },
      { value: '3', text: '系统消息' },
    ],
  });
  api.sendMsg.mockResolvedValue(done({ total: 1, sent: 1, failed: 0 }, '消息发送成功，共1条'));
});

describe('发送测试', { timeout: 20_000 }, () => {
  it('starts from the template, checks the test data and the receiver, then sends', async () => {
    const { onSent, dialog, ok } = renderModal();
    expect((screen.getByLabelText('模板标题') as HTMLInputElement).value).toBe('派单提醒');
    expect((screen.getByLabelText('测试数据') as HTMLTextAreaElement).value).toBe('{"name":"张三"}');
    expect(within(dialog).getByText('系统消息')).toBeTruthy();
    expect(within(dialog).getByText('用户账号，多个用逗号分隔')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('测试数据'), { target: { value: '[1,2]' } });
    await userEvent.click(ok);
    expect(await within(dialog).findByText('测试数据必须是JSON对象，例如 {"name":"张三"}')).toBeTruthy();
    expect(within(dialog).getByText('请输入消息接收方')).toBeTruthy();
    expect(api.sendMsg).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('测试数据'), { target: { value: ' {"name":"李四"} ' } });
    fireEvent.change(screen.getByLabelText('消息接收方'), { target: { value: ' fuwu,zhuguan ' } });
    await userEvent.click(ok);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.sendMsg).toHaveBeenCalledWith({
      msgType: '3',
      receiver: 'fuwu,zhuguan',
      templateCode: 'wo_dispatch',
      testData: '{"name":"李四"}',
    });
    expect(await screen.findByText('消息发送成功，共1条')).toBeTruthy();
  });

  it('keeps the dialog open and shows the refusal when the server refuses', async () => {
    api.sendMsg.mockRejectedValue(refusal('接收用户不存在: nobody'));
    const { onSent, ok } = renderModal();
    fireEvent.change(screen.getByLabelText('消息接收方'), { target: { value: 'nobody' } });
    await userEvent.click(ok);
    expect(await screen.findByText('接收用户不存在: nobody')).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});

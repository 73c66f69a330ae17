import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done } from './support/answers.ts';
import { QueryWrapper } from './support/queryClient.tsx';

const http = vi.hoisted(() => ({ getAction: vi.fn(), putAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...http,
}));

const { FieldAuthDialog } = await import('../src/views/modules/online/cgform/design/FieldAuthDialog.tsx');

const URL = '/online/cgform/api/authFields/h1';

beforeEach(() => {
  vi.clearAllMocks();
  http.getAction.mockResolvedValue([
    { field: 'order_no', label: '订单号', control: 'none' },
    { field: 'secret_note', label: '内部备注', control: 'readonly' },
  ]);
  http.putAction.mockResolvedValue(done([], '保存成功！'));
});

describe('表单权限 dialog', { timeout: 20_000 }, () => {
  it('reads each field’s control and saves the changed choices', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FieldAuthDialog
            open
            head={{ id: 'h1', tableName: 'demo', tableTxt: '演示' }}
            onClose={onClose}
            onSaved={onSaved}
          />
        </App>
      </ConfigProvider>,
      { wrapper: QueryWrapper },
    );
    const group = await screen.findByRole('radiogroup', { name: '内部备注的权限控制' });
    expect((within(group).getByRole('radio', { name: '只读' }) as HTMLInputElement).checked).toBe(true);
    expect(http.getAction).toHaveBeenCalledWith(URL);
    await userEvent.click(within(group).getByRole('radio', { name: '隐藏' }));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(http.putAction).toHaveBeenCalledWith(URL, [
        { field: 'order_no', control: 'none' },
        { field: 'secret_note', control: 'hidden' },
      ]),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });
});

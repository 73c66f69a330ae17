import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineHead } from '../../../packages/shared/test/support/onlineDefinition.ts';
import { done } from './support/answers.ts';
import { QueryWrapper } from './support/queryClient.tsx';

const http = vi.hoisted(() => ({
  getAction: vi.fn(),
  postAction: vi.fn(),
  putAction: vi.fn(),
  deleteAction: vi.fn(),
}));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...http,
}));

const { ButtonDialog } = await import('../src/views/modules/online/cgform/design/ButtonDialog.tsx');
const { EnhanceJavaDialog } = await import('../src/views/modules/online/cgform/design/EnhanceJavaDialog.tsx');

const head = onlineHead({ tableName: 'demo', tableTxt: '演示' });

const AUDIT = {
  id: 'b1',
  cgformHeadId: 'h1',
  buttonCode: 'audit',
  buttonName: '审核',
  buttonStyle: 'button',
  optType: 'js',
  buttonIcon: null,
  orderNum: 1,
  buttonStatus: '1',
};

const HOOK = { id: 'j1', buttonCode: 'add', event: 'start', cgJavaValue: 'checkStock', activeStatus: '1' };

const ANSWERS: Record<string, unknown> = {
  '/online/cgform/button/list/h1': [AUDIT],
  '/online/cgform/head/enhanceJava/h1': [HOOK],
  '/online/cgform/head/enhanceJava/handlers': [
    { name: 'checkStock', label: '检查库存' },
    { name: 'notifyOwner', label: '通知负责人' },
  ],
};

function inApp(dialog: ReactNode) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>{dialog}</App>
    </ConfigProvider>,
    { wrapper: QueryWrapper },
  );
}

const reads = (url: string) => http.getAction.mock.calls.filter(([called]) => called === url).length;

beforeEach(() => {
  vi.clearAllMocks();
  http.getAction.mockImplementation(async (url: string) => ANSWERS[url] ?? []);
  http.postAction.mockResolvedValue(done(null, '添加成功！'));
  http.putAction.mockResolvedValue(done(null, '编辑成功！'));
  http.deleteAction.mockResolvedValue(done(null, '删除成功！'));
});

describe('自定义按钮 dialog', { timeout: 30_000 }, () => {
  it('edits a listed button in the form below and reads the list again', async () => {
    const user = userEvent.setup();
    inApp(<ButtonDialog open head={head} onClose={vi.fn()} />);
    expect(await screen.findByText('自定义按钮：演示')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '编辑按钮“审核”' }));
    const name = screen.getByRole('textbox', { name: '名称' });
    expect((name as HTMLInputElement).value).toBe('审核');
    await user.clear(name);
    await user.type(name, '复核');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(http.putAction).toHaveBeenCalledWith(
        '/online/cgform/button/edit',
        expect.objectContaining({ id: 'b1', buttonName: '复核', buttonStatus: '1', cgformHeadId: 'h1' }),
      ),
    );
    await waitFor(() => expect(reads('/online/cgform/button/list/h1')).toBe(2));
    expect(await screen.findByRole('button', { name: /添\s*加/ })).toBeTruthy();
  });

  it('refuses a standard button’s code and sends nothing', async () => {
    const user = userEvent.setup();
    inApp(<ButtonDialog open head={head} onClose={vi.fn()} />);
    await screen.findByRole('button', { name: '编辑按钮“审核”' });
    await user.type(screen.getByRole('textbox', { name: '编码' }), 'add');
    await user.type(screen.getByRole('textbox', { name: '名称' }), '新增');
    await user.click(screen.getByRole('button', { name: /添\s*加/ }));
    expect(await screen.findByText('这是标准按钮的编码，请换一个')).toBeTruthy();
    expect(http.postAction).not.toHaveBeenCalled();
  });

  it('deletes a button once confirmed', async () => {
    const user = userEvent.setup();
    inApp(<ButtonDialog open head={head} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: '删除按钮“审核”' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.deleteAction).toHaveBeenCalledWith('/online/cgform/button/delete', { id: 'b1' }),
    );
  });
});

describe('增强Java dialog', { timeout: 30_000 }, () => {
  it('lists each enhancement by its handler’s name and adds one', async () => {
    const user = userEvent.setup();
    inApp(<EnhanceJavaDialog open head={head} onClose={vi.fn()} />);
    expect(await screen.findByText('增强Java：演示')).toBeTruthy();
    expect(await screen.findByText('检查库存')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: '处理器' }));
    await user.click(await screen.findByTitle('通知负责人'));
    await user.click(screen.getByRole('button', { name: /添\s*加/ }));
    await waitFor(() =>
      expect(http.postAction).toHaveBeenCalledWith('/online/cgform/head/enhanceJava/h1', {
        buttonCode: 'add',
        event: 'start',
        cgJavaValue: 'notifyOwner',
        activeStatus: '1',
      }),
    );
    await waitFor(() => expect(reads('/online/cgform/head/enhanceJava/h1')).toBe(2));
  });

  it('deletes an enhancement once confirmed', async () => {
    const user = userEvent.setup();
    inApp(<EnhanceJavaDialog open head={head} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: '删除增强“add start”' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.deleteAction).toHaveBeenCalledWith('/online/cgform/head/enhanceJava/h1', { id: 'j1' }),
    );
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormListPage, type RecordFormProps } from '../src/components/list/index.ts';
import { grant, listConfig, pageOf, type Row, rows } from './support/listHarness.tsx';
import { QueryWrapper } from './support/queryClient.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn(), downloadFile: vi.fn(), uploadAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const config = listConfig();

/** A stand-in form: shows whom it edits and saves or closes at a click. */
function TestForm({ open, record, onClose, onSaved }: RecordFormProps<Row>) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="表单">
      <span>{record ? `编辑 ${record.name}` : '空白表单'}</span>
      <Button onClick={onSaved}>保存</Button>
      <Button onClick={onClose}>关闭</Button>
    </div>
  );
}

function listCalls(): number {
  return api.getAction.mock.calls.filter((c) => c[0] === '/test/list').length;
}

function show(page: React.ReactNode) {
  render(
    <ConfigProvider locale={zhCN}>
      <App>{page}</App>
    </ConfigProvider>,
    { wrapper: QueryWrapper },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  grant();
  api.getAction.mockResolvedValue(pageOf(rows(2)));
});

describe('FormListPage', { timeout: 20_000 }, () => {
  it('opens the form empty from 新增 and on the record from 编辑, reloading the list after a save', async () => {
    show(<FormListPage config={config} form={TestForm} nameOf={(r) => r.name} />);
    await screen.findByText('职务1');
    expect(screen.queryByRole('dialog', { name: '表单' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(screen.getByText('空白表单')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(screen.queryByRole('dialog', { name: '表单' })).toBeNull();
    expect(listCalls()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: '编辑“职务2”' }));
    expect(screen.getByText('编辑 职务2')).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除“职务2”' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(screen.queryByRole('dialog', { name: '表单' })).toBeNull();
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it("shows the page's own row actions, whose edit opens the form", async () => {
    show(
      <FormListPage
        config={config}
        form={TestForm}
        rowActions={(record, _state, onEdit) => (
          <Button aria-label={`改“${record.name}”`} onClick={() => onEdit(record)}>
            改
          </Button>
        )}
      />,
    );
    await screen.findByText('职务1');
    expect(screen.queryByRole('button', { name: '编辑“职务1”' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '改“职务1”' }));
    expect(screen.getByText('编辑 职务1')).toBeTruthy();
  });
});

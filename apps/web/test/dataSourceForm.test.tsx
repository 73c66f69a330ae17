import { StorageKeys } from '@hcs/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../src/stores/session.ts';
import { setLocal } from '../src/utils/storage.ts';
import type { DataSource } from '../src/views/system/dataSource/dataSourceApi.ts';
import { done, refusal } from './support/answers.ts';

const api = vi.hoisted(() => ({ addDataSource: vi.fn(), editDataSource: vi.fn(), testDataSource: vi.fn() }));
vi.mock('../src/views/system/dataSource/dataSourceApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/views/system/dataSource/dataSourceApi.ts')>()),
  ...api,
}));

// The code is unique: the form asks the server's duplicate check before saving.
const duplicate = vi.hoisted(() => ({ duplicateCheck: vi.fn() }));
vi.mock('../src/api/duplicateCheck.ts', () => duplicate);

const { DataSourceFormModal } = await import('../src/views/system/dataSource/DataSourceFormModal.tsx');

const saved: DataSource = {
  id: 'ds1',
  code: 'report_db',
  name: '报表库',
  dbType: 'mysql',
  host: '10.0.0.5',
  port: 3306,
  dbName: 'report',
  dbUsername: 'reader',
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};

function renderModal(record: DataSource | null) {
  const onSaved = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <DataSourceFormModal open record={record} onClose={() => {}} onSaved={onSaved} />
      </App>
    </ConfigProvider>,
  );
  return { onSaved, dialog: screen.getByRole('dialog', { name: record ? '编辑' : '新增' }) };
}

const grant = (codes: string[]) =>
  useSessionStore.setState({
    auth: codes.map((action) => ({ action, type: '1' as const, describe: action })),
    allAuth: codes.map((action) => ({ action, type: '1' as const, describe: action, status: '1' })),
  });

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    database_type: [
      { value: 'postgres', text: 'PostgreSQL' },
      { value: 'mysql', text: 'MySQL / MariaDB' },
      { value: 'sqlite', text: 'SQLite' },
    ],
  });
  grant(['system:dataSource:test']);
  api.testDataSource.mockResolvedValue(done(null, '数据库连接成功'));
  api.editDataSource.mockResolvedValue(done(null, '编辑成功!'));
  duplicate.duplicateCheck.mockResolvedValue(null);
});

describe('data source form', () => {
  it('shows the password empty on edit, keeps it when left empty, and tests with the stored one', async () => {
    const { dialog, onSaved } = renderModal(saved);
    const password = within(dialog).getByLabelText('密码');
    expect(password).toHaveProperty('value', '');
    expect(password.getAttribute('placeholder')).toBe('不修改请留空');
    expect(within(dialog).getAllByText('不修改请留空').length).toBeGreaterThan(0);

    fireEvent.click(within(dialog).getByRole('button', { name: '测试连接' }));
    await waitFor(() => expect(api.testDataSource).toHaveBeenCalledTimes(1));
    expect(api.testDataSource).toHaveBeenCalledWith({
      id: 'ds1',
      dbType: 'mysql',
      host: '10.0.0.5',
      port: 3306,
      dbName: 'report',
      dbUsername: 'reader',
      dbPassword: '',
    });
    expect(await screen.findByText('数据库连接成功')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.editDataSource).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ds1', code: 'report_db', dbPassword: '' }),
    );
    expect(duplicate.duplicateCheck).toHaveBeenCalledWith({
      tableName: 'sys_data_source',
      fieldName: 'code',
      fieldVal: 'report_db',
      dataId: 'ds1',
    });
  });

  it('shows the driver’s message of a failed test and checks the address first', async () => {
    api.testDataSource.mockRejectedValue(refusal('数据库连接失败：Access denied for user'));
    const { dialog } = renderModal(null);
    fireEvent.change(within(dialog).getByLabelText('主机'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '测试连接' }));
    expect(await within(dialog).findByText('请输入主机地址')).toBeTruthy();
    expect(await within(dialog).findByText('请输入数据库名')).toBeTruthy();
    expect(api.testDataSource).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('主机'), { target: { value: '127.0.0.1' } });
    fireEvent.change(within(dialog).getByLabelText('数据库名'), { target: { value: 'test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '测试连接' }));
    expect(await screen.findByText('数据库连接失败：Access denied for user')).toBeTruthy();
    expect(api.testDataSource.mock.calls[0]?.[0]).not.toHaveProperty('id');
  });

  it('hides 测试连接 from users without its permission', () => {
    grant([]);
    const { dialog } = renderModal(saved);
    expect(within(dialog).queryByRole('button', { name: '测试连接' })).toBeNull();
  });
});

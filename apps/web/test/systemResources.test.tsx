import { messageResource, roleResource, StorageKeys, tenantResource } from '@hcs/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceListConfig } from '../src/components/resource/resourceListConfig.ts';
import { setLocal } from '../src/utils/storage.ts';
import type { StoredFile } from '../src/views/system/file/fileApi.ts';
import { fileListConfig } from '../src/views/system/file/fileListConfig.ts';
import { done } from './support/answers.ts';

const api = vi.hoisted(() => ({ postAction: vi.fn(), putAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const { resourceForm } = await import('../src/components/resource/resourceForm.tsx');
const TenantForm = resourceForm(tenantResource);

const tenant = {
  id: 7,
  name: '南区中心',
  beginDate: '2026-01-01',
  endDate: null,
  status: 0,
  createTime: null,
};

function renderTenantForm(record: typeof tenant | null) {
  const onSaved = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <TenantForm open record={record} onClose={() => {}} onSaved={onSaved} />
      </App>
    </ConfigProvider>,
  );
  return { onSaved, dialog: screen.getByRole('dialog', { name: record ? '编辑' : '新增' }) };
}

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    tenant_status: [
      { value: '1', text: '正常' },
      { value: '0', text: '冻结' },
    ],
  });
  api.postAction.mockResolvedValue(done(null, '添加成功！'));
  api.putAction.mockResolvedValue(done(null, '编辑成功!'));
});

describe('租户 form (the tenant resource)', () => {
  it('asks for name and number, starts 正常, and adds the tenant by the number entered', async () => {
    const { dialog, onSaved } = renderTenantForm(null);
    expect(within(dialog).getByText('正常')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入租户名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入租户编号')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('租户名称'), { target: { value: ' 北区中心 ' } });
    fireEvent.change(within(dialog).getByLabelText('租户编号'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.postAction).toHaveBeenCalledWith(
      '/sys/tenant/add',
      expect.objectContaining({ name: '北区中心', id: 12, status: 1 }),
    );
  });

  it('shows the number of a tenant being edited without letting it change, and saves by it', async () => {
    const { dialog, onSaved } = renderTenantForm(tenant);
    const number = within(dialog).getByLabelText('租户编号') as HTMLInputElement;
    expect(number.value).toBe('7');
    expect(number.disabled).toBe(true);
    expect(within(dialog).getByText('租户编号创建后不能修改')).toBeTruthy();
    expect(within(dialog).getByText('冻结')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('租户名称'), { target: { value: '南区助残中心' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.putAction).toHaveBeenCalledWith(
      '/sys/tenant/edit',
      expect.objectContaining({ id: 7, name: '南区助残中心', status: 0, beginDate: '2026-01-01' }),
    );
  });
});

const titles = (config: { columns: readonly { title?: unknown }[] }) => config.columns.map((c) => c.title);

describe('lists from the resources', () => {
  it('角色: its columns, query fields, export and import', () => {
    const config = resourceListConfig(roleResource);
    expect(titles(config)).toEqual(['角色名称', '角色编码', '描述', '创建时间']);
    expect(config.queryFields?.map((f) => f.label)).toEqual(['角色名称', '角色编码']);
    expect(config.urls).toMatchObject({
      exportXls: '/sys/role/exportXls',
      importExcel: '/sys/role/importExcel',
    });
  });

  it('文件: fixed choices as selects and texts, the uploader unsorted, the size in bytes, no sheet', () => {
    expect(titles(fileListConfig)).toEqual([
      '文件名称',
      '文件类型',
      '业务目录',
      '文件大小',
      '上传人',
      '上传时间',
    ]);
    expect(fileListConfig.urls.exportXls).toBeUndefined();
    expect(fileListConfig.urls.importExcel).toBeUndefined();
    const type = fileListConfig.queryFields?.find((f) => f.name === 'fileType');
    expect(type).toMatchObject({ type: 'select' });
    expect(type?.options?.find((o) => o.value === 'excel')?.text).toBe('Excel表格');
    const column = (name: string) =>
      fileListConfig.columns.find((c) => 'dataIndex' in c && c.dataIndex === name) as {
        render?: (value: unknown, row: StoredFile, index: number) => unknown;
        sorter?: unknown;
        align?: string;
      };
    const row = {} as StoredFile;
    expect(column('fileType').render?.('image', row, 0)).toBe('图片');
    expect(column('biz').render?.('somewhere', row, 0)).toBe('somewhere');
    expect(column('fileSize')).toMatchObject({ align: 'right' });
    expect(column('fileSize').render?.(2048, row, 0)).toBe('2.0 KB');
    expect(column('uploaderName').sorter).toBe(false);
    expect(fileListConfig.superQueryFields?.find((f) => f.field === 'fileSize')?.label).toBe(
      '文件大小（字节）',
    );
  });

  it('消息: receiver and status under 展开, an export but no import', () => {
    const config = resourceListConfig(messageResource);
    expect(config.queryFields?.map((f) => [f.label, f.advanced ?? false])).toEqual([
      ['消息标题', false],
      ['接收人', true],
      ['发送方式', false],
      ['发送状态', true],
    ]);
    expect(config.urls.exportXls).toBe('/sys/message/sysMessage/exportXls');
    expect(config.urls.importExcel).toBeUndefined();
    expect(config.detailFields?.map((f) => f.label)).toContain('发送所需参数');
  });
});

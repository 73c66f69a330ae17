import { dataSourceResource, GATEWAY_URI_MESSAGE, gatewayRouteResource, StorageKeys } from '@hcs/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceListConfig } from '../src/components/resource/resourceListConfig.ts';
import { setLocal } from '../src/utils/storage.ts';
import { done } from './support/answers.ts';

const api = vi.hoisted(() => ({ postAction: vi.fn(), putAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));
const duplicate = vi.hoisted(() => ({ duplicateCheck: vi.fn() }));
vi.mock('../src/api/duplicateCheck.ts', () => duplicate);

const { resourceForm } = await import('../src/components/resource/resourceForm.tsx');
const RouteForm = resourceForm(gatewayRouteResource);

function renderForm() {
  const onSaved = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <RouteForm open record={null} onClose={() => {}} onSaved={onSaved} />
      </App>
    </ConfigProvider>,
  );
  return { onSaved, dialog: screen.getByRole('dialog', { name: '新增' }) };
}

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    yn: [
      { value: '1', text: '是' },
      { value: '0', text: '否' },
    ],
    gateway_status: [
      { value: '1', text: '启用' },
      { value: '0', text: '禁用' },
    ],
  });
  api.postAction.mockResolvedValue(done(null, '添加成功！'));
  duplicate.duplicateCheck.mockResolvedValue(null);
});

describe('gateway route form (a resource form with switches)', () => {
  it('starts a new route with the flags’ defaults as switches showing their dictionary texts', async () => {
    const { dialog, onSaved } = renderForm();
    const strip = within(dialog).getByRole('switch', { name: '去除前缀' });
    const open = within(dialog).getByRole('switch', { name: '公开访问' });
    const status = within(dialog).getByRole('switch', { name: '状态' });
    expect(strip.getAttribute('aria-checked')).toBe('true');
    expect(open.getAttribute('aria-checked')).toBe('false');
    // A switch holds both texts, showing the one of its state.
    expect(status.textContent).toContain('启用');
    expect(status.textContent).toContain('禁用');
    expect(open.textContent).toContain('否');
    expect(within(dialog).getByLabelText('路径前缀').getAttribute('placeholder')).toBe('例如 /gw/ext');
    expect(within(dialog).getByText('保存后立即生效，无需重启')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('路由名称'), { target: { value: ' 外部接口 ' } });
    fireEvent.change(within(dialog).getByLabelText('路径前缀'), { target: { value: '/gw/ext' } });
    fireEvent.change(within(dialog).getByLabelText('上游地址'), { target: { value: 'ftp://127.0.0.1/x' } });
    fireEvent.click(open);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(GATEWAY_URI_MESSAGE)).toBeTruthy();
    expect(api.postAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('上游地址'), {
      target: { value: 'http://127.0.0.1:9000/api' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.postAction).toHaveBeenCalledWith('/sys/gatewayRoute/add', {
      name: '外部接口',
      pathPrefix: '/gw/ext',
      uri: 'http://127.0.0.1:9000/api',
      stripPrefix: 1,
      isPublic: 1,
      status: 1,
      remark: undefined,
    });
  });
});

describe('resource list config', () => {
  it('titles a column other than its field, cuts long text short and offers no import it goes without', () => {
    const config = resourceListConfig(dataSourceResource);
    const column = (dataIndex: string) =>
      config.columns.find((c) => 'dataIndex' in c && c.dataIndex === dataIndex);
    expect(column('host')?.title).toBe('地址');
    expect(column('dbName')).toMatchObject({ title: '数据库名', ellipsis: true });
    expect(config.urls.exportXls).toBe('/sys/dataSource/exportXls');
    expect(config.urls.importExcel).toBeUndefined();
  });
});

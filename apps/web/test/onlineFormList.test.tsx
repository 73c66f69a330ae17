import type { OnlineFormDefinition, OnlineFormField, OnlineFormHead } from '@hcs/shared';
import { StorageKeys } from '@hcs/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineField, onlineHead } from '../../../packages/shared/test/support/onlineDefinition.ts';
import { setLocal } from '../src/utils/storage.ts';
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

const { default: OnlCgformAutoList } = await import(
  '../src/views/modules/online/cgform/auto/OnlCgformAutoList.tsx'
);

const API = '/online/cgform/api';

const head = onlineHead();
const field = (dbFieldName: string, dbFieldTxt: string, extra: Partial<OnlineFormField> = {}) =>
  onlineField(dbFieldName, dbFieldTxt, { dbLength: 50, fieldLength: 120, sortFlag: 1, ...extra });

const definition: OnlineFormDefinition = {
  head,
  fields: [
    field('order_no', '订单号', { isQuery: 1, fieldMustInput: '1' }),
    field('sex', '性别', { fieldShowType: 'list', dictField: 'sex', dbLength: 2 }),
    field('remark', '备注', { isReadOnly: 1 }),
  ],
};

function columns(buttons: string[], headChanges: Partial<OnlineFormHead> = {}) {
  return {
    code: 'h1',
    formTemplate: '1',
    definition: { ...definition, head: { ...head, ...headChanges } },
    buttons,
    cgButtonList: [],
    enhanceJs: null,
    formEnhanceJs: null,
    subTables: [],
  };
}

const rows = [
  {
    id: 'r1',
    orderNo: 'A001',
    sex: '1',
    sex_dictText: '男',
    remark: '原备注',
    createBy: 'admin',
    createTime: '2026-11-02 09:00:00',
  },
];

function answer(buttons: string[], headChanges: Partial<OnlineFormHead> = {}) {
  http.getAction.mockImplementation(async (url: string) => {
    if (url === `${API}/getColumns/h1`) return columns(buttons, headChanges);
    if (url === `${API}/getData/h1`) return { records: rows, total: 1, size: 10, current: 1, pages: 1 };
    if (url === `${API}/form/h1/r1`) return rows[0];
    throw new Error(`unexpected ${url}`);
  });
  http.postAction.mockResolvedValue(done({ id: 'r2' }, '添加成功！'));
  http.putAction.mockResolvedValue(done(null, '编辑成功!'));
  http.deleteAction.mockResolvedValue(done(null, '删除成功!'));
}

function renderList() {
  render(
    <MemoryRouter initialEntries={['/online/cgformList/h1']}>
      <ConfigProvider locale={zhCN}>
        <App>
          <OnlCgformAutoList />
        </App>
      </ConfigProvider>
    </MemoryRouter>,
    { wrapper: QueryWrapper },
  );
}

const dataCalls = () =>
  http.getAction.mock.calls.filter((c) => c[0] === `${API}/getData/h1`).map((c) => c[1]);

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  });
});

describe('online form auto list', { timeout: 30_000 }, () => {
  it('lists through getData with the definition as a resource: query, dictionary texts, CRUD by the form URLs', async () => {
    answer(['add', 'edit', 'delete', 'batch_delete']);
    renderList();
    const cell = await screen.findByText('A001');
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('男')).toBeTruthy();
    expect(dataCalls()[0]).toMatchObject({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    // No export or import without the buttons.
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();

    // The query form has the query field.
    const query = within(screen.getByRole('search'));
    await userEvent.type(query.getByLabelText('订单号'), 'A0');
    await userEvent.click(query.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ orderNo: '*A0*' }));

    // 新增: the form's fields with the resource's rules, saved by POST form/{code}.
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入订单号')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('订单号'), ' B002 ');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.postAction).toHaveBeenCalled());
    expect(http.postAction.mock.calls[0]?.[0]).toBe(`${API}/form/h1`);
    expect(http.postAction.mock.calls[0]?.[1]).toMatchObject({ orderNo: 'B002' });

    // 编辑: the record read by id, the read-only field disabled, saved by PUT form/{code}.
    await userEvent.click(screen.getByRole('button', { name: '编辑“A001”' }));
    const edit = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText('编辑'));
      if (!found) throw new Error('no 编辑 dialog');
      return found;
    });
    await waitFor(() =>
      expect((within(edit).getByLabelText('订单号') as HTMLInputElement).value).toBe('A001'),
    );
    expect((within(edit).getByLabelText('备注') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(edit).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.putAction).toHaveBeenCalled());
    expect(http.putAction.mock.calls[0]?.[0]).toBe(`${API}/form/h1`);
    expect(http.putAction.mock.calls[0]?.[1]).toMatchObject({ id: 'r1', orderNo: 'A001' });

    // 删除: DELETE form/{code}/{id}.
    await userEvent.click(screen.getByRole('button', { name: '删除“A001”' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.deleteAction).toHaveBeenCalledWith(`${API}/form/h1/r1`));
  });

  it('shows only the buttons getColumns allows', async () => {
    answer(['export']);
    renderList();
    await screen.findByText('A001');
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑“A001”' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除“A001”' })).toBeNull();
    expect(screen.getByRole('button', { name: '详情“A001”' })).toBeTruthy();
  });

  it('names rows by their first column, and lists every record on one page when 分页 is off', async () => {
    answer(['batch_delete'], { isPage: 'N' });
    renderList();
    await screen.findByText('A001');
    expect(dataCalls()[0]).toMatchObject({ pageNo: 1, pageSize: 1000 });
    expect(screen.queryByRole('list', { name: /分页|pagination/i })).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.getByRole('checkbox', { name: '选择“A001”' })).toBeTruthy();
  });
});

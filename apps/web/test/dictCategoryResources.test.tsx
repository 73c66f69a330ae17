import { dictResource, StorageKeys } from '@hcs/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocal } from '../src/utils/storage.ts';
import { categoryListConfig } from '../src/views/system/category/categoryListConfig.ts';
import { dictListConfig } from '../src/views/system/dict/dictListConfig.tsx';
import { done, refusal } from './support/answers.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn(), postAction: vi.fn(), putAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const { resourceForm } = await import('../src/components/resource/resourceForm.tsx');
const { CategoryFormModal } = await import('../src/views/system/category/CategoryFormModal.tsx');
const DictForm = resourceForm(dictResource, { width: 640 });

const titles = (config: { columns: readonly { title?: unknown }[] }) => config.columns.map((c) => c.title);
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    enable_status: [
      { value: '1', text: '启用' },
      { value: '0', text: '停用' },
    ],
  });
  api.getAction.mockResolvedValue(null);
  api.postAction.mockResolvedValue(done(null, '保存成功！'));
  api.putAction.mockResolvedValue(done(null, '编辑成功!'));
});

// Antd forms are slow to render on a busy machine.
describe('数据字典 (the dictionary resource)', { timeout: 30_000 }, () => {
  it('lists name, code, description and status, the status searched under 展开', () => {
    expect(titles(dictListConfig)).toEqual(['字典名称', '字典编码', '描述', '状态']);
    expect(dictListConfig.queryFields?.map((f) => [f.label, f.advanced ?? false])).toEqual([
      ['字典名称', false],
      ['字典编码', false],
      ['状态', true],
    ]);
    expect(dictListConfig.urls).toMatchObject({
      list: '/sys/dict/list',
      exportXls: '/sys/dict/exportXls',
      importExcel: '/sys/dict/importExcel',
    });
    expect(dictListConfig.actionWidth).toBe(230);
  });

  it("asks for name and code with the server's messages, never for the type, and adds it", async () => {
    renderInApp(<DictForm open record={null} onClose={() => {}} onSaved={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '新增' });
    expect(within(dialog).queryByLabelText('字典类型')).toBeNull();
    expect(within(dialog).getByText('字母、数字和下划线，例如 visit_way')).toBeTruthy();
    submit(dialog);
    expect(await within(dialog).findByText('字典名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('字典编码不能为空')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('字典编码'), {
      target: { value: 'sys_user,realname,username' },
    });
    expect(
      await within(dialog).findByText('字典编码不能包含逗号，表字典（表名,显示字段,存储字段）无需在此添加'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: ' 走访方式 ' } });
    fireEvent.change(within(dialog).getByLabelText('字典编码'), { target: { value: 'visit_way' } });
    submit(dialog);
    await waitFor(() =>
      expect(api.postAction).toHaveBeenCalledWith('/sys/dict/add', {
        dictName: '走访方式',
        dictCode: 'visit_way',
        description: undefined,
      }),
    );
  });

  it('shows the duplicate check’s refusal of a taken code', async () => {
    api.getAction.mockRejectedValue(refusal('该值不可用，系统中已存在！'));
    renderInApp(<DictForm open record={null} onClose={() => {}} onSaved={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '新增' });
    const code = within(dialog).getByLabelText('字典编码');
    fireEvent.change(code, { target: { value: 'sex' } });
    fireEvent.blur(code);
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeTruthy();
    expect(api.getAction).toHaveBeenCalledWith(
      '/sys/duplicate/check',
      expect.objectContaining({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' }),
    );
  });
});

describe('分类字典 (the category resource)', { timeout: 30_000 }, () => {
  it('pages the roots of the tree, its columns unsorted', () => {
    expect(titles(categoryListConfig)).toEqual(['分类名称', '分类编码', '创建时间']);
    expect(categoryListConfig.urls.list).toBe('/sys/category/rootList');
    expect(categoryListConfig.columns.some((c) => 'sorter' in c)).toBe(false);
    expect(categoryListConfig.defaultSort).toEqual({ column: 'code', order: 'asc' });
  });

  it('adds a child under its parent with the name’s rules from the definition', async () => {
    const parent = {
      id: 'c1',
      pid: '0',
      name: '服务项目分类',
      code: 'A01',
      hasChild: '1',
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    };
    renderInApp(<CategoryFormModal open editing={{ parent }} onClose={() => {}} onSaved={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '添加下级' });
    expect((within(dialog).getByLabelText('上级分类') as HTMLInputElement).value).toBe('服务项目分类（A01）');
    submit(dialog);
    expect(await within(dialog).findByText('请输入分类名称')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: '上门服务' } });
    submit(dialog);
    await waitFor(() =>
      expect(api.postAction).toHaveBeenCalledWith('/sys/category/add', { pid: 'c1', name: '上门服务' }),
    );
  });
});

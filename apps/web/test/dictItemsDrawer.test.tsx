import { type AllAuthEntry, type AuthEntry, StorageKeys } from '@hcs/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../src/stores/session.ts';
import { setLocal } from '../src/utils/storage.ts';
import type { DictItem, SysDict } from '../src/views/system/dict/dictApi.ts';
import { done, refusal } from './support/answers.ts';
import { mockGridLayout } from './support/gridLayout.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({
  dictItems: vi.fn(),
  saveDictItems: vi.fn(),
  reloadLocalDicts: vi.fn(),
}));
vi.mock('../src/views/system/dict/dictApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/views/system/dict/dictApi.ts')>()),
  ...api,
}));

const { DictItemsDrawer } = await import('../src/views/system/dict/DictItemsDrawer.tsx');

// The drawer's grid is 440 px high.
beforeAll(() => mockGridLayout(440));

const DICT: SysDict = {
  id: 'd1',
  dictName: '走访方式',
  dictCode: 'visit_way',
  description: null,
  type: 0,
  status: 1,
  createBy: 'admin',
  createTime: '2026-01-05 09:00:00',
  updateBy: null,
  updateTime: null,
};

const ITEMS: DictItem[] = [
  { id: 'i1', itemText: '上门', itemValue: 'home', description: null, sortOrder: 1, status: 1 },
  { id: 'i2', itemText: '电话', itemValue: 'phone', description: '回访', sortOrder: 2, status: 0 },
];

function grant(codes: string[]) {
  const allAuth: AllAuthEntry[] = ['system:dict:edit'].map((action) => ({
    action,
    type: '1',
    describe: action,
    status: '1',
  }));
  const auth: AuthEntry[] = codes.map((action) => ({ action, type: '1', describe: action }));
  useSessionStore.setState({ auth, allAuth });
}

function renderDrawer() {
  renderInApp(<DictItemsDrawer dict={DICT} onClose={() => undefined} />);
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

beforeEach(() => {
  vi.clearAllMocks();
  setLocal(StorageKeys.dictCache, {
    enable_status: [
      { value: '1', text: '启用' },
      { value: '0', text: '停用' },
    ],
    visit_way: [{ value: 'home', text: '上门' }],
  });
  grant(['system:dict:edit']);
  api.dictItems.mockResolvedValue(ITEMS);
  api.saveDictItems.mockResolvedValue(done(null, '保存成功！'));
  api.reloadLocalDicts.mockResolvedValue(undefined);
});

// Antd and the grid are slow to render on a busy machine.
describe('the dictionary items drawer', { timeout: 30_000 }, () => {
  it('refuses an empty value at its cell, then saves new, changed and removed rows in one batch', async () => {
    renderDrawer();
    await waitFor(() => expect(cell('名称 第2行').value).toBe('电话'));
    expect(api.dictItems).toHaveBeenCalledWith('d1');
    expect(screen.getByRole('radio', { name: '上门' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await waitFor(() => expect(cell('名称 第3行')).toBeTruthy());
    expect(cell('排序 第3行').value).toBe('3');
    fireEvent.change(cell('名称 第3行'), { target: { value: '视频' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('有 1 处校验未通过')).toBeTruthy();
    expect(api.saveDictItems).not.toHaveBeenCalled();

    fireEvent.change(cell('数据值 第3行'), { target: { value: ' video ' } });
    fireEvent.change(cell('名称 第1行'), { target: { value: '上门走访' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '名称 第3行' })).toBeNull());
    fireEvent.click(saveButton());

    await waitFor(() => expect(api.saveDictItems).toHaveBeenCalledTimes(1));
    expect(api.saveDictItems).toHaveBeenCalledWith(
      'd1',
      [
        { id: 'i1', itemText: '上门走访', itemValue: 'home', description: null, sortOrder: 1, status: 1 },
        { itemText: '视频', itemValue: 'video', description: null, sortOrder: 2, status: 1 },
      ],
      ['i2'],
    );
    expect(await screen.findByText('保存成功！')).toBeTruthy();
    await waitFor(() => expect(api.reloadLocalDicts).toHaveBeenCalledTimes(1));
    expect(api.dictItems).toHaveBeenCalledTimes(2);
  });

  it('shows the server refusal and keeps the rows', async () => {
    api.saveDictItems.mockRejectedValue(refusal('第1行：数据值“home”与已有字典项重复'));
    renderDrawer();
    await waitFor(() => expect(cell('名称 第1行').value).toBe('上门'));
    fireEvent.click(saveButton());
    expect(await screen.findByText('第1行：数据值“home”与已有字典项重复')).toBeTruthy();
    expect(api.reloadLocalDicts).not.toHaveBeenCalled();
    expect(cell('名称 第1行').value).toBe('上门');
  });

  it('is read-only without the edit permission', async () => {
    grant([]);
    renderDrawer();
    const grid = await screen.findByRole('grid', { name: '字典项' });
    await waitFor(() => expect(grid.textContent).toContain('名称 第1行：上门'));
    expect(screen.queryByRole('textbox', { name: '名称 第1行' })).toBeNull();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});

import type { OnlineFormField, OnlineSyncPlan } from '@hcs/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineField, onlineHead } from '../../../packages/shared/test/support/onlineDefinition.ts';
import { done } from './support/answers.ts';
import { mockGridLayout } from './support/gridLayout.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({
  getDefinition: vi.fn(),
  addAll: vi.fn(),
  editAll: vi.fn(),
  getSyncPlan: vi.fn(),
  doDbSynch: vi.fn(),
}));
vi.mock('../src/views/modules/online/cgform/design/designApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/views/modules/online/cgform/design/designApi.ts')>()),
  ...api,
}));

const { FormDesigner } = await import('../src/views/modules/online/cgform/design/FormDesigner.tsx');
const { SyncDialog } = await import('../src/views/modules/online/cgform/design/SyncDialog.tsx');

beforeAll(() => mockGridLayout());

const head = onlineHead({
  tableTxt: '订单',
  tableVersion: 2,
  syncedVersion: 2,
  createTime: '2026-11-27 10:00:00',
});
const field = (id: string, name: string, txt: string, orderNum: number): OnlineFormField =>
  onlineField(name, txt, { id, dbFieldNameOld: name, dbLength: 100, orderNum });

beforeEach(() => {
  vi.clearAllMocks();
  api.getDefinition.mockResolvedValue({
    head: { ...head, tableType: 1, subTableStr: 'demo_order_item' },
    fields: [field('f1', 'order_no', '单号', 1), field('f2', 'remark', '备注', 2)],
  });
  api.editAll.mockResolvedValue(done(null, '编辑成功!'));
});

async function openDesigner() {
  const onSaved = vi.fn();
  renderInApp(<FormDesigner open record={head} onClose={() => {}} onSaved={onSaved} />);
  await screen.findByRole('grid', { name: '字段数据库属性' });
  return { onSaved };
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('form designer', () => {
  it('edits the same rows across the tabs and saves them with editAll', async () => {
    const { onSaved } = await openDesigner();
    expect(cell('表描述')).toHaveProperty('value', '订单');
    fireEvent.change(cell('字段备注 第1行'), { target: { value: '订单号' } });

    // 页面属性: the same rows, the field named by its read-only name.
    fireEvent.click(screen.getByRole('tab', { name: '页面属性' }));
    const page = await screen.findByRole('grid', { name: '字段页面属性' });
    expect(within(page).getAllByText('订单号').length).toBeGreaterThan(0);
    fireEvent.click(within(page).getByRole('checkbox', { name: '是否查询 第1行' }));
    // A field added here starts as a new field: shown in the form and the list.
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /新\s*增/ }));
    expect(await within(page).findByRole('checkbox', { name: '表单显示 第3行' })).toHaveProperty(
      'checked',
      true,
    );

    // Back on 数据库属性 the remark typed before is still there; one field is removed.
    fireEvent.click(screen.getByRole('tab', { name: '数据库属性' }));
    await screen.findByRole('grid', { name: '字段数据库属性' });
    expect(cell('字段备注 第1行').value).toBe('订单号');
    // The new field gets a name here, with the length a new text field starts with.
    fireEvent.change(cell('字段名 第3行'), { target: { value: 'amount' } });
    fireEvent.change(cell('字段备注 第3行'), { target: { value: '金额' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    });
    await waitFor(() => expect(api.editAll).toHaveBeenCalledTimes(1));
    const [sentHead, fields, deleteIds] = api.editAll.mock.calls[0] as [
      Record<string, unknown>,
      Record<string, unknown>[],
      string[],
    ];
    expect(sentHead).toMatchObject({
      id: 'h1',
      tableName: 'demo_order',
      tableTxt: '订单',
      tableType: 1,
      subTableStr: 'demo_order_item',
    });
    expect(fields).toEqual([
      expect.objectContaining({ id: 'f1', dbFieldTxt: '订单号', isQuery: 1, orderNum: 1 }),
      expect.objectContaining({
        dbFieldName: 'amount',
        dbFieldTxt: '金额',
        dbLength: 32,
        isShowForm: 1,
        orderNum: 2,
      }),
    ]);
    expect(fields[1]).not.toHaveProperty('id');
    expect(deleteIds).toEqual(['f2']);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('refuses to save a system field name and says which field', async () => {
    await openDesigner();
    fireEvent.change(cell('字段名 第2行'), { target: { value: 'create_time' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    });
    expect(await screen.findByText('第2个字段：create_time 是系统字段，每个表都有，不用设计')).toBeTruthy();
    expect(api.editAll).not.toHaveBeenCalled();
  });
  it('asks before dropping typed work', async () => {
    const onClose = vi.fn();
    renderInApp(<FormDesigner open record={head} onClose={onClose} onSaved={() => {}} />);
    await screen.findByRole('grid', { name: '字段数据库属性' });
    fireEvent.change(cell('字段备注 第1行'), { target: { value: '改过' } });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect((await screen.findAllByText('有未保存的内容，确定离开？')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /离\s*开/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('同步数据库 dialog', () => {
  const plan: OnlineSyncPlan = {
    tableVersion: 3,
    statements: ['alter table "ol_demo_order" add column "age" integer'],
    changes: [
      { description: '新增字段 age', field: 'age', destructive: false },
      {
        description: '修改字段 remark 的长度 100 → 50（超出的内容会被截断）',
        field: 'remark',
        destructive: true,
      },
    ],
  };

  it('keeps 同步 off until each destructive change is acknowledged, then sends them', async () => {
    api.getSyncPlan.mockResolvedValue(plan);
    api.doDbSynch.mockResolvedValue(done(null, '同步数据库成功!'));
    const onSynced = vi.fn();
    renderInApp(<SyncDialog open head={head} onClose={() => {}} onSynced={onSynced} />);
    const acknowledge = await screen.findByRole('checkbox', { name: /我已知晓：修改字段 remark 的长度/ });
    expect(screen.getByText('新增字段 age')).toBeTruthy();
    const sync = screen.getByRole('button', { name: /同\s*步/ });
    expect(sync).toHaveProperty('disabled', true);
    fireEvent.click(acknowledge);
    expect(sync).toHaveProperty('disabled', false);
    await act(async () => {
      fireEvent.click(sync);
    });
    await waitFor(() =>
      expect(api.doDbSynch).toHaveBeenCalledWith('h1', 'normal', [
        '修改字段 remark 的长度 100 → 50（超出的内容会被截断）',
      ]),
    );
    await waitFor(() => expect(onSynced).toHaveBeenCalled());
  });
});

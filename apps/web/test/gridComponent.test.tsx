import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  type EditableGridHandle,
  type GridColumn,
  type GridRow,
  type GridSelectionEvent,
  GridValidationError,
  INSERT_TOO_FAST,
} from '../src/components/grid/index.ts';
import { mockGridLayout } from './support/gridLayout.ts';

beforeAll(() => mockGridLayout());

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
  { key: 'on', title: '启用', type: 'switch' },
  { key: 'tags', title: '标签', type: 'tags' },
];
const ROWS: GridRow[] = [
  { id: 's1', name: '甲', qty: 1, on: 'Y' },
  { id: 's2', name: '乙', qty: 2, on: 'N' },
];

/** Collects inside act: validation sets cell state, which must settle before the test (and its DOM) ends. */
async function collect(handle: () => EditableGridHandle, options?: { rejectOnError: boolean }) {
  let values: Awaited<ReturnType<EditableGridHandle['getValues']>> | undefined;
  await act(async () => {
    values = await handle().getValues(options);
  });
  if (!values) throw new Error('no values');
  return values;
}

function renderGrid(props: {
  confirmRemove?: (rows: GridRow[]) => Promise<boolean>;
  onSelectionChange?: (e: GridSelectionEvent) => void;
  isRowDisabled?: (row: GridRow) => boolean;
}) {
  const ref = createRef<EditableGridHandle>();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EditableGrid
          ref={ref}
          aria-label="测试表格"
          columns={COLUMNS}
          rows={ROWS}
          rowSelection="checkbox"
          {...props}
        />
      </App>
    </ConfigProvider>,
  );
  const handle = () => {
    if (!ref.current) throw new Error('no grid handle');
    return ref.current;
  };
  return { handle };
}

const names = () =>
  screen.getAllByRole('textbox', { name: /^名称 第\d+行$/ }).map((i) => (i as HTMLInputElement).value);

// Antd and the first render are slow on a busy machine.
describe('EditableGrid', { timeout: 30_000 }, () => {
  it('adds with type defaults, inserts below, removes saved rows into deleteIds after confirmation', async () => {
    const confirmRemove = vi.fn(async () => true);
    const { handle } = renderGrid({ confirmRemove });
    let added: GridRow[] = [];
    act(() => {
      added = handle().addRows({ name: '丙' });
    });
    expect(added[0]?.on).toBe('N');
    act(() => {
      handle().insertBelow('s1', { name: '插' });
    });
    expect(names().slice(0, 3)).toEqual(['甲', '插', '乙']);
    await act(async () => {
      await handle().removeRows(added[0]?.id ?? '');
    });
    expect(confirmRemove).not.toHaveBeenCalled();
    await act(async () => {
      await handle().removeRows(['s2']);
    });
    expect(confirmRemove).toHaveBeenCalledTimes(1);
    const values = await collect(handle);
    expect(values.deleteIds).toEqual(['s2']);
    expect(values.rows).toEqual([
      { id: 's1', name: '甲', qty: 1, on: 'Y' },
      { name: '插', qty: null, on: 'N', tags: '' },
    ]);
    expect(() => handle().removeRows(3 as unknown as string)).toThrow(TypeError);
  });

  it('a refused confirmation keeps the saved row', async () => {
    const { handle } = renderGrid({ confirmRemove: async () => false });
    await act(async () => {
      expect(await handle().removeRows('s1')).toBe(false);
    });
    expect((await collect(handle)).deleteIds).toEqual([]);
  });

  it('getValues rejects with the failure count, and the cell shows it', async () => {
    const { handle } = renderGrid({});
    act(() => {
      handle().addRows();
    });
    await act(async () => {
      await expect(handle().getValues()).rejects.toBeInstanceOf(GridValidationError);
    });
    const report = await collect(handle, { rejectOnError: false });
    expect(report.errorCount).toBe(1);
    expect(document.querySelectorAll('.hcs-grid__cell--invalid')).toHaveLength(1);
    // Pointing at the failed cell shows why; typing into it keeps the same input (and its focus).
    const input = screen.getByRole('textbox', { name: '名称 第3行' });
    input.focus();
    fireEvent.mouseEnter(input.closest('td') as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toContain('名称不能为空');
    fireEvent.change(input, { target: { value: '丙' } });
    await waitFor(() => expect(document.querySelectorAll('.hcs-grid__cell--invalid')).toHaveLength(0));
    expect(screen.getByRole('textbox', { name: '名称 第3行' })).toBe(input);
    expect(document.activeElement).toBe(input);
  });

  it('selection: none, some (indeterminate), all without disabled rows, with events', async () => {
    const events: string[] = [];
    const { handle } = renderGrid({
      onSelectionChange: (e) => events.push(e.type),
      isRowDisabled: (row) => row.id === 's2',
    });
    const all = screen.getByRole('checkbox', { name: '全选' });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    expect(handle().getSelection()).toEqual(['s1']);
    expect((all as HTMLInputElement).checked).toBe(true);
    act(() => {
      handle().addRows({ name: '丙' });
    });
    expect(document.querySelector('.ant-checkbox-indeterminate')).not.toBeNull();
    fireEvent.click(all);
    expect(handle().getSelection()).toHaveLength(2);
    expect(handle().getSelection()).not.toContain('s2');
    fireEvent.click(all);
    expect(handle().getSelection()).toEqual([]);
    expect(events).toEqual(['selected', 'selectedAll', 'unselectedAll']);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    act(() => handle().clearSelection());
    expect(handle().getSelection()).toEqual([]);
  });

  it('move buttons are off at the ends; a second insert within 1500 ms warns', async () => {
    renderGrid({});
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    expect((screen.getByRole('button', { name: /上移/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /下移/ }));
    expect(names()).toEqual(['乙', '甲']);
    expect((screen.getByRole('button', { name: /下移/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '插入一行' }));
    fireEvent.click(screen.getByRole('button', { name: '插入一行' }));
    expect(await screen.findByText(INSERT_TOO_FAST)).toBeTruthy();
    expect(names()).toEqual(['乙', '甲', '']);
  });

  it('number cells revert other input and convert on blur; tags and statistics follow', async () => {
    const { handle } = renderGrid({});
    const qty = screen.getByRole('textbox', { name: '数量 第1行' });
    fireEvent.change(qty, { target: { value: '12' } });
    fireEvent.change(qty, { target: { value: '12x' } });
    expect((qty as HTMLInputElement).value).toBe('12');
    fireEvent.change(qty, { target: { value: '12.50' } });
    fireEvent.blur(qty);
    await waitFor(() => expect((qty as HTMLInputElement).value).toBe('12.5'));
    const tags = screen.getByRole('textbox', { name: '标签 第1行' });
    fireEvent.change(tags, { target: { value: 'abcde' } });
    expect((tags as HTMLInputElement).value).toBe('ab;cd;e');
    expect(screen.getByText('合计：14')).toBeTruthy();
    expect(screen.getByText('平均：7')).toBeTruthy();
    const values = await collect(handle);
    expect(values.rows[0]).toMatchObject({ qty: 12.5, tags: 'ab;cd;e' });
    expect(screen.getByRole('switch', { name: '启用 第1行' }).textContent).toContain('是');
  });
});

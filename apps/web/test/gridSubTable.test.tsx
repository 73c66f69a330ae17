import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EditableGrid,
  type EditableGridHandle,
  type GridColumn,
  SUB_TABLE_OPEN_FAILED,
} from '../src/components/grid/index.ts';
import { mockGridLayout } from './support/gridLayout.ts';

beforeAll(() => mockGridLayout());

const COLUMNS: GridColumn[] = [{ key: 'name', title: '名称', type: 'input' }];

function renderGrid() {
  const ref = createRef<EditableGridHandle>();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EditableGrid
          ref={ref}
          aria-label="主表"
          columns={COLUMNS}
          rows={[
            { id: 'm1', name: '甲' },
            { id: 'm2', name: '乙' },
          ]}
          toolbar={false}
          renderSubTable={(row) => <p>{`${String(row.name)}的明细`}</p>}
        />
      </App>
    </ConfigProvider>,
  );
  return () => {
    if (!ref.current) throw new Error('no grid handle');
    return ref.current;
  };
}

const placement = () => document.querySelector('.hcs-grid__sub-body')?.getAttribute('data-placement');

describe('EditableGrid sub-table popover', { timeout: 30_000 }, () => {
  it('toggles on the same row, switches to another, opens below with room and above without', async () => {
    renderGrid();
    const first = screen.getByRole('button', { name: '子表 第1行' });
    // A keyboard click: the row's own bottom (61 px) leaves far more than 350 px below.
    fireEvent.click(first);
    expect(await screen.findByText('甲的明细')).toBeTruthy();
    expect(screen.getByText('子表', { selector: '.hcs-grid__sub-title span' })).toBeTruthy();
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(placement()).toBe('bottom');

    fireEvent.click(first);
    await waitFor(() => expect(screen.queryByText('甲的明细')).toBeNull());
    expect(first.getAttribute('aria-expanded')).toBe('false');

    // A mouse click 700 px down a 768 px window: too little room below.
    fireEvent.click(screen.getByRole('button', { name: '子表 第2行' }), { detail: 1, clientY: 700 });
    expect(await screen.findByText('乙的明细')).toBeTruthy();
    expect(placement()).toBe('top');
    fireEvent.click(first);
    expect(await screen.findByText('甲的明细')).toBeTruthy();
    expect(screen.queryByText('乙的明细')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '关闭子表' }));
    await waitFor(() => expect(screen.queryByText('甲的明细')).toBeNull());
  });

  it('finds a row drawn a moment later by retrying, and says 打开子表失败 after 3 retries', async () => {
    const handle = renderGrid();
    act(() => {
      const [row] = handle().addRows({ name: '新' });
      handle().toggleSubTable(row?.id ?? '');
    });
    expect(await screen.findByText('新的明细')).toBeTruthy();

    const started = Date.now();
    act(() => handle().toggleSubTable('missing'));
    expect(await screen.findByText(SUB_TABLE_OPEN_FAILED)).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});

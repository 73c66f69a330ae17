import type { AllAuthEntry, AuthEntry } from '@hcs/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRef, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  type EditableGridHandle,
  type EditableGridProps,
  type GridColumn,
  type GridRow,
  type GridSelectionEvent,
  RELOAD_HIGHLIGHT_MS,
} from '../src/components/grid/index.ts';
import { useSessionStore } from '../src/stores/session.ts';
import { mockGridLayout } from './support/gridLayout.ts';

beforeAll(() => mockGridLayout());
afterEach(() => {
  vi.useRealTimers();
  useSessionStore.setState({ auth: [], allAuth: [] });
});

const wrap = (grid: ReactNode) => (
  <ConfigProvider locale={zhCN}>
    <App>{grid}</App>
  </ConfigProvider>
);

type Props = Omit<EditableGridProps, 'aria-label'>;

function renderGrid(props: Props) {
  const ref = createRef<EditableGridHandle>();
  const view = render(wrap(<EditableGrid ref={ref} aria-label="测试表格" toolbar={false} {...props} />));
  const handle = () => {
    if (!ref.current) throw new Error('no grid handle');
    return ref.current;
  };
  const rerender = (next: Props) =>
    view.rerender(wrap(<EditableGrid ref={ref} aria-label="测试表格" toolbar={false} {...next} />));
  return { handle, rerender };
}

const cellOf = (rowId: string, key: string) =>
  document.querySelector<HTMLElement>(`tr[data-row-id="${rowId}"] td[data-key="${key}"]`);

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

// Antd and the first render are slow on a busy machine.
describe('EditableGrid behaviours', { timeout: 30_000 }, () => {
  it('authPre: an ungranted type-1 rule hides the column, an ungranted type-2 rule disables it', () => {
    const allAuth: AllAuthEntry[] = [
      { action: 'demo:phone', type: '1', status: '1', describe: '联系电话' },
      { action: 'demo:fee', type: '2', status: '1', describe: '服务费用' },
      { action: 'demo:name', type: '2', status: '1', describe: '服务对象' },
      // A switched-off rule restricts nothing.
      { action: 'demo:memo', type: '1', status: '0', describe: '备注' },
    ];
    const auth: AuthEntry[] = [{ action: 'demo:name', type: '2', describe: '服务对象' }];
    useSessionStore.setState({ auth, allAuth });
    const columns: GridColumn[] = [
      { key: 'name', title: '服务对象', type: 'input' },
      { key: 'phone', title: '联系电话', type: 'input' },
      { key: 'fee', title: '服务费用', type: 'inputNumber' },
      { key: 'memo', title: '备注', type: 'input' },
    ];
    const rows: GridRow[] = [{ id: 'a1', name: '张三', phone: '13800000001', fee: 5, memo: '无' }];
    renderGrid({ columns, rows, authPre: 'demo:' });

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['服务对象', '服务费用', '备注']);
    expect(screen.queryByRole('textbox', { name: '联系电话 第1行' })).toBeNull();
    expect(input('服务费用 第1行').disabled).toBe(true);
    expect(input('服务对象 第1行').disabled).toBe(false);
    expect(input('备注 第1行').disabled).toBe(false);

    // Granting the rules gives the column back and makes it editable.
    act(() =>
      useSessionStore.setState({
        auth: [...auth, { action: 'demo:phone,demo:fee', type: '1', describe: '' }],
      }),
    );
    expect(input('联系电话 第1行').value).toBe('13800000001');
    expect(input('服务费用 第1行').disabled).toBe(true);
    act(() => useSessionStore.setState({ auth: [...auth, { action: 'demo:fee', type: '2', describe: '' }] }));
    expect(input('服务费用 第1行').disabled).toBe(false);
  });

  it('without authPre the same rules change nothing', () => {
    useSessionStore.setState({
      allAuth: [{ action: 'demo:phone', type: '1', status: '1', describe: '' }],
    });
    renderGrid({ columns: [{ key: 'phone', title: '联系电话', type: 'input' }], rows: [{ id: 'a1' }] });
    expect(screen.getByRole('textbox', { name: '联系电话 第1行' })).toBeTruthy();
  });

  it('radio selection keeps one row at a time and reports each choice', () => {
    const events: GridSelectionEvent[] = [];
    const { handle } = renderGrid({
      columns: [{ key: 'name', title: '名称', type: 'input' }],
      rows: [
        { id: 'r1', name: '甲' },
        { id: 'r2', name: '乙' },
        { id: 'r3', name: '丙' },
      ],
      rowSelection: 'radio',
      isRowDisabled: (row) => row.id === 'r3',
      onSelectionChange: (e) => events.push(e),
    });
    expect(screen.queryByRole('checkbox', { name: '全选' })).toBeNull();
    expect(screen.getByRole('grid').getAttribute('aria-multiselectable')).toBeNull();
    const radio = (n: number) => screen.getByRole('radio', { name: `选择第${n}行` }) as HTMLInputElement;
    fireEvent.click(radio(1));
    expect(handle().getSelection()).toEqual(['r1']);
    fireEvent.click(radio(2));
    expect(handle().getSelection()).toEqual(['r2']);
    expect(radio(1).checked).toBe(false);
    expect(radio(2).checked).toBe(true);
    expect(radio(3).disabled).toBe(true);
    expect(events.map((e) => [e.type, e.row?.id, e.selectedIds])).toEqual([
      ['selected', 'r1', ['r1']],
      ['selected', 'r2', ['r2']],
    ]);
    const selectedRows = document.querySelectorAll('tr[aria-selected="true"]');
    expect([...selectedRows].map((tr) => tr.getAttribute('data-row-id'))).toEqual(['r2']);
  });

  it('a textarea cell opens a 300×210 text area whose text becomes the value', async () => {
    const { handle } = renderGrid({
      columns: [{ key: 'intro', title: '简介', type: 'input_pop', placeholder: '点击填写' }],
      rows: [{ id: 't1', intro: '' }],
    });
    const button = screen.getByRole('button', { name: /^简介 第1行/ });
    expect(button.textContent).toContain('点击填写');
    fireEvent.click(button);
    const area = (await screen.findByRole('textbox', { name: '简介 第1行' })) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.style.width).toBe('300px');
    expect(area.style.height).toBe('210px');
    fireEvent.change(area, { target: { value: '第一行\n第二行' } });
    await waitFor(() => expect(button.textContent).toContain('第一行'));
    const values = await act(() => handle().getValues());
    expect(values.rows[0]).toMatchObject({ intro: '第一行\n第二行' });
  });

  it('an async search select asks for a keyword, then says when nothing is found', async () => {
    const search = vi.fn(async (keyword: string) =>
      ['北京', '上海'].filter((c) => c.includes(keyword)).map((c) => ({ value: c, text: c })),
    );
    const { handle } = renderGrid({
      columns: [{ key: 'city', title: '城市', type: 'sel_search_async', search }],
      rows: [{ id: 's1', city: '' }],
    });
    const box = screen.getByRole('combobox', { name: '城市 第1行' });
    fireEvent.mouseDown(box);
    expect(await screen.findByText('请输入搜索内容')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '广州' } });
    expect(await screen.findByText('没有查询到任何数据')).toBeTruthy();
    expect(search).toHaveBeenLastCalledWith('广州');
    fireEvent.change(box, { target: { value: '上' } });
    const option = await screen.findByRole('option', { name: '上海' });
    expect(search).toHaveBeenLastCalledWith('上');
    fireEvent.click(document.querySelector('.ant-select-item-option[title="上海"]') ?? option);
    const values = await act(() => handle().getValues());
    expect(values.rows[0]).toMatchObject({ city: '上海' });
  });

  it('a new rows array lights up only the changed cells for 1400 ms', () => {
    const columns: GridColumn[] = [
      { key: 'name', title: '名称', type: 'input' },
      { key: 'qty', title: '数量', type: 'inputNumber' },
    ];
    const first: GridRow[] = [
      { id: 'h1', name: '甲', qty: 1 },
      { id: 'h2', name: '乙', qty: 2 },
    ];
    const { rerender } = renderGrid({ columns, rows: first });
    const lit = () =>
      [...document.querySelectorAll('.hcs-grid__cell--reloaded')].map(
        (td) => `${td.closest('tr')?.getAttribute('data-row-id')}.${td.getAttribute('data-key')}`,
      );
    expect(lit()).toEqual([]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rerender({ columns, rows: [first[0] as GridRow, { id: 'h2', name: '乙（新）', qty: 20 }] });
    expect(lit()).toEqual(['h2.name', 'h2.qty']);
    expect(input('名称 第2行').value).toBe('乙（新）');
    act(() => vi.advanceTimersByTime(RELOAD_HIGHLIGHT_MS - 10));
    expect(lit()).toEqual(['h2.name', 'h2.qty']);
    act(() => vi.advanceTimersByTime(10));
    expect(lit()).toEqual([]);
    expect(RELOAD_HIGHLIGHT_MS).toBe(1400);
  });

  it('leaving a cell validates it, before any value is typed', async () => {
    renderGrid({
      columns: [
        { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
        { key: 'phone', title: '手机', type: 'input', validateRules: [{ pattern: 'm' }] },
      ],
      rows: [{ id: 'v1', name: '', phone: '12345' }],
    });
    expect(document.querySelectorAll('.hcs-grid__cell--invalid')).toHaveLength(0);
    const name = input('名称 第1行');
    name.focus();
    fireEvent.blur(name);
    await waitFor(() => expect(cellOf('v1', 'name')?.className).toContain('hcs-grid__cell--invalid'));
    fireEvent.mouseEnter(cellOf('v1', 'name') as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toContain('名称不能为空');
    expect(cellOf('v1', 'phone')?.className).not.toContain('hcs-grid__cell--invalid');
    fireEvent.blur(input('手机 第1行'));
    await waitFor(() => expect(cellOf('v1', 'phone')?.className).toContain('hcs-grid__cell--invalid'));
  });

  it('the expand column shows and hides the row content', () => {
    renderGrid({
      columns: [
        { key: 'expand', title: '展开', type: 'expand' },
        { key: 'name', title: '名称', type: 'input' },
      ],
      rows: [
        { id: 'e1', name: '甲' },
        { id: 'e2', name: '乙' },
      ],
      renderExpand: (row) => `展开内容：${String(row.name)}`,
    });
    expect(screen.queryByText(/^展开内容/)).toBeNull();
    const open = screen.getByRole('button', { name: '展开第1行' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(screen.getByText('展开内容：甲')).toBeTruthy();
    expect(screen.queryByText('展开内容：乙')).toBeNull();
    const close = screen.getByRole('button', { name: '收起第1行' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(close);
    expect(screen.queryByText('展开内容：甲')).toBeNull();
    expect(screen.getByRole('button', { name: '展开第1行' })).toBeTruthy();
  });

  it('an image cell whose image fails to load shows the failure icon and why', async () => {
    renderGrid({
      columns: [{ key: 'pics', title: '图片', type: 'image', width: 200 }],
      rows: [{ id: 'i1', pics: 'temp/坏图.png' }],
    });
    const cell = cellOf('i1', 'pics') as HTMLElement;
    const image = cell.querySelector('img');
    if (!image) throw new Error('no thumbnail');
    expect(cell.querySelector('.anticon-exclamation-circle')).toBeNull();
    fireEvent.error(image);
    const failed = await screen.findByRole('button', { name: '加载失败：查看“坏图.png”的错误信息' });
    expect(failed.querySelector('.anticon-exclamation-circle')).not.toBeNull();
    expect(cell.querySelector('img')).toBeNull();
    fireEvent.click(failed);
    expect(await screen.findByText('错误信息：图片加载失败')).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, isValidElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Ellipsis } from '../src/components/Ellipsis.tsx';
import {
  EditableGrid,
  type EditableGridHandle,
  type EditableGridProps,
  type GridColumn,
  type GridRow,
} from '../src/components/grid/index.ts';
import type { Message } from '../src/views/system/message/messageApi.ts';
import { messageListConfig } from '../src/views/system/message/messageListConfig.tsx';
import { ApiServer, ok } from './support/apiServer.ts';
import { mockGridLayout } from './support/gridLayout.ts';
import { renderInApp } from './support/renderInApp.tsx';

const server = new ApiServer();
beforeAll(async () => {
  mockGridLayout();
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  server.json('*', ok([]));
});

function renderGrid(props: Omit<EditableGridProps, 'aria-label' | 'ref'>) {
  const ref = createRef<EditableGridHandle>();
  renderInApp(<EditableGrid ref={ref} aria-label="测试表格" {...props} />);
  const handle = () => {
    if (!ref.current) throw new Error('no grid handle');
    return ref.current;
  };
  return { handle };
}

async function rowsOf(handle: () => EditableGridHandle) {
  let rows: Record<string, unknown>[] = [];
  await act(async () => {
    rows = (await handle().getValues({ rejectOnError: false })).rows;
  });
  return rows;
}

const textboxValues = (title: string) =>
  screen
    .getAllByRole('textbox', { name: new RegExp(`^${title} 第\\d+行$`) })
    .map((i) => (i as HTMLInputElement).value);

const header = (title: string) => screen.getByRole('columnheader', { name: new RegExp(title) });

describe('grid column keys', { timeout: 30_000 }, () => {
  it('props reach every kind of cell control; the grid keeps its own name, value and disabled state', async () => {
    const wrong = { 'aria-label': '错的名字', disabled: false, value: '错的值' };
    const columns: GridColumn[] = [
      {
        key: 'name',
        title: '名称',
        type: 'input',
        props: { ...wrong, placeholder: '填名称', autoComplete: 'off' },
      },
      { key: 'qty', title: '数量', type: 'inputNumber', props: { ...wrong, maxLength: 6 } },
      { key: 'tag', title: '标签', type: 'tags', props: { ...wrong, placeholder: '填标签' } },
      { key: 'memo', title: '备注', type: 'input_pop', props: { ...wrong, maxLength: 10 } },
      {
        key: 'kind',
        title: '类别',
        type: 'select',
        options: [{ value: 'a', text: '甲' }],
        props: { ...wrong, placeholder: '挑一个' },
      },
      { key: 'day', title: '日期', type: 'date', props: { ...wrong, placeholder: '选日期' } },
      { key: 'at', title: '时间', type: 'time', props: { ...wrong, placeholder: '选时间' } },
      { key: 'on', title: '启用', type: 'switch', props: { ...wrong, size: 'small' } },
      {
        key: 'ok',
        title: '确认',
        type: 'checkbox',
        props: { 'aria-label': '错的名字', disabled: false, title: '勾选确认' },
      },
      {
        key: 'lv',
        title: '级别',
        type: 'radio',
        options: [{ value: '1', text: '一级' }],
        props: { ...wrong, optionType: 'button' },
      },
      { key: 'pct', title: '进度', type: 'progress', props: { ...wrong, status: 'exception' } },
      { key: 'dep', title: '部门', type: 'sel_depart', props: { ...wrong, placeholder: '选部门' } },
      { key: 'user', title: '用户', type: 'sel_user', props: { ...wrong, placeholder: '选用户' } },
      {
        key: 'rep',
        title: '报表',
        type: 'popup',
        popupCode: 'demo',
        props: { ...wrong, placeholder: '选报表' },
      },
    ];
    // Disabled columns whose props say otherwise: the cells stay disabled.
    const { handle } = renderGrid({
      columns: columns.map((c) => ({ ...c, disabled: true })),
      rows: [{ id: 'r1', name: '甲', qty: 3, pct: 40 }],
    });

    const name = screen.getByRole('textbox', { name: '名称 第1行' }) as HTMLInputElement;
    expect(name.placeholder).toBe('填名称');
    expect(name.getAttribute('autocomplete')).toBe('off');
    expect(name.value).toBe('甲');
    expect(name.disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: '数量 第1行' }).getAttribute('maxlength')).toBe('6');
    expect((screen.getByRole('textbox', { name: '标签 第1行' }) as HTMLInputElement).placeholder).toBe(
      '填标签',
    );
    expect(screen.getByRole('combobox', { name: '类别 第1行' })).toBeTruthy();
    expect(screen.getByText('挑一个')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '日期 第1行' }) as HTMLInputElement).placeholder).toBe(
      '选日期',
    );
    expect((screen.getByRole('textbox', { name: '时间 第1行' }) as HTMLInputElement).placeholder).toBe(
      '选时间',
    );
    const on = screen.getByRole('switch', { name: '启用 第1行' });
    expect(on.className).toContain('ant-switch-small');
    expect((on as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: '确认 第1行' }).closest('[title="勾选确认"]')).not.toBeNull();
    const level = screen.getByRole('radiogroup', { name: '级别 第1行' });
    expect(level.querySelector('.ant-radio-button-wrapper')).not.toBeNull();
    expect(screen.getByLabelText('进度 第1行').className).toContain('ant-progress-status-exception');
    expect(screen.getByPlaceholderText('选部门')).toBeTruthy();
    expect(screen.getByPlaceholderText('选用户')).toBeTruthy();
    expect(screen.getByPlaceholderText('选报表')).toBeTruthy();
    expect(screen.queryByLabelText('错的名字')).toBeNull();
    expect(screen.queryByDisplayValue('错的值')).toBeNull();
    expect((await rowsOf(handle))[0]).toMatchObject({ name: '甲', qty: 3 });
  });

  it('props reach the text area of an input_pop cell', async () => {
    renderGrid({
      columns: [{ key: 'memo', title: '备注', type: 'input_pop', props: { maxLength: 10 } }],
      rows: [{ id: 'r1', memo: '' }],
    });
    fireEvent.click(screen.getByRole('button', { name: /备注 第1行/ }));
    const area = await screen.findByRole('textbox', { name: '备注 第1行' });
    expect(area.getAttribute('maxlength')).toBe('10');
  });

  it('widths: declared and default widths kept; the others share 92% of the measured grid', () => {
    renderGrid({
      columns: [
        { key: 'a', title: '甲', type: 'input' },
        { key: 'b', title: '乙', type: 'input', width: 150 },
        { key: 'c', title: '丙', type: 'datetime' },
        { key: 'd', title: '丁', type: 'sel_depart' },
      ],
      rows: [],
    });
    const table = screen.getByRole('grid', { name: '测试表格' });
    // The scroller is 1000 px wide: 920 − 150 − 200 − 160 = 410 for the one column without a width.
    expect(table.style.getPropertyValue('--hcs-grid-cols')).toBe('410px 150px 200px 160px');
    expect(table.style.width).toBe('920px');
  });

  const SORTED_COLUMNS: GridColumn[] = [
    { key: 'drag', title: '拖动', type: 'dragSort' },
    { key: 'name', title: '名称', type: 'input', sorter: true },
    { key: 'qty', title: '数量', type: 'inputNumber', sorter: true },
    { key: 'memo', title: '备注', type: 'input' },
  ];
  const SORTED_ROWS: GridRow[] = [
    { id: 's1', name: '乙', qty: 10, orderNum: 1 },
    { id: 's2', name: '甲', qty: 9, orderNum: 2 },
    { id: 's3', name: '丙', qty: 100, orderNum: 3 },
  ];

  it('sorter: the header cycles ascending, descending, none; only the shown order changes', async () => {
    const { handle } = renderGrid({ columns: SORTED_COLUMNS, rows: SORTED_ROWS, rowSelection: 'checkbox' });
    expect(within(header('备注')).queryByRole('button')).toBeNull();
    const qty = within(header('数量')).getByRole('button', { name: /数量/ });
    expect(header('数量').getAttribute('aria-sort')).toBeNull();

    await userEvent.click(qty);
    expect(header('数量').getAttribute('aria-sort')).toBe('ascending');
    // Numbers by value: 9 < 10 < 100.
    expect(textboxValues('名称')).toEqual(['甲', '乙', '丙']);
    qty.focus();
    await userEvent.keyboard('{Enter}');
    expect(header('数量').getAttribute('aria-sort')).toBe('descending');
    expect(textboxValues('名称')).toEqual(['丙', '乙', '甲']);
    expect((await rowsOf(handle)).map((r) => r.name)).toEqual(['乙', '甲', '丙']);
    await userEvent.keyboard(' ');
    expect(header('数量').getAttribute('aria-sort')).toBeNull();
    expect(textboxValues('名称')).toEqual(['乙', '甲', '丙']);

    // Text in Chinese order (pinyin): 丙 bing, 甲 jia, 乙 yi.
    await userEvent.click(within(header('名称')).getByRole('button'));
    expect(textboxValues('名称')).toEqual(['丙', '甲', '乙']);
    expect(header('数量').getAttribute('aria-sort')).toBeNull();
  });

  it('sorter: while sorted, moving rows is off and says why', async () => {
    renderGrid({ columns: SORTED_COLUMNS, rows: SORTED_ROWS, rowSelection: 'checkbox' });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    const down = screen.getByRole('button', { name: /下移/ }) as HTMLButtonElement;
    expect(down.disabled).toBe(false);
    await userEvent.click(within(header('名称')).getByRole('button'));
    expect(down.disabled).toBe(true);
    expect(down.title).toBe('排序时不能移动');
    expect(screen.getByText('排序时不能移动')).toBeTruthy();
    const handleButton = screen.getByRole('button', { name: '拖动排序第1行' });
    expect(handleButton.getAttribute('aria-disabled')).toBe('true');
    expect(handleButton.title).toBe('排序时不能移动');
  });

  it('sorter: an edit does not move the row being typed in', async () => {
    renderGrid({ columns: SORTED_COLUMNS, rows: SORTED_ROWS });
    await userEvent.click(within(header('名称')).getByRole('button'));
    const first = screen.getByRole('textbox', { name: '名称 第1行' });
    fireEvent.change(first, { target: { value: '壬' } });
    expect(textboxValues('名称')).toEqual(['壬', '甲', '乙']);
  });

  it('isOrder: moving rows renumbers that column (1..n) instead of orderNum', async () => {
    const columns: GridColumn[] = [
      { key: 'name', title: '名称', type: 'input' },
      { key: 'sortNo', title: '序号', type: 'normal', isOrder: true },
    ];
    const rows: GridRow[] = [
      { id: 'a', name: '甲', sortNo: 5 },
      { id: 'b', name: '乙', sortNo: 7 },
    ];
    const { handle } = renderGrid({ columns, rows, rowSelection: 'checkbox' });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    fireEvent.click(screen.getByRole('button', { name: /下移/ }));
    expect(await rowsOf(handle)).toEqual([
      { id: 'b', name: '乙', sortNo: 1 },
      { id: 'a', name: '甲', sortNo: 2 },
    ]);
  });

  it('isOrder: an explicit orderKey wins', async () => {
    const columns: GridColumn[] = [
      { key: 'name', title: '名称', type: 'input' },
      { key: 'sortNo', title: '序号', type: 'normal', isOrder: true },
    ];
    const { handle } = renderGrid({
      columns,
      rows: [
        { id: 'a', name: '甲', sortNo: 5 },
        { id: 'b', name: '乙', sortNo: 7 },
      ],
      rowSelection: 'checkbox',
      orderKey: 'seq',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    fireEvent.click(screen.getByRole('button', { name: /上移/ }));
    expect(await rowsOf(handle)).toEqual([
      { id: 'b', name: '乙', sortNo: 7, seq: 1 },
      { id: 'a', name: '甲', sortNo: 5, seq: 2 },
    ]);
  });

  it('number: an input column takes only numbers, gives numbers and has statistics', async () => {
    const columns: GridColumn[] = [
      { key: 'price', title: '单价', type: 'input', number: true, statistics: 'sum' },
      { key: 'note', title: '说明', type: 'input', statistics: 'sum' },
    ];
    const { handle } = renderGrid({ columns, rows: [{ id: 'a', price: 2, note: '3' }] });
    const price = screen.getByRole('textbox', { name: '单价 第1行' }) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '-12.5' } });
    fireEvent.change(price, { target: { value: '-12.5x' } });
    expect(price.value).toBe('-12.5');
    // Not yet blurred: the value still comes out as a number.
    expect((await rowsOf(handle))[0]).toEqual({ id: 'a', price: -12.5, note: '3' });
    expect(screen.getByText('合计：-12')).toBeTruthy();
    // Statistics belong to number columns only.
    expect(document.querySelector('[data-statistic="note"]')?.textContent).toBe('');
    act(() => {
      handle().addRows();
    });
    expect((await rowsOf(handle))[1]).toEqual({ price: null, note: '' });
  });

  it('dict: a sel_search_async column without search asks the server dictionary', async () => {
    const code = 'sys_user,realname,username';
    server.on(`/hcs/sys/dict/loadDict/${encodeURIComponent(code)}`, (req) => ({
      body: ok(req.query.get('keyword') === '管理' ? [{ value: 'admin', text: '管理员' }] : []),
    }));
    const { handle } = renderGrid({
      columns: [{ key: 'user', title: '负责人', type: 'sel_search_async', dict: code }],
      rows: [{ id: 'a', user: '' }],
    });
    const box = screen.getByRole('combobox', { name: '负责人 第1行' });
    await userEvent.click(box);
    await userEvent.type(box, '管理');
    await userEvent.click(await screen.findByTitle('管理员', {}, { timeout: 3000 }));
    const asked = server.requests.filter((r) => r.path.includes('/sys/dict/loadDict/'));
    expect(asked.map((r) => [r.query.get('keyword'), r.query.get('pageSize')])).toContainEqual([
      '管理',
      '10',
    ]);
    expect((await rowsOf(handle))[0]).toEqual({ id: 'a', user: 'admin' });
  });

  it('normal cells cut long text (25 by default, props.ellipsis, -1 never); showDetails shows it on focus', async () => {
    const long = '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十';
    renderGrid({
      columns: [
        { key: 'a', title: '详情', type: 'normal', showDetails: true },
        { key: 'b', title: '短', type: 'normal', props: { ellipsis: 5 } },
        { key: 'c', title: '全', type: 'normal', props: { ellipsis: -1 } },
      ],
      rows: [{ id: 'r', a: long, b: long, c: long }],
    });
    const cellOf = (key: string) => document.querySelector(`td[data-key="${key}"]`) as HTMLElement;
    expect(within(cellOf('a')).getByText(`${long.slice(0, 25)}…`)).toBeTruthy();
    expect(within(cellOf('b')).getByText('一二三四五…')).toBeTruthy();
    expect(within(cellOf('c')).getByText(long)).toBeTruthy();
    // Without showDetails: no extra tab stop and no tooltip.
    expect(cellOf('b').querySelector('[tabindex="0"]')).toBeNull();
    const details = cellOf('a').querySelector<HTMLElement>('[tabindex="0"]');
    expect(details?.title).toBe(long);
    act(() => details?.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(long);
  });
});

describe('Ellipsis', () => {
  it('cuts after the length with …, keeps the whole text for screen readers and in the tooltip', async () => {
    renderInApp(<Ellipsis text="这是一条很长很长的测试消息内容" length={12} />);
    const cut = screen.getByTitle('这是一条很长很长的测试消息内容');
    expect(cut.querySelector('[aria-hidden="true"]')?.textContent).toBe('这是一条很长很长的测试消…');
    expect(cut.textContent).toContain('这是一条很长很长的测试消息内容');
    fireEvent.mouseEnter(cut);
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('这是一条很长很长的测试消息内容'),
    );
  });

  it('the 消息 list shows the content cut to 12 characters', () => {
    const column = messageListConfig.columns.find((c) => 'dataIndex' in c && c.dataIndex === 'esContent');
    const content = '您的工单已经受理，服务人员将在两小时内上门';
    const message = { esContent: content } as Message;
    const cell = column && 'render' in column ? column.render?.(content, message, 0) : null;
    if (!isValidElement(cell)) throw new Error('no content cell');
    renderInApp(<div>{cell}</div>);
    expect(screen.getByText('您的工单已经受理，服务人…')).toBeTruthy();
  });
});

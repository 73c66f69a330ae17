import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button, ConfigProvider, Form, type FormInstance, Input } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type GridColumn,
  GridFormField,
  type GridRow,
  type GridSubmitValue,
  gridRule,
  gridSubmitValue,
} from '../src/components/grid/index.ts';
import { mockGridLayout } from './support/gridLayout.ts';

beforeAll(() => mockGridLayout());

interface Order {
  orderNo: string;
  items: GridRow[];
}

const COLUMNS: GridColumn[] = [
  { key: 'goods', title: '商品', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const SAVED: GridRow[] = [
  { id: 's1', goods: '笔记本', qty: 2 },
  { id: 's2', goods: '钢笔', qty: 5 },
];

function renderOrderForm() {
  const sent = vi.fn<(value: { orderNo: string } & GridSubmitValue) => void>();
  let formRef: FormInstance<Order> | undefined;
  function OrderForm() {
    const [form] = Form.useForm<Order>();
    formRef = form;
    const submit = async ({ items, ...master }: Order) =>
      sent({ ...master, ...(await gridSubmitValue(items)) });
    return (
      <Form<Order>
        form={form}
        name="order"
        initialValues={{ orderNo: 'A001', items: SAVED }}
        onFinish={submit}
      >
        <Form.Item name="orderNo" label="订单号" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="items" label="明细" rules={[gridRule('明细')]}>
          <GridFormField columns={COLUMNS} aria-label="订单明细" rowSelection="checkbox" />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>
    );
  }
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <OrderForm />
      </App>
    </ConfigProvider>,
  );
  const form = () => {
    if (!formRef) throw new Error('no form');
    return formRef;
  };
  return { sent, form };
}

const grid = () => screen.getByRole('grid', { name: '订单明细' });
const goods = (row: number) => within(grid()).getByRole('textbox', { name: `商品 第${row}行` });
const goodsValues = () =>
  within(grid())
    .getAllByRole('textbox', { name: /^商品 第\d+行$/ })
    .map((i) => (i as HTMLInputElement).value);
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

// Antd and the first render are slow on a busy machine.
describe('GridFormField', { timeout: 30_000 }, () => {
  it('blocks the submit while a cell fails, marks the cell and tells the field; a fixed cell submits', async () => {
    const { sent } = renderOrderForm();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    // Adding a row marks nothing: the rule waits for the submit.
    await waitFor(() => expect(goodsValues()).toEqual(['笔记本', '钢笔', '']));
    await waitFor(() => expect(screen.queryByText(/处填写不正确/)).toBeNull());

    submit();
    expect(await screen.findByText('明细有 1 处填写不正确')).toBeTruthy();
    expect(goods(3).closest('td')?.classList.contains('hcs-grid__cell--invalid')).toBe(true);
    expect(goods(1).closest('td')?.classList.contains('hcs-grid__cell--invalid')).toBe(false);
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(goods(3), { target: { value: '墨水' } });
    await waitFor(() =>
      expect(goods(3).closest('td')?.classList.contains('hcs-grid__cell--invalid')).toBe(false),
    );
    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(/处填写不正确/)).toBeNull());
  });

  it('submits the rows in order with temporary ids stripped, and the removed saved rows as deleteIds', async () => {
    const { sent } = renderOrderForm();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await waitFor(() => expect(goodsValues()).toHaveLength(3));
    fireEvent.change(goods(3), { target: { value: '墨水' } });
    fireEvent.click(within(grid()).getByRole('checkbox', { name: '选择第1行' }));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(goodsValues()).toEqual(['钢笔', '墨水']));

    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({
      orderNo: 'A001',
      rows: [
        { id: 's2', goods: '钢笔', qty: 5 },
        { goods: '墨水', qty: null },
      ],
      deleteIds: ['s1'],
    });
  });

  it('reset brings back the initial rows and forgets removed rows and marks', async () => {
    const { sent, form } = renderOrderForm();
    fireEvent.change(goods(2), { target: { value: '' } });
    fireEvent.click(within(grid()).getByRole('checkbox', { name: '选择第1行' }));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(goodsValues()).toEqual(['']));
    submit();
    expect(await screen.findByText('明细有 1 处填写不正确')).toBeTruthy();

    act(() => form().resetFields());
    await waitFor(() => expect(goodsValues()).toEqual(['笔记本', '钢笔']));
    expect(grid().querySelector('.hcs-grid__cell--invalid')).toBeNull();
    await waitFor(() => expect(screen.queryByText(/处填写不正确/)).toBeNull());

    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({ orderNo: 'A001', rows: SAVED, deleteIds: [] });
  });
});

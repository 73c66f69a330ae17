import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  type GridColumn,
  GridFormField,
  type GridRow,
  gridRule,
  gridSubmitValue,
} from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';

interface Order {
  orderNo: string;
  customer?: string;
  orderDate?: Dayjs;
  items: GridRow[];
}

const ITEM_COLUMNS: GridColumn[] = [
  { key: 'rowNumber', title: '序号', type: 'rowNumber' },
  { key: 'goods', title: '商品', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: 'sum', defaultValue: 1 },
  { key: 'price', title: '单价', type: 'inputNumber' },
  { key: 'remark', title: '备注', type: 'input' },
];

const SAVED_ITEMS: GridRow[] = [{ id: 'D1001', goods: '笔记本', qty: 2, price: 15, remark: '' }];

const INITIAL: Partial<Order> = { orderNo: '', customer: '', items: SAVED_ITEMS };

/** 主从表单: master fields and a detail grid in one antd form; the grid is one field (GridFormField). */
export function GridMasterDetailDemo() {
  const [form] = Form.useForm<Order>();
  const [result, setResult] = useState('');

  const submit = async ({ items, orderDate, ...master }: Order) => {
    try {
      const detail = await gridSubmitValue(items);
      const sent = { ...master, orderDate: orderDate?.format('YYYY-MM-DD') ?? null, ...detail };
      setResult(JSON.stringify(sent, null, 2));
    } catch (error) {
      setResult(`校验未通过：${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <GalleryDemo
      title="主从表单"
      description="订单（主表）与明细（可编辑表格）在同一个表单里：提交时先校验主表字段和明细单元格，通过后得到主表字段、明细行（去掉临时 id）和删除的已保存行 id。"
    >
      <Form<Order>
        form={form}
        name="grid-master-detail"
        layout="vertical"
        initialValues={INITIAL}
        onFinish={submit}
        onFinishFailed={({ errorFields }) =>
          setResult(`校验未通过：${errorFields.flatMap((f) => f.errors).join('；')}`)
        }
        onReset={() => setResult('')}
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="orderNo"
              label="订单号"
              rules={[{ required: true, whitespace: true, message: '请输入订单号' }]}
            >
              <Input placeholder="请输入订单号" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="customer" label="客户">
              <Input placeholder="请输入客户" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="orderDate" label="日期">
              <DatePicker placeholder="请选择日期" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="items" label="明细" rules={[gridRule('明细')]}>
          <GridFormField
            columns={ITEM_COLUMNS}
            aria-label="订单明细"
            rowSelection="checkbox"
            maxHeight={300}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            提交
          </Button>
          <Button htmlType="reset">重置</Button>
        </Space>
      </Form>
      <figure style={{ margin: '12px 0 0' }}>
        <figcaption>提交结果</figcaption>
        <pre className="hcs-gallery__value" aria-live="polite" style={{ whiteSpace: 'pre-wrap' }}>
          {result || '（尚未提交）'}
        </pre>
      </figure>
    </GalleryDemo>
  );
}

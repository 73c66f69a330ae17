import type { OnlineFormHead } from '@hcs/shared';
import { Form, Input, InputNumber, Select, type SelectProps, Switch, type TableColumnsType } from 'antd';
import { ToneTag } from '../../../../../components/ToneTag.tsx';
import {
  type CustomButton,
  type CustomButtonInput,
  deleteButton,
  getButtons,
  saveButton,
} from './designApi.ts';
import { RowsDialog } from './RowsDialog.tsx';

interface Props {
  open: boolean;
  head: OnlineFormHead | null;
  onClose(): void;
}

type ButtonValues = Omit<CustomButtonInput, 'cgformHeadId' | 'buttonStatus'> & { buttonStatus: boolean };

const NEW_BUTTON: ButtonValues = {
  buttonCode: '',
  buttonName: '',
  buttonStyle: 'button',
  optType: 'js',
  buttonIcon: null,
  orderNum: 1,
  buttonStatus: true,
};

/** A button's code: what a js button's function and an action button's handler are found by. */
const BUTTON_CODE = /^[a-z][a-zA-Z0-9_]{0,31}$/;
const RESERVED_CODES = new Set(['add', 'edit', 'delete', 'batch_delete', 'export', 'import', 'detail']);

/** 样式 and 类型: each picked from its few options. */
const CHOICES: { name: keyof ButtonValues; label: string; options: SelectProps['options'] }[] = [
  {
    name: 'buttonStyle',
    label: '样式',
    options: [
      { value: 'button', label: '按钮' },
      { value: 'link', label: '链接' },
    ],
  },
  {
    name: 'optType',
    label: '类型',
    options: [
      { value: 'js', label: 'js' },
      { value: 'action', label: 'action' },
    ],
  },
];

const COLUMNS: TableColumnsType<CustomButton> = [
  { title: '编码', dataIndex: 'buttonCode', width: 110 },
  { title: '名称', dataIndex: 'buttonName', width: 110 },
  {
    title: '样式',
    dataIndex: 'buttonStyle',
    width: 70,
    render: (s: string) => (s === 'link' ? '链接' : '按钮'),
  },
  { title: '类型', dataIndex: 'optType', width: 70 },
  { title: '图标', dataIndex: 'buttonIcon', width: 90 },
  { title: '排序', dataIndex: 'orderNum', width: 60 },
  {
    title: '状态',
    dataIndex: 'buttonStatus',
    width: 70,
    render: (s: string) =>
      s === '1' ? <ToneTag tone="success">激活</ToneTag> : <ToneTag tone="neutral">未激活</ToneTag>,
  },
];

const toInput = (headId: string, values: ButtonValues, editing: CustomButton | null): CustomButtonInput => ({
  ...values,
  buttonIcon: values.buttonIcon?.trim() || null,
  cgformHeadId: headId,
  buttonStatus: values.buttonStatus ? '1' : '0',
  ...(editing ? { id: editing.id } : {}),
});

/**
 * 自定义按钮: buttons of the form's generated list: a button above it or a link on each row, running the
 * list's enhancement function of the same code (js) or the server handler registered for it (action).
 */
export function ButtonDialog({ open, head, onClose }: Props) {
  return (
    <RowsDialog<CustomButton, ButtonValues>
      open={open}
      head={head}
      onClose={onClose}
      title="自定义按钮"
      width={900}
      queryKey="online-cgform-buttons"
      load={getButtons}
      columns={COLUMNS}
      scrollX={700}
      emptyText="还没有自定义按钮"
      rowName={(row) => `按钮“${row.buttonName}”`}
      formName="cgform-button"
      newValues={NEW_BUTTON}
      valuesOf={(row) => ({ ...row, buttonStatus: row.buttonStatus === '1' })}
      save={(headId, values, editing) => saveButton(toInput(headId, values, editing))}
      remove={(_headId, row) => deleteButton(row.id)}
    >
      <Form.Item
        name="buttonCode"
        label="编码"
        rules={[
          { required: true, message: '请输入编码' },
          { pattern: BUTTON_CODE, message: '编码以小写字母开头，只含字母、数字和下划线（最多32位）' },
          {
            validator: (_rule, value: string) =>
              RESERVED_CODES.has(value)
                ? Promise.reject(new Error('这是标准按钮的编码，请换一个'))
                : Promise.resolve(),
          },
        ]}
      >
        <Input style={{ width: 130 }} placeholder="如 audit" />
      </Form.Item>
      <Form.Item
        name="buttonName"
        label="名称"
        rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
      >
        <Input style={{ width: 130 }} placeholder="如 审核" maxLength={50} />
      </Form.Item>
      {CHOICES.map(({ name, label, options }) => (
        <Form.Item key={name} name={name} label={label}>
          <Select style={{ width: 100 }} options={options} />
        </Form.Item>
      ))}
      <Form.Item name="buttonIcon" label="图标">
        <Input style={{ width: 130 }} placeholder="如 CheckOutlined" maxLength={50} />
      </Form.Item>
      <Form.Item name="orderNum" label="排序">
        <InputNumber min={0} max={999} precision={0} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name="buttonStatus" label="状态" valuePropName="checked">
        <Switch checkedChildren="激活" unCheckedChildren="未激活" />
      </Form.Item>
    </RowsDialog>
  );
}

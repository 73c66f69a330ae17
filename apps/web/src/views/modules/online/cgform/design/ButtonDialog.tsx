import type { OnlineFormHead } from '@hcs/shared';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Result,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { ToneTag } from '../../../../../components/ToneTag.tsx';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import {
  type CustomButton,
  type CustomButtonInput,
  deleteButton,
  getButtons,
  saveButton,
} from './designApi.ts';
import { useOpeningKey } from './useOpeningKey.ts';

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

/**
 * 自定义按钮: buttons of the form's generated list: a button above it or a link on each row, running the
 * list's enhancement function of the same code (js) or the server handler registered for it (action).
 */
export function ButtonDialog({ open, head, onClose }: Props) {
  const act = useServerAction();
  const headId = head?.id ?? '';
  const opening = useOpeningKey();
  const [form] = Form.useForm<ButtonValues>();
  const [editing, setEditing] = useState<CustomButton | null>(null);
  const [saving, setSaving] = useState(false);
  const rows = useApiQuery<CustomButton[]>({
    queryKey: ['online-cgform-buttons', headId, opening],
    load: () => getButtons(headId),
    enabled: open && head !== null,
    ...READ_AFRESH,
  });

  const startEdit = (row: CustomButton | null) => {
    setEditing(row);
    form.resetFields();
    form.setFieldsValue(row ? { ...row, buttonStatus: row.buttonStatus === '1' } : NEW_BUTTON);
  };

  const save = async () => {
    let values: ButtonValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const input: CustomButtonInput = {
        ...values,
        buttonIcon: values.buttonIcon?.trim() || null,
        cgformHeadId: headId,
        buttonStatus: values.buttonStatus ? '1' : '0',
        ...(editing ? { id: editing.id } : {}),
      };
      if (await act(saveButton(input), { success: true })) {
        startEdit(null);
        await rows.refetch();
      }
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: CustomButton) => {
    if (await act(deleteButton(row.id), { success: true })) {
      if (editing?.id === row.id) startEdit(null);
      await rows.refetch();
    }
  };

  const columns: TableColumnsType<CustomButton> = [
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
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_v, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={`编辑按钮“${row.buttonName}”`}
            onClick={() => startEdit(row)}
          >
            编辑
          </Button>
          <Popconfirm title="确定删除吗?" onConfirm={() => remove(row)}>
            <Button type="link" size="small" danger aria-label={`删除按钮“${row.buttonName}”`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={`自定义按钮${head ? `：${head.tableTxt}` : ''}`}
      width={900}
      footer={<Button onClick={onClose}>关闭</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {rows.isError ? (
        <Result status="warning" title="读取自定义按钮失败" subTitle={failureText(rows.error)} />
      ) : (
        <Table<CustomButton>
          size="small"
          rowKey="id"
          loading={rows.isPending}
          columns={columns}
          dataSource={rows.data ?? []}
          pagination={false}
          scroll={{ x: 700 }}
          locale={{ emptyText: '还没有自定义按钮' }}
        />
      )}
      <Form<ButtonValues>
        form={form}
        name="cgform-button"
        layout="inline"
        initialValues={NEW_BUTTON}
        style={{ marginTop: 16, rowGap: 8 }}
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
        <Form.Item name="buttonStyle" label="样式">
          <Select
            style={{ width: 100 }}
            options={[
              { value: 'button', label: '按钮' },
              { value: 'link', label: '链接' },
            ]}
          />
        </Form.Item>
        <Form.Item name="optType" label="类型">
          <Select
            style={{ width: 100 }}
            options={[
              { value: 'js', label: 'js' },
              { value: 'action', label: 'action' },
            ]}
          />
        </Form.Item>
        <Form.Item name="buttonIcon" label="图标">
          <Input style={{ width: 130 }} placeholder="如 CheckOutlined" maxLength={50} />
        </Form.Item>
        <Form.Item name="orderNum" label="排序">
          <InputNumber min={0} max={999} precision={0} style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="buttonStatus" label="状态" valuePropName="checked">
          <Switch checkedChildren="激活" unCheckedChildren="未激活" />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={save}>
            {editing ? '保存修改' : '添加'}
          </Button>
          {editing ? <Button onClick={() => startEdit(null)}>取消编辑</Button> : null}
        </Space>
      </Form>
    </Modal>
  );
}

import type { OnlineFormHead } from '@hcs/shared';
import {
  Button,
  Form,
  Modal,
  Popconfirm,
  Result,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useFormSave } from '../../../../../components/form/useFormSave.ts';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import { useOpeningKey } from './useOpeningKey.ts';

export interface RowsDialogProps<Row extends { id: string }, Values extends object> {
  open: boolean;
  head: OnlineFormHead | null;
  onClose(): void;
  /** What the rows are (自定义按钮, 增强Java): the dialog's title and its read failure's. */
  title: string;
  width: number;
  /** A word on the rows above them. */
  intro?: ReactNode;
  queryKey: string;
  load(headId: string): Promise<Row[]>;
  /** The rows' columns; the dialog adds 操作 (编辑 / 删除). */
  columns: TableColumnsType<Row>;
  scrollX: number;
  emptyText: string;
  /** A row as its 编辑 / 删除 buttons name it: 按钮“审核”. */
  rowName(row: Row): string;
  formName: string;
  newValues: Values;
  valuesOf(row: Row): Values;
  save(headId: string, values: Values, editing: Row | null): Promise<object>;
  remove(headId: string, row: Row): Promise<object>;
  /** The form's items; the dialog adds 添加 / 保存修改 and 取消编辑. */
  children: ReactNode;
}

/**
 * The rows a form head owns (its buttons, its server enhancements) in a modal: listed, each edited or
 * deleted in place, a new one added with the form below the list.
 */
export function RowsDialog<Row extends { id: string }, Values extends object>(
  props: RowsDialogProps<Row, Values>,
) {
  const { open, head, onClose, title, newValues, valuesOf, rowName } = props;
  const act = useServerAction();
  const headId = head?.id ?? '';
  const opening = useOpeningKey();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<Row | null>(null);
  const rows = useApiQuery<Row[]>({
    queryKey: [props.queryKey, headId, opening],
    load: () => props.load(headId),
    enabled: open && head !== null,
    ...READ_AFRESH,
  });

  const startEdit = (row: Row | null) => {
    setEditing(row);
    form.resetFields();
    form.setFieldsValue(row ? valuesOf(row) : newValues);
  };

  const { saving, submit } = useFormSave(form, {
    save: (values) => props.save(headId, values, editing),
    onSaved: () => {
      startEdit(null);
      return rows.refetch();
    },
  });

  const remove = async (row: Row) => {
    if (await act(props.remove(headId, row), { success: true })) {
      if (editing?.id === row.id) startEdit(null);
      await rows.refetch();
    }
  };

  const columns: TableColumnsType<Row> = [
    ...props.columns,
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`编辑${rowName(row)}`} onClick={() => startEdit(row)}>
            编辑
          </Button>
          <Popconfirm title="确定删除吗?" onConfirm={() => remove(row)}>
            <Button type="link" size="small" danger aria-label={`删除${rowName(row)}`}>
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
      title={`${title}${head ? `：${head.tableTxt}` : ''}`}
      width={props.width}
      footer={<Button onClick={onClose}>关闭</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {props.intro}
      {rows.isError ? (
        <Result status="warning" title={`读取${title}失败`} subTitle={failureText(rows.error)} />
      ) : (
        <Table<Row>
          size="small"
          rowKey="id"
          loading={rows.isPending}
          columns={columns}
          dataSource={rows.data ?? []}
          pagination={false}
          // An empty list has nothing to scroll to, and a scrolling region with nothing to focus fails axe.
          {...(rows.data?.length ? { scroll: { x: props.scrollX } } : {})}
          // antd draws a bare empty text in a grey below 4.5:1; the secondary text colour is legible.
          locale={{ emptyText: <Typography.Text type="secondary">{props.emptyText}</Typography.Text> }}
        />
      )}
      <Form<Values>
        form={form}
        name={props.formName}
        layout="inline"
        initialValues={newValues}
        style={{ marginTop: 16, rowGap: 8 }}
      >
        {props.children}
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>
            {editing ? '保存修改' : '添加'}
          </Button>
          {editing ? <Button onClick={() => startEdit(null)}>取消编辑</Button> : null}
        </Space>
      </Form>
    </Modal>
  );
}

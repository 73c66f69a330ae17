import type { OnlineFormHead } from '@hcs/shared';
import { Form, Select, Switch, type TableColumnsType, Typography } from 'antd';
import { ToneTag } from '../../../../../components/ToneTag.tsx';
import { READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import {
  deleteEnhanceJava,
  type EnhanceJava,
  type EnhanceJavaInput,
  getButtons,
  getEnhanceJava,
  getHookHandlers,
  type HookHandler,
  saveEnhanceJava,
} from './designApi.ts';
import { RowsDialog } from './RowsDialog.tsx';
import { useOpeningKey } from './useOpeningKey.ts';

interface Props {
  open: boolean;
  head: OnlineFormHead | null;
  onClose(): void;
}

/** The standard buttons a server enhancement can hang on, with the family's codes. */
export const STANDARD_BUTTONS = [
  { value: 'add', label: '新增（add）' },
  { value: 'edit', label: '编辑（edit）' },
  { value: 'delete', label: '删除（delete）' },
  { value: 'import', label: '导入（import）' },
];

const EVENTS = [
  { value: 'start', label: '之前（可拒绝）' },
  { value: 'end', label: '之后' },
];

type JavaValues = Omit<EnhanceJavaInput, 'activeStatus'> & { activeStatus: boolean };

const NEW_ROW: JavaValues = { buttonCode: 'add', event: 'start', cgJavaValue: '', activeStatus: true };

/**
 * 增强Java: which registered server handler runs before or after a button's action. Handlers are code the
 * server has registered by name (serverHooks.ts), chosen from a list: never code typed in here.
 */
export function EnhanceJavaDialog({ open, head, onClose }: Props) {
  const headId = head?.id ?? '';
  const opening = useOpeningKey();
  const handlers = useApiQuery<HookHandler[]>({
    queryKey: ['online-cgform-hook-handlers'],
    load: getHookHandlers,
    enabled: open,
  });
  const buttons = useApiQuery({
    queryKey: ['online-cgform-buttons', headId, opening],
    load: () => getButtons(headId),
    enabled: open && head !== null,
    ...READ_AFRESH,
  });
  const buttonOptions = [
    ...STANDARD_BUTTONS,
    ...(buttons.data ?? []).map((b) => ({
      value: b.buttonCode,
      label: `${b.buttonName}（${b.buttonCode}）`,
    })),
  ];
  const handlerLabel = (name: string) => handlers.data?.find((h) => h.name === name)?.label ?? name;

  const columns: TableColumnsType<EnhanceJava> = [
    { title: '按钮编码', dataIndex: 'buttonCode', width: 110 },
    {
      title: '事件',
      dataIndex: 'event',
      width: 80,
      render: (e: string) => (e === 'start' ? '之前' : '之后'),
    },
    { title: '处理器', dataIndex: 'cgJavaValue', render: handlerLabel },
    {
      title: '启用',
      dataIndex: 'activeStatus',
      width: 70,
      render: (s: string) =>
        s === '1' ? <ToneTag tone="success">启用</ToneTag> : <ToneTag tone="neutral">停用</ToneTag>,
    },
  ];

  return (
    <RowsDialog<EnhanceJava, JavaValues>
      open={open}
      head={head}
      onClose={onClose}
      title="增强Java"
      width={860}
      intro={
        <Typography.Paragraph type="secondary">
          处理器是服务端已登记的具名程序，只能从列表中选择。“之前”的处理器可以拒绝这次操作，“之后”的在操作提交后运行。
        </Typography.Paragraph>
      }
      queryKey="online-cgform-enhance-java"
      load={getEnhanceJava}
      columns={columns}
      scrollX={560}
      emptyText="还没有增强"
      rowName={(row) => `增强“${row.buttonCode} ${row.event}”`}
      formName="cgform-enhance-java"
      newValues={NEW_ROW}
      valuesOf={(row) => ({ ...row, activeStatus: row.activeStatus === '1' })}
      save={(id, values, editing) =>
        saveEnhanceJava(id, {
          ...values,
          activeStatus: values.activeStatus ? '1' : '0',
          ...(editing ? { id: editing.id } : {}),
        })
      }
      remove={(id, row) => deleteEnhanceJava(id, row.id)}
    >
      <Form.Item name="buttonCode" label="按钮编码" rules={[{ required: true, message: '请选择按钮' }]}>
        <Select style={{ width: 170 }} options={buttonOptions} />
      </Form.Item>
      <Form.Item name="event" label="事件" rules={[{ required: true, message: '请选择事件' }]}>
        <Select style={{ width: 140 }} options={EVENTS} />
      </Form.Item>
      <Form.Item name="cgJavaValue" label="处理器" rules={[{ required: true, message: '请选择处理器' }]}>
        <Select
          style={{ width: 200 }}
          loading={handlers.isPending}
          placeholder="请选择处理器"
          notFoundContent="服务端没有登记处理器"
          options={(handlers.data ?? []).map((h) => ({ value: h.name, label: h.label }))}
        />
      </Form.Item>
      <Form.Item name="activeStatus" label="启用" valuePropName="checked">
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>
    </RowsDialog>
  );
}

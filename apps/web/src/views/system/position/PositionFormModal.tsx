import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { addPosition, editPosition, type Position, type PositionInput } from './positionApi.ts';
import { positionFormRules } from './positionFormRules.ts';
import { POSITION_RANK_DICT } from './positionListConfig.ts';

interface Props {
  open: boolean;
  /** The position to edit; null adds one. */
  record: Position | null;
  onClose(): void;
  onSaved(): void;
}

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 17 } };

/** 新增 / 编辑 a position. Mount it anew (a new key) for each opening: the form starts from `record`. */
export function PositionFormModal({ open, record, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PositionInput>();
  const [saving, setSaving] = useState(false);
  const ranks = toOptions(useDictOptions(POSITION_RANK_DICT));
  const rules = positionFormRules(record?.id);

  const submit = async () => {
    let values: PositionInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const input = { code: values.code.trim(), name: values.name.trim(), postRank: values.postRank };
      const res = record ? await editPosition({ ...input, id: record.id }) : await addPosition(input);
      if (res.success) {
        void message.success(res.message);
        onSaved();
      } else {
        void message.warning(res.message);
      }
    } catch {
      // The request client has already shown what went wrong.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={record ? '编辑' : '新增'}
      open={open}
      width={800}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<PositionInput>
        form={form}
        name="position-form"
        labelCol={labelCol}
        wrapperCol={wrapperCol}
        initialValues={{ code: record?.code ?? '', name: record?.name ?? '', postRank: record?.postRank }}
      >
        <Form.Item name="code" label="职务编码" rules={rules.code} validateTrigger={['onChange', 'onBlur']}>
          <Input placeholder="请输入职务编码" maxLength={64} />
        </Form.Item>
        <Form.Item name="name" label="职务名称" rules={rules.name}>
          <Input placeholder="请输入职务名称" maxLength={100} />
        </Form.Item>
        <Form.Item name="postRank" label="职级" rules={rules.postRank}>
          <Select placeholder="请选择职级" options={ranks} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

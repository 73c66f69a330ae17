import { Form, Input, Select } from 'antd';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
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

/** 新增 / 编辑 a position. Mount it anew (a new key) for each opening: the form starts from `record`. */
export function PositionFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<PositionInput>();
  const ranks = toOptions(useDictOptions(POSITION_RANK_DICT));
  const rules = positionFormRules(record?.id);

  const save = (values: PositionInput) => {
    const input = { code: values.code.trim(), name: values.name.trim(), postRank: values.postRank };
    return record ? editPosition({ ...input, id: record.id }) : addPosition(input);
  };

  return (
    <FormModal<PositionInput>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="position-form"
      initialValues={{ code: record?.code ?? '', name: record?.name ?? '', postRank: record?.postRank }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
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
    </FormModal>
  );
}

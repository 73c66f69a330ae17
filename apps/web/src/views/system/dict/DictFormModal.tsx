import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { addDict, type DictInput, editDict, type SysDict } from './dictApi.ts';
import { dictFormRules } from './dictFormRules.ts';

interface Props {
  open: boolean;
  /** The dictionary to edit; null adds one. */
  record: SysDict | null;
  onClose(): void;
  onSaved(): void;
}

type Values = Omit<DictInput, 'id'>;

/** 新增 / 编辑 a dictionary. Mount it anew (a new key) for each opening: the form starts from `record`. */
export function DictFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const rules = dictFormRules(record?.id);
  const initialValues: Values = {
    dictName: record?.dictName ?? '',
    dictCode: record?.dictCode ?? '',
    description: record?.description ?? '',
  };

  const save = (values: Values) => (record ? editDict({ ...values, id: record.id }) : addDict(values));

  return (
    <FormModal<Values>
      open={open}
      title={record ? '编辑' : '新增'}
      width={640}
      form={form}
      name="dict-form"
      initialValues={initialValues}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="dictName" label="字典名称" rules={rules.dictName}>
        <Input placeholder="请输入字典名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dictCode"
        label="字典编码"
        rules={rules.dictCode}
        validateTrigger={['onChange', 'onBlur']}
        extra="字母、数字和下划线，例如 visit_way"
      >
        <Input placeholder="请输入字典编码" maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label="描述" rules={rules.description}>
        <Input.TextArea placeholder="请输入描述" maxLength={255} rows={3} />
      </Form.Item>
    </FormModal>
  );
}

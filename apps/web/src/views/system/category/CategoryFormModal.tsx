import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { addCategory, type CategoryRow, editCategory } from './categoryApi.ts';

/** What the form opens on: a category to edit, or a new one under `parent` (null: a root). */
export type CategoryEditing = { record: CategoryRow } | { parent: CategoryRow | null };

interface Props {
  open: boolean;
  editing: CategoryEditing;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  name: string;
}

/** 新增 / 添加下级 / 编辑 a category: only the name is typed; the code follows the level (A01, A01A01 …). */
export function CategoryFormModal({ open, editing, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const record = 'record' in editing ? editing.record : null;
  const parent = 'parent' in editing ? editing.parent : null;

  const save = ({ name }: Values) =>
    record
      ? editCategory({ id: record.id, name: name.trim() })
      : addCategory({ pid: parent?.id ?? null, name: name.trim() });

  return (
    <FormModal<Values>
      open={open}
      title={record ? '编辑' : parent ? '添加下级' : '新增'}
      width={640}
      form={form}
      name="category-form"
      initialValues={{ name: record?.name ?? '' }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      {record ? null : (
        <Form.Item label="上级分类">
          <Input
            value={parent ? `${parent.name}（${parent.code}）` : '无（顶级分类）'}
            disabled
            aria-label="上级分类"
          />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label="分类名称"
        rules={[
          { required: true, whitespace: true, message: '请输入分类名称' },
          { max: 100, message: '分类名称不能超过100个字符' },
        ]}
      >
        <Input placeholder="请输入分类名称" maxLength={100} />
      </Form.Item>
      <Form.Item label="分类编码">
        <Input value={record?.code ?? '保存后按层级自动生成'} disabled aria-label="分类编码" />
      </Form.Item>
    </FormModal>
  );
}

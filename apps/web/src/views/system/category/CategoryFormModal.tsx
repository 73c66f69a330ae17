import { categoryResource } from '@hcs/shared';
import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
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

const { name, pid, code } = categoryResource.fields;

/**
 * 新增 / 添加下级 / 编辑 a category: only the name is typed (with the resource's rules); the parent is the
 * row it was opened from, and the code follows the level (A01, A01A01 …).
 */
export function CategoryFormModal({ open, editing, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const record = 'record' in editing ? editing.record : null;
  const parent = 'parent' in editing ? editing.parent : null;
  const rules = resourceFormRules(categoryResource, record?.id);

  const save = (values: Values) =>
    record
      ? editCategory({ id: record.id, name: values.name.trim() })
      : addCategory({ pid: parent?.id ?? null, name: values.name.trim() });

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
        <Form.Item label={pid.label}>
          <Input
            value={parent ? `${parent.name}（${parent.code}）` : '无（顶级分类）'}
            disabled
            aria-label={pid.label}
          />
        </Form.Item>
      )}
      <Form.Item name="name" label={name.label} rules={rules.name}>
        <Input placeholder={`请输入${name.label}`} maxLength={name.input.max} />
      </Form.Item>
      <Form.Item label={code.label}>
        <Input value={record?.code ?? '保存后按层级自动生成'} disabled aria-label={code.label} />
      </Form.Item>
    </FormModal>
  );
}

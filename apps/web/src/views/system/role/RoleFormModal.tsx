import { Form, Input } from 'antd';
import { addRole, editRole, type Role, type RoleInput } from '../../../api/role.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { roleFormRules } from './roleFormRules.ts';

interface Props {
  open: boolean;
  /** The role to edit; null adds one. */
  record: Role | null;
  onClose(): void;
  onSaved(): void;
}

/** 新增 / 编辑 a role. Mount it anew (a new key) for each opening: the form starts from `record`. */
export function RoleFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<RoleInput>();
  const rules = roleFormRules(record?.id);

  const save = (values: RoleInput) => {
    const input = { ...values, description: values.description || null };
    return record ? editRole({ ...input, id: record.id }) : addRole(input);
  };

  return (
    <FormModal<RoleInput>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="role-form"
      initialValues={{
        roleName: record?.roleName ?? '',
        roleCode: record?.roleCode ?? '',
        description: record?.description ?? '',
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="roleName" label="角色名称" rules={rules.roleName}>
        <Input placeholder="请输入角色名称" />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label="角色编码"
        rules={rules.roleCode}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input placeholder="请输入角色编码" />
      </Form.Item>
      <Form.Item name="description" label="描述" rules={rules.description}>
        <Input.TextArea placeholder="请输入描述" autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}

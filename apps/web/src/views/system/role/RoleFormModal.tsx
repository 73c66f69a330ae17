import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { addRole, editRole, type Role, type RoleInput } from '../../../api/role.ts';
import { roleFormRules } from './roleFormRules.ts';

interface Props {
  open: boolean;
  /** The role to edit; null adds one. */
  record: Role | null;
  onClose(): void;
  onSaved(): void;
}

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 17 } };

/** 新增 / 编辑 a role. Mount it anew (a new key) for each opening: the form starts from `record`. */
export function RoleFormModal({ open, record, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleInput>();
  const [saving, setSaving] = useState(false);
  const rules = roleFormRules(record?.id);

  const submit = async () => {
    let values: RoleInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const input = { ...values, description: values.description || null };
      const res = record ? await editRole({ ...input, id: record.id }) : await addRole(input);
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
      destroyOnHidden
    >
      <Form<RoleInput>
        form={form}
        name="role-form"
        labelCol={labelCol}
        wrapperCol={wrapperCol}
        initialValues={{
          roleName: record?.roleName ?? '',
          roleCode: record?.roleCode ?? '',
          description: record?.description ?? '',
        }}
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
      </Form>
    </Modal>
  );
}

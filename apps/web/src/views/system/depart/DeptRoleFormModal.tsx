import { Form, Input } from 'antd';
import {
  addDeptRole,
  type DeptRole,
  type DeptRoleInput,
  editDeptRole,
} from '../../../api/departPermission.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { ROLE_CODE_PATTERN } from '../role/roleFormRules.ts';

interface Props {
  open: boolean;
  departId: string;
  /** The role to edit; null adds one to the department. */
  record: DeptRole | null;
  onClose(): void;
  onSaved(): void;
}

const layout = {
  labelCol: { xs: { span: 24 }, sm: { span: 6 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 16 } },
};

/** 新增 / 编辑 a department role. Mount it anew (a new key) for each opening. */
export function DeptRoleFormModal({ open, departId, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<DeptRoleInput>();

  const save = (values: DeptRoleInput) => {
    const input = { ...values, description: values.description || null };
    return record ? editDeptRole({ ...input, id: record.id }) : addDeptRole(departId, input);
  };

  return (
    <FormModal<DeptRoleInput>
      open={open}
      title={record ? '编辑部门角色' : '新增部门角色'}
      width={720}
      form={form}
      name="dept-role-form"
      initialValues={{
        roleName: record?.roleName ?? '',
        roleCode: record?.roleCode ?? '',
        description: record?.description ?? '',
      }}
      layout={layout}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="roleName"
        label="部门角色名称"
        rules={[
          { required: true, whitespace: true, message: '请输入部门角色名称' },
          { max: 100, message: '最大长度100位字符' },
        ]}
      >
        <Input placeholder="请输入部门角色名称" />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label="部门角色编码"
        rules={[
          { required: true, whitespace: true, message: '请输入部门角色编码' },
          { max: 64, message: '最大长度64位字符' },
          { pattern: ROLE_CODE_PATTERN, message: '角色编码须以字母开头，只含字母、数字和下划线' },
        ]}
      >
        <Input placeholder="请输入部门角色编码" />
      </Form.Item>
      <Form.Item name="description" label="描述" rules={[{ max: 255, message: '最大长度255位字符' }]}>
        <Input.TextArea placeholder="请输入描述" autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}

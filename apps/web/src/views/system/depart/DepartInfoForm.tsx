import { App, Button, Form, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { type DepartNode, editDepart, queryDepartById } from '../../../api/depart.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { READ_AFRESH, useApiQuery } from '../../../utils/serverState.ts';
import { DepartFormFields, type DepartFormValues, toDepartInput } from './DepartFormFields.tsx';

interface Props {
  depart: DepartNode;
  /** The parent's name, shown read-only. */
  parentName: string;
  onSaved(): void;
}

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 17 } };

/** 基本信息: the selected department's fields, saved with 保存 (system:depart:edit). */
export function DepartInfoForm({ depart, parentName, onSaved }: Props) {
  const { message } = App.useApp();
  const act = useServerAction();
  const auth = useAuth();
  const canEdit = auth.has('system:depart:edit');
  const [form] = Form.useForm<DepartFormValues>();
  const [saving, setSaving] = useState(false);
  const record = useApiQuery({
    queryKey: ['depart', depart.id],
    load: () => queryDepartById(depart.id),
    onRefusal: (text) => void message.warning(text),
    ...READ_AFRESH,
  });
  const d = record.data;

  useEffect(() => {
    if (d)
      form.setFieldsValue({
        departName: d.departName,
        parentName,
        orgCode: d.orgCode ?? '',
        orgCategory: d.orgCategory,
        departOrder: d.departOrder,
        mobile: d.mobile ?? '',
        fax: d.fax ?? '',
        address: d.address ?? '',
        memo: d.memo ?? '',
      });
  }, [d, parentName, form]);

  const submit = async (values: DepartFormValues) => {
    setSaving(true);
    const done = await act(editDepart({ ...toDepartInput(values), id: depart.id }), { success: true });
    setSaving(false);
    if (done) onSaved();
  };

  return (
    <Spin spinning={record.isFetching}>
      <Form<DepartFormValues>
        form={form}
        name="depart-info-form"
        labelCol={labelCol}
        wrapperCol={wrapperCol}
        disabled={!canEdit}
        onFinish={submit}
      >
        <DepartFormFields showCode />
        {canEdit ? (
          <Form.Item wrapperCol={{ xs: { span: 24 }, sm: { span: 17, offset: 5 } }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          </Form.Item>
        ) : null}
      </Form>
    </Spin>
  );
}

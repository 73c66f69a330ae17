import { App, Button, Form, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { type DepartNode, editDepart, queryDepartById } from '../../../api/depart.ts';
import { useAuth } from '../../../utils/permission.ts';
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
  const auth = useAuth();
  const canEdit = auth.has('system:depart:edit');
  const [form] = Form.useForm<DepartFormValues>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    queryDepartById(depart.id)
      .then((res) => {
        if (!current) return;
        if (!res.success || !res.result) {
          void message.warning(res.message);
          return;
        }
        const d = res.result;
        form.setFieldsValue({
          departName: d.departName,
          parentName,
          orgCode: d.orgCode,
          orgCategory: d.orgCategory,
          departOrder: d.departOrder,
          mobile: d.mobile ?? '',
          fax: d.fax ?? '',
          address: d.address ?? '',
          memo: d.memo ?? '',
        });
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [depart.id, parentName, form, message]);

  const submit = async (values: DepartFormValues) => {
    setSaving(true);
    try {
      const res = await editDepart({ ...toDepartInput(values), id: depart.id });
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
    <Spin spinning={loading}>
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

import type { ApiResult } from '@hcs/shared';
import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

/** The family's form layout in a modal: labels above the fields on a phone, beside them on wider screens. */
export const FORM_MODAL_LAYOUT = {
  labelCol: { xs: { span: 24 }, sm: { span: 5 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 17 } },
};

interface Props<T> {
  open: boolean;
  title: string;
  width?: number;
  form: FormInstance<T>;
  /** The form's name (its fields' ids start with it). */
  name: string;
  initialValues: Partial<T>;
  layout?: typeof FORM_MODAL_LAYOUT;
  /** Sends the validated values; the server's message tells how it went. */
  save(values: T): Promise<ApiResult<unknown>>;
  onClose(): void;
  onSaved(): void;
  /** Also told of a refusal (after its warning), e.g. to mark the field the server's message is about. */
  onRefused?(res: ApiResult<unknown>): void;
  children: ReactNode;
}

/**
 * A 新增 / 编辑 modal: OK validates the form, saves, shows the server's message (success, or a warning
 * when refused) and reports the save; the mask does not close it. Mount it anew (a new key) for each
 * opening: the form starts from `initialValues` only when it mounts.
 */
export function FormModal<T>({
  open,
  title,
  width = 800,
  form,
  name,
  initialValues,
  layout = FORM_MODAL_LAYOUT,
  save,
  onClose,
  onSaved,
  onRefused,
  children,
}: Props<T>) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: T;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const res = await save(values);
      if (res.success) {
        void message.success(res.message);
        onSaved();
      } else {
        void message.warning(res.message);
        onRefused?.(res);
      }
    } catch {
      // The request client has already shown what went wrong.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<T> form={form} name={name} initialValues={initialValues} {...layout}>
        {children}
      </Form>
    </Modal>
  );
}

import { Alert, Button, Form, type FormInstance, type FormProps } from 'antd';
import { type ReactNode, useState } from 'react';

interface SignInFormProps<Values> {
  /** The form's name: its fields' ids start with it (login_captcha). */
  name: string;
  form: FormInstance<Values>;
  initialValues?: FormProps<Values>['initialValues'];
  /** Sends the values; it throws when refused. Once it resolves the page moves on, so the button stays busy. */
  onFinish: (values: Values) => Promise<void>;
  /** Readies the form for another try after onFinish threw; returns what to show above the fields, or null. */
  onFailure: (failure: unknown) => string | null;
  /** The submit button's text. */
  submitText: string;
  /** The fields, between the error and the submit button. */
  children: ReactNode;
}

/** A sign-in page's form (登录, 注册): the fields, the last attempt's error above them and the submit button. */
export function SignInForm<Values>({
  name,
  form,
  initialValues,
  onFinish,
  onFailure,
  submitText,
  children,
}: SignInFormProps<Values>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      await onFinish(values);
    } catch (failure) {
      setError(onFailure(failure));
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      name={name}
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={finish}
    >
      {error ? <Alert className="hcs-login__error" type="error" showIcon title={error} role="alert" /> : null}
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}

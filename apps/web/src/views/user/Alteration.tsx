import { UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Steps } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetAlteration, verifyAlteration } from '../../api/alteration.ts';
import { LOGIN_PATH } from '../../app/router/paths.ts';
import { DragVerify } from '../../components/slider/DragVerify.tsx';
import { MobileField, SmsCodeField } from '../../components/sms/SmsFields.tsx';
import { useDocumentTitle } from '../../layouts/main/useDocumentTitle.ts';
import { refusalOf } from '../../utils/serverAction.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SLIDER_RULE } from './sliderRule.ts';
import './Login.css';

const STEPS = ['确认账号', '安全验证', '设置新密码', '完成'] as const;

interface Account {
  username: string;
  phone: string;
}

/** Runs a call of the recovery; a refusal's message comes back for the step to show, an HTTP failure was shown. */
async function attempt<T>(call: Promise<T>): Promise<{ value: T } | { error: string | null }> {
  try {
    return { value: await call };
  } catch (failure) {
    const refusal = refusalOf(failure);
    return { error: refusal ? refusal.message || '操作失败' : null };
  }
}

function StepError({ error }: { error: string | null }): ReactNode {
  return error ? (
    <Alert className="hcs-login__error" type="error" showIcon title={error} role="alert" />
  ) : null;
}

function AccountStep({ initial, onNext }: { initial: Account | null; onNext: (account: Account) => void }) {
  return (
    <Form<Account>
      name="alterationAccount"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={initial ?? undefined}
      onFinish={(v) => onNext({ username: v.username.trim(), phone: v.phone })}
    >
      <Form.Item
        label="用户名"
        name="username"
        rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
      >
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" placeholder="请输入用户名" />
      </Form.Item>
      <MobileField name="phone" placeholder="请输入账户绑定的手机号" />
      <Form.Item>
        <Button type="primary" htmlType="submit" block>
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}

interface VerifyValues {
  sliderVerified?: boolean;
  smscode: string;
}

function VerifyStep({
  account,
  onBack,
  onNext,
}: {
  account: Account;
  onBack: () => void;
  onNext: (ticket: string) => void;
}) {
  const [form] = Form.useForm<VerifyValues>();
  const verified = Form.useWatch('sliderVerified', form) === true;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: VerifyValues) => {
    setSubmitting(true);
    setError(null);
    const answer = await attempt(verifyAlteration({ ...account, smscode: values.smscode }));
    setSubmitting(false);
    if ('value' in answer) onNext(answer.value.result.ticket);
    else {
      setError(answer.error);
      form.setFieldValue('smscode', '');
    }
  };

  return (
    <Form<VerifyValues>
      name="alterationVerify"
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
    >
      <StepError error={error} />
      <p className="hcs-alteration__hint">
        验证码将发送到手机 {account.phone.slice(0, 3)}****{account.phone.slice(-4)}，请先拖动滑块完成验证。
      </p>
      <Form.Item name="sliderVerified" rules={[SLIDER_RULE]}>
        <DragVerify />
      </Form.Item>
      <SmsCodeField
        form="alterationVerify"
        name="smscode"
        mobile={() => account.phone}
        smsmode="2"
        username={account.username}
        disabled={!verified}
      />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          下一步
        </Button>
      </Form.Item>
      <Button type="link" block onClick={onBack}>
        上一步
      </Button>
    </Form>
  );
}

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

function PasswordStep({ ticket, onDone }: { ticket: string; onDone: () => void }) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: PasswordValues) => {
    setSubmitting(true);
    setError(null);
    const answer = await attempt(resetAlteration({ ticket, ...values }));
    setSubmitting(false);
    if ('value' in answer) onDone();
    else setError(answer.error);
  };

  return (
    <Form<PasswordValues>
      name="alterationPassword"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
    >
      <StepError error={error} />
      <NewPasswordFields label="新密码" />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          确定
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 忘记密码 (spec §2 /user/alteration): 确认账号 → 安全验证 → 设置新密码 → 完成. */
export default function Alteration() {
  useDocumentTitle('找回密码');
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<Account | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);

  let body: ReactNode;
  if (step === 0 || !account) {
    body = (
      <AccountStep
        initial={account}
        onNext={(next) => {
          setAccount(next);
          setStep(1);
        }}
      />
    );
  } else if (step === 1 || !ticket) {
    body = (
      <VerifyStep
        account={account}
        onBack={() => setStep(0)}
        onNext={(next) => {
          setTicket(next);
          setStep(2);
        }}
      />
    );
  } else if (step === 2) {
    body = <PasswordStep ticket={ticket} onDone={() => setStep(3)} />;
  } else {
    body = (
      <Result
        status="success"
        title={<h3 className="hcs-login__result-title">密码重置成功</h3>}
        subTitle="请使用新密码登录，之前的登录状态均已退出。"
        extra={
          <Button type="primary" size="large" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
            去登录
          </Button>
        }
      />
    );
  }

  return (
    <section className="hcs-login hcs-alteration" aria-labelledby="hcs-alteration-heading">
      <h2 id="hcs-alteration-heading" className="hcs-login__heading">
        找回密码
      </h2>
      <Steps
        className="hcs-alteration__steps"
        size="small"
        titlePlacement="vertical"
        responsive={false}
        current={step}
        items={STEPS.map((title) => ({ title }))}
      />
      {body}
      {step < 3 ? (
        <nav className="hcs-login__links" aria-label="账户">
          <Link to={LOGIN_PATH}>返回登录</Link>
        </nav>
      ) : null}
    </section>
  );
}

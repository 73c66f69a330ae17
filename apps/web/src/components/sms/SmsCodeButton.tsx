import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { loadFeedback } from '../../api/feedback.ts';
import { type SmsCodeMode, sendSmsCode } from '../../api/sms.ts';
import { runServerAction } from '../../utils/serverAction.ts';

/** Seconds before another code may be asked for. */
export const SMS_RESEND_SECONDS = 60;

export const smsButtonText = (secondsLeft: number) =>
  secondsLeft > 0 ? `${secondsLeft} 秒后重新获取` : '获取验证码';

export interface SmsCodeButtonProps {
  /**
   * The number to send the code to, read when the button is pressed. Null sends nothing: the getter
   * has marked the field (a form's `validateFields(['mobile'])`, say).
   */
  mobile: () => string | null | Promise<string | null>;
  smsmode: SmsCodeMode;
  /** The account the code is for (a forgotten password's code goes only to that account's phone). */
  username?: string;
  disabled?: boolean;
  className?: string;
}

/** 获取验证码: sends a text message code, then counts down 60 seconds before it can be asked again. */
export function SmsCodeButton({ mobile, smsmode, username, disabled, className }: SmsCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= until) {
        clearInterval(timer);
        setUntil(0);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const send = async () => {
    const number = await Promise.resolve(mobile()).catch(() => null);
    if (!number) return;
    setSending(true);
    try {
      // Static toasts: the button also serves the sign-in pages, which have no antd App around them.
      const { message } = await loadFeedback();
      const sent = await runServerAction(
        message,
        sendSmsCode({ mobile: number, smsmode, ...(username ? { username } : {}) }),
        { success: true },
      );
      if (!sent) return;
      if (!sent.message) void message.success('验证码已发送');
      const start = Date.now();
      setNow(start);
      setUntil(start + SMS_RESEND_SECONDS * 1000);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className={className}
      disabled={disabled || secondsLeft > 0}
      loading={sending}
      onClick={() => void send()}
    >
      {smsButtonText(secondsLeft)}
    </Button>
  );
}

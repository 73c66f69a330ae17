import type { Captcha } from './useCaptcha.ts';

/** The captcha image as a button: clicking it (or Enter/Space) fetches a new one. */
export function CaptchaButton({ captcha }: { captcha: Captcha }) {
  return (
    <button type="button" className="hcs-captcha" title="看不清？点击刷新验证码" onClick={captcha.refresh}>
      {captcha.src ? (
        <img src={captcha.src} alt="验证码" width={105} height={35} />
      ) : (
        <span className="hcs-captcha__text">
          {captcha.failed ? '验证码加载失败，点击重试' : '验证码加载中…'}
        </span>
      )}
    </button>
  );
}

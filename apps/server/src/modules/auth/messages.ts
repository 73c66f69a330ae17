/** The login refusals' texts, shared by every way in. */
export const LoginMessages = {
  captchaInvalid: '验证码无效',
  captchaWrong: '验证码错误',
  badCredentials: '用户名或密码错误',
  frozen: '该用户已冻结',
  tenantsFrozen: '与该用户关联的租户均已被冻结，无法登录！',
  locked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
} as const;

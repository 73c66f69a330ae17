import { defineResource } from '../resource/define.ts';
import { switchFlag } from '../resource/fields.ts';

/** What the first sign-in of an unknown outside account does (dictionary `third_login_mode`). */
export const THIRD_LOGIN_MODES = { bind: 'bind', create: 'create' } as const;

export const THIRD_LOGIN_URL_MESSAGE = '请输入以 http:// 或 https:// 开头的完整地址';

// The WHATWG URL parser of both ends (browsers, Node); this package's compiler settings name no platform.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** Why a provider's address cannot be called: not a whole http(s) address. */
function providerUrlProblem(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
      ? null
      : THIRD_LOGIN_URL_MESSAGE;
  } catch {
    return THIRD_LOGIN_URL_MESSAGE;
  }
}

const urlField = (label: string, placeholder: string) =>
  ({
    label,
    type: 'string',
    input: { required: true, max: 500, check: providerUrlProblem, placeholder },
    superQuery: true,
    detail: true,
  }) as const;

/**
 * 第三方登录 (系统管理 → 第三方登录): an OAuth 2.0 / OpenID Connect provider people may sign in with. The
 * client secret is a secret: stored sealed, never sent back.
 */
export const thirdLoginProviderResource = defineResource({
  title: '第三方登录',
  table: 'sys_third_login_provider',
  path: '/sys/thirdLogin/provider',
  permissionPrefix: 'system:thirdLogin',
  defaultSort: 'createTime',
  without: ['import', 'export'],
  checks: [
    {
      field: 'createRoleCode',
      reads: ['loginMode'],
      problem: (values) =>
        values.loginMode === THIRD_LOGIN_MODES.create && !values.createRoleCode
          ? '自动创建账号时请选择新账号的角色'
          : null,
    },
  ],
  fields: {
    code: {
      label: '登录标识',
      type: 'string',
      input: {
        required: true,
        max: 32,
        pattern: { regex: /^[a-z0-9_]+$/, message: '登录标识只能包含小写字母、数字和下划线' },
        unique: true,
        taken: '登录标识已存在',
        fixed: true,
        placeholder: '例如 wecom',
        hint: '用在回调地址中：<本系统地址>/hcs/sys/thirdLogin/callback/<登录标识>',
      },
      list: { width: 140 },
      search: true,
      superQuery: true,
      detail: true,
    },
    name: {
      label: '显示名称',
      type: 'string',
      input: { required: true, max: 50, hint: '登录页按钮显示为“使用 <显示名称> 登录”' },
      list: { width: 160 },
      search: true,
      superQuery: true,
      detail: true,
    },
    authorizeUrl: urlField('授权地址', '例如 https://idp.example.com/oauth2/authorize'),
    tokenUrl: urlField('令牌地址', '例如 https://idp.example.com/oauth2/token'),
    userinfoUrl: urlField('用户信息地址', '例如 https://idp.example.com/oauth2/userinfo'),
    clientId: {
      label: '客户端ID',
      type: 'string',
      input: { required: true, max: 200 },
      list: { width: 160, ellipsis: true },
      detail: true,
    },
    clientSecret: {
      label: '客户端密钥',
      type: 'string',
      sensitive: true,
      input: { required: true, max: 500, hint: '密钥加密保存，保存后不再显示；编辑时留空则不修改' },
    },
    scope: {
      label: '授权范围',
      type: 'string',
      input: {
        max: 200,
        default: 'openid profile',
        pattern: {
          regex: /^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/,
          message: '授权范围格式不正确，多个以空格分隔',
        },
      },
      detail: true,
    },
    userClaim: {
      label: '用户标识字段',
      type: 'string',
      input: {
        required: true,
        max: 64,
        default: 'sub',
        pattern: { regex: /^[A-Za-z0-9_.:-]+$/, message: '用户标识字段格式不正确' },
        hint: '用户信息中唯一标识用户的字段，通常为 sub',
      },
      detail: true,
    },
    nameClaim: {
      label: '显示名字段',
      type: 'string',
      input: {
        max: 64,
        pattern: { regex: /^[A-Za-z0-9_.:-]+$/, message: '显示名字段格式不正确' },
        placeholder: '例如 name',
      },
      detail: true,
    },
    loginMode: {
      label: '首次登录方式',
      type: 'string',
      dict: 'third_login_mode',
      input: { required: true, default: THIRD_LOGIN_MODES.bind },
      list: { width: 130 },
      superQuery: true,
      detail: true,
    },
    createRoleCode: {
      label: '新账号角色',
      type: 'string',
      dict: 'sys_role,role_name,role_code',
      input: { hint: '首次登录方式为“自动创建账号”时，新账号获得的角色' },
      detail: true,
    },
    status: switchFlag({
      label: '启用',
      default: 1,
      hint: '关闭后登录页不再显示该方式，也不能再用它登录',
      search: true,
    }),
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 170 }, superQuery: true, detail: true },
    updateBy: { label: '更新人', type: 'string' },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});

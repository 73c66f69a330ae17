import { defineResource } from '../resource/define.ts';
import { switchFlag } from '../resource/fields.ts';

/** Every gateway route lives under this path, so none can shadow the API base path or a page of the SPA. */
export const GATEWAY_ROOT = '/gw';

export const GATEWAY_PREFIX_MESSAGE =
  '路径前缀必须以 /gw/ 开头，只能包含字母、数字、下划线和短横线，例如 /gw/ext';
export const GATEWAY_URI_MESSAGE =
  '上游地址必须是以 http:// 或 https:// 开头的完整地址，例如 http://127.0.0.1:9000/api';
export const GATEWAY_URI_PARTS_MESSAGE = '上游地址不能包含用户名、密码、查询参数或锚点';

// The WHATWG URL parser of both ends (browsers, Node); this package's compiler settings name no platform.
declare const URL: new (
  input: string,
) => { protocol: string; hostname: string; username: string; password: string; search: string; hash: string };

/** Why an upstream address cannot be forwarded to: not a whole http(s) address, or one with extra parts. */
export function gatewayUpstreamProblem(value: string): string | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return GATEWAY_URI_MESSAGE;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return GATEWAY_URI_MESSAGE;
  }
  if (url.username || url.password || url.search || url.hash || value.includes('#')) {
    return GATEWAY_URI_PARTS_MESSAGE;
  }
  return null;
}

/** 网关路由 (系统管理 → 网关路由): requests under a path prefix forwarded by the server to an upstream. */
export const gatewayRouteResource = defineResource({
  title: '网关路由',
  table: 'sys_gateway_route',
  path: '/sys/gatewayRoute',
  permissionPrefix: 'system:gatewayRoute',
  defaultSort: 'createTime',
  without: ['import'],
  fields: {
    name: {
      label: '路由名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 150 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    pathPrefix: {
      label: '路径前缀',
      type: 'string',
      input: {
        required: true,
        max: 100,
        pattern: { regex: /^\/gw(\/[A-Za-z0-9_-]+)+$/, message: GATEWAY_PREFIX_MESSAGE },
        unique: true,
        taken: '该路径前缀已被其他路由使用',
        placeholder: '例如 /gw/ext',
        hint: '以 /gw/ 开头，例如 /gw/ext：访问本系统的 /gw/ext/… 的请求转发到上游地址',
      },
      list: { width: 180 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    uri: {
      label: '上游地址',
      type: 'string',
      input: {
        required: true,
        max: 500,
        check: gatewayUpstreamProblem,
        placeholder: '例如 http://127.0.0.1:9000/api',
      },
      list: { ellipsis: true },
      superQuery: true,
      detail: true,
      sheet: { width: 36 },
    },
    stripPrefix: switchFlag({
      label: '去除前缀',
      default: 1,
      hint: '开启：/gw/ext/items 转发到 上游地址/items；关闭：转发到 上游地址/gw/ext/items',
    }),
    isPublic: switchFlag({
      label: '公开访问',
      default: 0,
      hint: '关闭：只有已登录的用户可以访问（请求需带登录令牌，令牌不会转发给上游）；开启：无需登录即可访问，请只用于公开的接口',
    }),
    status: switchFlag({
      label: '状态',
      dict: 'gateway_status',
      default: 1,
      hint: '保存后立即生效，无需重启',
      width: 80,
      search: true,
    }),
    remark: {
      label: '备注',
      type: 'string',
      multiline: { minRows: 2, maxRows: 4 },
      input: { max: 200 },
      detail: true,
      sheet: { width: 30 },
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', superQuery: true, detail: true },
    updateBy: { label: '更新人', type: 'string' },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});

import { z } from 'zod';
import { optionalText, requiredMax, requiredText } from '../../core/schemaFields.ts';

/** Every gateway route lives under this path, so none can shadow the API base path or a page of the SPA. */
export const GATEWAY_ROOT = '/gw';

export const PREFIX_MESSAGE = '路径前缀必须以 /gw/ 开头，只能包含字母、数字、下划线和短横线，例如 /gw/ext';
export const URI_MESSAGE =
  '上游地址必须是以 http:// 或 https:// 开头的完整地址，例如 http://127.0.0.1:9000/api';
export const URI_PARTS_MESSAGE = '上游地址不能包含用户名、密码、查询参数或锚点';

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const plainUrl = (value: string) => {
  try {
    const url = new URL(value);
    return !url.username && !url.password && !url.search && !url.hash && !value.includes('#');
  } catch {
    return true;
  }
};

const flag = (message: string) =>
  z
    .union([z.boolean(), z.coerce.number()], { message })
    .transform((v) => (v === true || v === 1 ? 1 : v === false || v === 0 ? 0 : -1))
    .refine((v) => v !== -1, message);

export const routeFields = z.object({
  name: requiredText('路由名称', 1, 100),
  pathPrefix: requiredMax('路径前缀', 100).regex(/^\/gw(\/[A-Za-z0-9_-]+)+$/, PREFIX_MESSAGE),
  uri: requiredMax('上游地址', 500).refine(httpUrl, URI_MESSAGE).refine(plainUrl, URI_PARTS_MESSAGE),
  stripPrefix: flag('去除前缀只能是是或否').default(1),
  isPublic: flag('公开访问只能是是或否').default(0),
  status: flag('状态只能是启用或禁用').default(1),
  remark: optionalText(200, '备注不能超过200个字符'),
});

export const editId = z.object({ id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32) });

export type RouteInput = z.infer<typeof routeFields>;

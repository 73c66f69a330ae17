import type { ApiResult } from '@hcs/shared';
import { postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** 网关路由 as the list answers it (GET /sys/gatewayRoute/list). */
export interface GatewayRoute {
  id: string;
  name: string;
  pathPrefix: string;
  uri: string;
  /** 1: the prefix is removed before forwarding. */
  stripPrefix: number;
  /** 1: reachable without signing in. */
  isPublic: number;
  /** 1 enabled, 0 disabled. */
  status: number;
  remark: string | null;
  createTime?: string;
}

/** What the form edits: the flags as switches. */
export interface GatewayRouteForm {
  name: string;
  pathPrefix: string;
  uri: string;
  stripPrefix: boolean;
  isPublic: boolean;
  status: boolean;
  remark?: string;
}

export interface GatewayRouteInput {
  name: string;
  pathPrefix: string;
  uri: string;
  stripPrefix: number;
  isPublic: number;
  status: number;
  remark: string;
}

export const GATEWAY_ROUTE_URLS: ListUrls = {
  list: '/sys/gatewayRoute/list',
  delete: '/sys/gatewayRoute/delete',
  deleteBatch: '/sys/gatewayRoute/deleteBatch',
  exportXls: '/sys/gatewayRoute/exportXls',
};

export function addGatewayRoute(input: GatewayRouteInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/gatewayRoute/add', input);
}

export function editGatewayRoute(input: GatewayRouteInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/gatewayRoute/edit', input);
}

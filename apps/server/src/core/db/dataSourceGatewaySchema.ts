import type { Audit } from './schema.ts';

/** 多数据源: a connection definition other modules (online reports) may read from. */
export interface SysDataSourceTable extends Audit {
  id: string;
  code: string;
  name: string;
  /** postgres, mysql or sqlite (dict `database_type`). */
  dbType: string;
  host: string | null;
  port: number | null;
  /** The database name; for SQLite a file path inside the server's data dir. */
  dbName: string;
  dbUsername: string | null;
  /** AES-256-GCM ciphertext (see modules/dataSource/passwordBox.ts); never sent to a client. */
  dbPassword: string | null;
  remark: string | null;
}

/** 网关路由: requests under `pathPrefix` are forwarded to `uri` by the server's reverse proxy. */
export interface SysGatewayRouteTable extends Audit {
  id: string;
  name: string;
  /** e.g. /gw/ext; unique; always under /gw/. */
  pathPrefix: string;
  /** http(s) URL of the upstream. */
  uri: string;
  /** 1: the prefix is removed before forwarding (dict `yn`). */
  stripPrefix: number;
  /** 1: reachable without signing in (dict `yn`). */
  isPublic: number;
  /** 1 enabled, 0 disabled (dict `gateway_status`). */
  status: number;
  remark: string | null;
}

export interface DataSourceGatewayDatabase {
  sysDataSource: SysDataSourceTable;
  sysGatewayRoute: SysGatewayRouteTable;
}

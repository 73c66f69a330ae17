import type { ApiResult } from '@hcs/shared';
import { postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

export type DbType = 'postgres' | 'mysql' | 'sqlite';

export const DB_TYPE_DICT = 'database_type';
export const DEFAULT_PORTS: Record<Exclude<DbType, 'sqlite'>, number> = { postgres: 5432, mysql: 3306 };

/** 数据源 as the list answers it (GET /sys/dataSource/list); the password never comes back. */
export interface DataSource {
  id: string;
  code: string;
  name: string;
  dbType: DbType;
  dbType_dictText?: string;
  host: string | null;
  port: number | null;
  dbName: string;
  dbUsername: string | null;
  remark: string | null;
  createTime?: string;
}

export interface ConnectionInput {
  dbType: DbType;
  host?: string;
  port?: number | null;
  dbName: string;
  dbUsername?: string;
  /** Empty: keep (or, for 测试连接, use) the stored password. */
  dbPassword?: string;
}

export interface DataSourceInput extends ConnectionInput {
  code: string;
  name: string;
  remark?: string;
}

export const DATA_SOURCE_URLS: ListUrls = {
  list: '/sys/dataSource/list',
  delete: '/sys/dataSource/delete',
  deleteBatch: '/sys/dataSource/deleteBatch',
  exportXls: '/sys/dataSource/exportXls',
};

export function addDataSource(input: DataSourceInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/dataSource/add', input);
}

export function editDataSource(input: DataSourceInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/dataSource/edit', input);
}

export function testDataSource(input: ConnectionInput & { id?: string }): Promise<ApiResult<null>> {
  return postAction<null>('/sys/dataSource/testConnection', input);
}

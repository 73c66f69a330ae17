import { dataSourceResource, type ResourceRow } from '@hcs/shared';
import { type Done, postAction, putAction } from '../../../api/request.ts';

/** 数据源 as the list and queryById answer it; the password never comes back. */
export type DataSource = ResourceRow<typeof dataSourceResource>;

/** Where and how to connect: what 测试连接 takes. */
export interface ConnectionInput {
  dbType: string;
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

const { path } = dataSourceResource;

export function addDataSource(input: DataSourceInput): Promise<Done<null>> {
  return postAction<null>(`${path}/add`, input);
}

export function editDataSource(input: DataSourceInput & { id: string }): Promise<Done<null>> {
  return putAction<null>(`${path}/edit`, input);
}

export function testDataSource(input: ConnectionInput & { id?: string }): Promise<Done<null>> {
  return postAction<null>(`${path}/testConnection`, input);
}

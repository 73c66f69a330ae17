import { defineResource } from '../resource/define.ts';
import { codePattern } from '../resource/fields.ts';

/** The databases a data source can connect to (dictionary `database_type`). */
export const DATA_SOURCE_DB_TYPES = ['postgres', 'mysql', 'sqlite'] as const;
export type DataSourceDbType = (typeof DATA_SOURCE_DB_TYPES)[number];

/** Each server database's usual port, which a new definition starts with. */
export const DATA_SOURCE_DEFAULT_PORTS: Record<Exclude<DataSourceDbType, 'sqlite'>, number> = {
  postgres: 5432,
  mysql: 3306,
};

const PORT_MESSAGE = '端口必须是1到65535之间的整数';
const portProblem = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535 ? null : PORT_MESSAGE;

/**
 * 多数据源 (系统管理 → 多数据源): connections to PostgreSQL, MySQL / MariaDB or a SQLite file inside the
 * server's data dir. The password is a secret: stored sealed, never sent back.
 */
export const dataSourceResource = defineResource({
  title: '多数据源',
  table: 'sys_data_source',
  path: '/sys/dataSource',
  permissionPrefix: 'system:dataSource',
  defaultSort: 'createTime',
  without: ['import'],
  checks: [
    {
      // A SQLite file has no host; a server database needs one.
      field: 'host',
      reads: ['dbType'],
      problem: (values) => (values.dbType !== 'sqlite' && !values.host ? '请输入主机地址' : null),
    },
  ],
  fields: {
    code: {
      label: '数据源编码',
      type: 'string',
      input: {
        required: true,
        max: 100,
        pattern: codePattern('数据源编码'),
        unique: true,
        taken: '数据源编码已存在',
      },
      list: { width: 160 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    name: {
      label: '数据源名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 160 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    dbType: {
      label: '数据库类型',
      type: 'string',
      dict: 'database_type',
      input: { required: true },
      list: { width: 140 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 16 },
    },
    host: {
      label: '主机',
      type: 'string',
      input: {
        max: 255,
        pattern: { regex: /^[A-Za-z0-9._:[\]-]*$/, message: '主机地址格式不正确' },
        placeholder: '例如 127.0.0.1',
      },
      // The list shows host:port.
      list: { width: 180, title: '地址' },
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    port: {
      label: '端口',
      type: 'number',
      input: { check: portProblem },
      detail: true,
      sheet: { width: 8 },
    },
    dbName: {
      label: '数据库名',
      type: 'string',
      input: { required: true, max: 255 },
      list: { ellipsis: true },
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    dbUsername: {
      label: '用户名',
      type: 'string',
      input: { max: 100 },
      detail: true,
      sheet: { width: 16 },
    },
    dbPassword: {
      label: '密码',
      type: 'string',
      sensitive: true,
      input: { max: 200, hint: '密码加密保存，保存后不再显示' },
    },
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

import type { FormRule } from 'antd';

/** The server's rules for a data source (apps/server dataSource schema). */
export const dataSourceFormRules: Record<
  'code' | 'name' | 'dbType' | 'host' | 'port' | 'dbName',
  FormRule[]
> = {
  code: [
    { required: true, whitespace: true, message: '请输入数据源编码' },
    { max: 100, message: '数据源编码长度必须在1到100个字符之间' },
    { pattern: /^[A-Za-z0-9_-]+$/, message: '数据源编码只能包含字母、数字、下划线和短横线' },
  ],
  name: [
    { required: true, whitespace: true, message: '请输入数据源名称' },
    { max: 100, message: '数据源名称长度必须在1到100个字符之间' },
  ],
  dbType: [{ required: true, message: '请选择数据库类型' }],
  host: [
    { required: true, whitespace: true, message: '请输入主机地址' },
    { pattern: /^[A-Za-z0-9._:[\]-]*$/, message: '主机地址格式不正确' },
  ],
  port: [{ type: 'integer', min: 1, max: 65535, message: '端口必须是1到65535之间的整数' }],
  dbName: [
    { required: true, whitespace: true, message: '请输入数据库名' },
    { max: 255, message: '数据库名长度必须在1到255个字符之间' },
  ],
};

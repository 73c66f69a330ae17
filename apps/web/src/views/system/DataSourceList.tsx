import { dataSourceResource } from '@hcs/shared';
import { FormListPage } from '../../components/list/index.ts';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { DataSourceFormModal } from './dataSource/DataSourceFormModal.tsx';

const config = resourceListConfig(dataSourceResource, {
  render: {
    host: (_value, source) => (source.host ? `${source.host}${source.port ? `:${source.port}` : ''}` : '—'),
  },
});

/** 系统管理 → 多数据源: connection definitions (PostgreSQL, MySQL, SQLite) with 测试连接. */
export default function DataSourceList() {
  return (
    <FormListPage urlState config={config} form={DataSourceFormModal} nameOf={(record) => record.name} />
  );
}

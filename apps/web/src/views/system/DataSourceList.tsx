import { FormListPage } from '../../components/list/index.ts';
import { DataSourceFormModal } from './dataSource/DataSourceFormModal.tsx';
import { dataSourceListConfig } from './dataSource/dataSourceListConfig.ts';

/** 系统管理 → 多数据源: connection definitions (PostgreSQL, MySQL, SQLite) with 测试连接. */
export default function DataSourceList() {
  return (
    <FormListPage
      urlState
      config={dataSourceListConfig}
      form={DataSourceFormModal}
      nameOf={(record) => record.name}
    />
  );
}

import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import type { PermissionEntry } from './permissionApi.ts';

interface Props {
  state: ListPageState<PermissionEntry>;
  onAdd(): void;
  onImport(): void;
}

/** 新增菜单, 批量删除 (once rows are selected), 导出 and 导入, each behind `system:permission:*`. */
export function PermissionToolbar({ state, onAdd, onImport }: Props) {
  const auth = useAuth();
  const prefix = state.config.permissionPrefix;
  const granted = (action: string) => !prefix || auth.has(`${prefix}:${action}`);
  const selected = state.selectedRowKeys.length;

  return (
    <div className="hcs-list-toolbar">
      <Space wrap>
        {granted('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            新增菜单
          </Button>
        ) : null}
        {selected > 0 && granted('delete') ? (
          <Button danger icon={<DeleteOutlined />} onClick={state.removeSelected}>
            批量删除
          </Button>
        ) : null}
        {granted('export') ? (
          <Button icon={<DownloadOutlined />} onClick={() => void state.exportSheet()}>
            导出
          </Button>
        ) : null}
        {granted('import') ? (
          <Button icon={<UploadOutlined />} onClick={onImport}>
            导入
          </Button>
        ) : null}
      </Space>
      <output className="hcs-list-toolbar__selection" aria-live="polite">
        已选择 <strong>{selected}</strong> 项
        {selected > 0 ? (
          <Button type="link" size="small" onClick={() => state.setSelectedRowKeys([])}>
            清空
          </Button>
        ) : null}
      </output>
    </div>
  );
}

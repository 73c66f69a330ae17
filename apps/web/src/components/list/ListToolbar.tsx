import {
  DeleteOutlined,
  DownloadOutlined,
  FilterOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Badge, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useAuth } from '../../utils/permission.ts';
import type { ListPageState } from './types.ts';

interface Props<T> {
  state: ListPageState<T>;
  extra?: ReactNode;
  onAdd?: () => void;
  /** The add button's words (default 新增), e.g. 新增菜单. */
  addLabel?: string;
  /** false for a list without row selection: no 批量删除 and no 已选择 count. */
  selectable?: boolean;
  onImport(): void;
  onSuperQuery?: () => void;
  /** At the end of the toolbar, e.g. 列设置. */
  settings?: ReactNode;
}

/**
 * 新增, 导出, 导入, 高级查询 and 批量删除 (once rows are selected), each hidden unless
 * `<prefix>:add|export|import|delete` is granted (spec §6; with no prefix all show).
 */
export function ListToolbar<T>({
  state,
  extra,
  onAdd,
  addLabel = '新增',
  selectable = true,
  onImport,
  onSuperQuery,
  settings,
}: Props<T>) {
  const auth = useAuth();
  const { permissionPrefix: prefix, urls, superQueryFields } = state.config;
  const granted = (action: string) => !prefix || auth.has(`${prefix}:${action}`);
  const selected = state.selectedRowKeys.length;
  const superActive = state.superQuery.active;

  return (
    <div className="hcs-list-toolbar">
      <Space wrap>
        {onAdd && granted('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
        {urls.exportXls && granted('export') ? (
          <Button icon={<DownloadOutlined />} onClick={() => void state.exportSheet()}>
            导出
          </Button>
        ) : null}
        {urls.importExcel && granted('import') ? (
          <Button icon={<UploadOutlined />} onClick={onImport}>
            导入
          </Button>
        ) : null}
        {superQueryFields?.length && onSuperQuery ? (
          <Badge dot={superActive} offset={[-4, 4]}>
            <Button
              icon={<FilterOutlined />}
              className={superActive ? 'hcs-list-toolbar__super--active' : undefined}
              aria-label={superActive ? '高级查询（已有高级查询条件生效）' : '高级查询'}
              title={superActive ? '已有高级查询条件生效' : undefined}
              onClick={onSuperQuery}
            >
              高级查询
            </Button>
          </Badge>
        ) : null}
        {selectable && selected > 0 && (urls.deleteBatch || urls.deleteOf) && granted('delete') ? (
          <Button danger icon={<DeleteOutlined />} onClick={state.removeSelected}>
            批量删除
          </Button>
        ) : null}
        {extra}
      </Space>
      <Space wrap className="hcs-list-toolbar__end">
        {selectable ? (
          <output className="hcs-list-toolbar__selection" aria-live="polite">
            已选择 <strong>{selected}</strong> 项
            {selected > 0 ? (
              <Button type="link" size="small" onClick={() => state.setSelectedRowKeys([])}>
                清空
              </Button>
            ) : null}
          </output>
        ) : null}
        {settings}
      </Space>
    </div>
  );
}

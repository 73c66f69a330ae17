import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Input, Space, Spin, Tree } from 'antd';
import type { DepartNode } from '../../../api/depart.ts';
import { INPUT_CLEAR } from '../../../components/form/iconNames.tsx';
import { useAuth } from '../../../utils/permission.ts';
import type { DepartTree } from './useDepartTree.ts';

interface Props {
  tree: DepartTree;
  selected: DepartNode | null;
  onSelect(node: DepartNode | null): void;
  /** Opens the add dialog: top level (null) or under the given department. Without it: no add buttons. */
  onAdd?(parent: DepartNode | null): void;
  /** Deletes the department with its subtree (already confirmed). Without it: no delete button. */
  onDelete?(node: DepartNode): Promise<void>;
  onExport?(): void;
  onImport?(): void;
}

/** The organisation tree with its search box and the department buttons, each behind its permission. */
export function DepartTreeCard({ tree, selected, onSelect, onAdd, onDelete, onExport, onImport }: Props) {
  const auth = useAuth();
  const { modal, message } = App.useApp();

  const confirmDelete = () => {
    if (!selected) {
      void message.warning('请选择一个部门');
      return;
    }
    modal.confirm({
      title: '确认删除',
      content: '确定删除该部门及其下级部门吗?',
      onOk: () => onDelete?.(selected),
    });
  };

  return (
    <Card variant="borderless" className="hcs-depart-tree" title="部门">
      <Space wrap className="hcs-depart-tree__tools">
        {onAdd && auth.has('system:depart:add') ? (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd(null)}>
              添加部门
            </Button>
            <Button icon={<PlusOutlined />} disabled={!selected} onClick={() => selected && onAdd(selected)}>
              添加下级
            </Button>
          </>
        ) : null}
        {onDelete && auth.has('system:depart:delete') ? (
          <Button danger icon={<DeleteOutlined />} disabled={!selected} onClick={confirmDelete}>
            删除
          </Button>
        ) : null}
        {onExport && auth.has('system:depart:export') ? (
          <Button icon={<DownloadOutlined />} onClick={onExport}>
            导出
          </Button>
        ) : null}
        {onImport && auth.has('system:depart:import') ? (
          <Button icon={<UploadOutlined />} onClick={onImport}>
            导入
          </Button>
        ) : null}
      </Space>
      <Input.Search
        className="hcs-depart-tree__search"
        placeholder="请输入部门名称"
        aria-label="搜索部门"
        allowClear={INPUT_CLEAR}
        enterButton="查询"
        onSearch={(value) => void tree.search(value)}
      />
      {selected ? (
        <p className="hcs-depart-tree__current" aria-live="polite">
          当前选择：<strong>{selected.departName}</strong>
          <Button type="link" size="small" onClick={() => onSelect(null)}>
            取消选择
          </Button>
        </p>
      ) : null}
      <Spin spinning={tree.loading}>
        {tree.nodes.length > 0 ? (
          <Tree<DepartNode>
            blockNode
            showLine
            treeData={tree.nodes}
            expandedKeys={tree.expandedKeys}
            onExpand={(keys) => tree.setExpandedKeys(keys.map(String))}
            selectedKeys={selected ? [selected.key] : []}
            onSelect={(_keys, info) => onSelect(info.selected ? info.node : null)}
          />
        ) : (
          <Empty description={tree.keyword ? '没有匹配的部门' : '暂无部门'} />
        )}
      </Spin>
    </Card>
  );
}

import type { TreeDictNode } from '@hcs/shared';
import { useEffect, useState } from 'react';
import { loadCategoryTreeData } from '../../../../api/category.ts';
import {
  EditableGrid,
  type GridColumn,
  type GridRow,
  type GridTreeConfig,
} from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '分类名称', type: 'normal', width: 260 },
  { key: 'code', title: '分类编码', type: 'normal', width: 160 },
  { key: 'remark', title: '备注', type: 'input' },
];

// Every category offers to expand: the server's answer decides, and one with none becomes a leaf.
const toRow = (item: Record<string, unknown>): GridRow => {
  const node = item as unknown as TreeDictNode & { code?: string };
  return { id: node.key, name: node.title, code: node.code ?? '', hasChildren: true };
};

const TREE: GridTreeConfig = { url: '/sys/category/loadTreeData', parentKey: 'pid', toRow };

/** The tree table over the real category tree (/sys/category/loadTreeData). */
export function GridTreeDemo() {
  const [rows, setRows] = useState<GridRow[]>([]);
  useEffect(() => {
    loadCategoryTreeData({}).then(
      (nodes) => setRows(nodes.map((node) => toRow(node as unknown as Record<string, unknown>))),
      // A demo page: without the tree (refused, or a failure already shown) the grid stays empty.
      () => undefined,
    );
  }, []);
  return (
    <GalleryDemo
      title="树形表格"
      description="分类字典树：首次展开时才加载下级（先显示 loading... 占位行），没有下级的行变为叶子；父键参数默认 parentId，这里为 pid。"
    >
      <EditableGrid aria-label="树形表格" columns={COLUMNS} rows={rows} toolbar={false} tree={TREE} />
    </GalleryDemo>
  );
}

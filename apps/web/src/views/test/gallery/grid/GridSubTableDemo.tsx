import { Button } from 'antd';
import { useRef } from 'react';
import {
  EditableGrid,
  type EditableGridHandle,
  type GridColumn,
  type GridRow,
} from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';

const MASTER: GridColumn[] = [
  { key: 'name', title: '服务单', type: 'input' },
  { key: 'person', title: '服务对象', type: 'input' },
];

const DETAIL: GridColumn[] = [
  { key: 'rowNumber', title: '序号', type: 'rowNumber' },
  { key: 'item', title: '服务项目', type: 'normal' },
  { key: 'hours', title: '时长', type: 'normal' },
];

const ORDERS: GridRow[] = [
  { id: 'order-1', name: '助餐服务单', person: '张三' },
  { id: 'order-2', name: '康复服务单', person: '李四' },
  { id: 'order-3', name: '探访服务单', person: '王五' },
];

const ITEMS: Record<string, GridRow[]> = {
  'order-1': [
    { id: 'i1', item: '送餐上门', hours: '1' },
    { id: 'i2', item: '协助进食', hours: '0.5' },
  ],
  'order-2': [{ id: 'i3', item: '康复训练', hours: '2' }],
  'order-3': [],
};

function Detail({ row }: { row: GridRow }) {
  return (
    <EditableGrid
      aria-label={`${String(row.name ?? '')}的明细`}
      columns={DETAIL}
      rows={ITEMS[row.id] ?? []}
      toolbar={false}
      disabled
      maxHeight={200}
    />
  );
}

/** Sub-table popover: the 子表 button of a row toggles its details under (or over) the row. */
export function GridSubTableDemo() {
  const grid = useRef<EditableGridHandle>(null);
  // The new row is drawn on the next render: opening at once goes through the 100 ms retries.
  const addAndOpen = () => {
    const [row] = grid.current?.addRows({ name: '新服务单', person: '' }) ?? [];
    if (row) grid.current?.toggleSubTable(row.id);
  };
  return (
    <GalleryDemo
      title="子表"
      description="点击行首的子表按钮展开该行的明细；再次点击同一行收起，点击另一行则切换。下方空间超过 350px 时在行下方弹出，否则在上方。"
    >
      <Button style={{ marginBottom: 8 }} onClick={addAndOpen}>
        新增并打开子表
      </Button>
      <EditableGrid
        ref={grid}
        aria-label="子表"
        columns={MASTER}
        rows={ORDERS}
        toolbar={false}
        renderSubTable={(row) => <Detail row={row} />}
      />
    </GalleryDemo>
  );
}

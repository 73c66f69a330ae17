import { useState } from 'react';
import {
  EditableGrid,
  type GridColumn,
  type GridRow,
  type GridSelectionEvent,
} from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '服务对象', type: 'input' },
  { key: 'phone', title: '联系电话', type: 'input' },
];

const ROWS: GridRow[] = [
  { id: 'radio-1', name: '张三', phone: '13800000001' },
  { id: 'radio-2', name: '李四', phone: '13800000002' },
  { id: 'radio-3', name: '王五', phone: '13800000003' },
];

const TITLE = '单选行';

/** rowSelection="radio": one row at a time; choosing another drops the first. */
export function GridRadioDemo() {
  const [rows] = useState(ROWS);
  const [event, setEvent] = useState<{ type: string; selectedIds: string[] }>();
  const onSelectionChange = (e: GridSelectionEvent) => setEvent({ type: e.type, selectedIds: e.selectedIds });
  return (
    <GalleryDemo
      title={TITLE}
      description='rowSelection="radio"：行首是单选按钮，一次只能选中一行；选中另一行时前一行自动取消。下方显示最近一次选择事件。'
      value={event}
    >
      <EditableGrid
        aria-label={TITLE}
        columns={COLUMNS}
        rows={rows}
        rowSelection="radio"
        toolbar={false}
        onSelectionChange={onSelectionChange}
      />
    </GalleryDemo>
  );
}

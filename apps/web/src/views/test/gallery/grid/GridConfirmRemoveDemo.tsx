import { App, Button } from 'antd';
import { useRef, useState } from 'react';
import {
  EditableGrid,
  type EditableGridHandle,
  type GridColumn,
  type GridRow,
} from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';

export const CONFIRM_REMOVE_TEXT = '确定删除选中的已保存行吗？';

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '服务项目', type: 'input' },
  { key: 'hours', title: '时长', type: 'inputNumber' },
];

const ROWS: GridRow[] = [
  { id: 'saved-1', name: '助餐', hours: 1 },
  { id: 'saved-2', name: '助浴', hours: 2 },
  { id: 'saved-3', name: '助洁', hours: 3 },
];

const TITLE = '删除确认';

/** confirmRemove: removing saved rows waits for the user's answer in a dialog; new rows go at once. */
export function GridConfirmRemoveDemo() {
  const { modal } = App.useApp();
  const grid = useRef<EditableGridHandle>(null);
  const [rows] = useState(ROWS);
  const [result, setResult] = useState<unknown>();
  const confirmRemove = (removing: GridRow[]) =>
    new Promise<boolean>((resolve) => {
      const names = removing.map((r) => String(r.name ?? '')).join('、');
      modal.confirm({
        title: CONFIRM_REMOVE_TEXT,
        content: `将删除：${names}`,
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  const collect = async () => {
    const values = await grid.current?.getValues({ rejectOnError: false });
    setResult(values ? { rows: values.rows.length, deleteIds: values.deleteIds } : undefined);
  };
  return (
    <GalleryDemo
      title={TITLE}
      description="confirmRemove：勾选已保存的行后点删除，会先弹窗确认，确定才删除（记入 deleteIds），取消则保留；新增未保存的行直接删除。"
      value={result}
    >
      <Button style={{ marginBottom: 8 }} onClick={collect}>
        取值
      </Button>
      <EditableGrid
        ref={grid}
        aria-label={TITLE}
        columns={COLUMNS}
        rows={rows}
        rowSelection="checkbox"
        confirmRemove={confirmRemove}
      />
    </GalleryDemo>
  );
}

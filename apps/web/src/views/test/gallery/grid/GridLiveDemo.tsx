import { useState } from 'react';
import { EditableGrid, type GridColumn, type GridRow } from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';

/** The page id the gallery's live grid shares with every other open gallery. */
export const GALLERY_SOCKET_PAGE = 'gallery-grid-live';

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '服务对象', type: 'input' },
  { key: 'hours', title: '服务时长', type: 'inputNumber', statistics: 'sum' },
  { key: 'done', title: '已完成', type: 'switch' },
];

const ROWS: GridRow[] = [
  { id: 'live-1', name: '张三', hours: 2, done: 'N' },
  { id: 'live-2', name: '李四', hours: 3, done: 'Y' },
  { id: 'live-3', name: '王五', hours: 1, done: 'N' },
];

/** Live updates: two browsers on this tab see each other's edits, the changed cell lit for 1400 ms. */
export function GridLiveDemo() {
  const [rows] = useState(ROWS);
  return (
    <GalleryDemo
      title="实时协同"
      description="socketPageId：打开同一页面（页面 id 相同）的其他用户修改单元格后，这里即时更新，变动的单元格高亮 1.4 秒。可在两个浏览器中打开本页试试。"
    >
      <EditableGrid
        aria-label="实时协同"
        columns={COLUMNS}
        rows={rows}
        toolbar={false}
        socketPageId={GALLERY_SOCKET_PAGE}
      />
    </GalleryDemo>
  );
}

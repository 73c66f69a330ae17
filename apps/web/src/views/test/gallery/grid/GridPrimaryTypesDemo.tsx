import { Button } from 'antd';
import { useState } from 'react';
import { EditableGrid, type GridColumn, type GridRow } from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';
import { useCollectedValues } from './useCollectedValues.ts';

const CITIES = ['北京', '上海', '广州', '深圳'].map((c) => ({ value: c, text: c }));

/** The spec's own spellings of the types the big demo shows under their alias names. */
const COLUMNS: GridColumn[] = [
  { key: 'city', title: '城市(select-search)', type: 'select-search', options: CITIES, width: 150 },
  { key: 'cities', title: '城市(select-multiple)', type: 'select-multiple', options: CITIES, width: 240 },
  { key: 'depart', title: '部门(departSelect)', type: 'departSelect', width: 240 },
  { key: 'user', title: '用户(userSelect)', type: 'userSelect', width: 240 },
  { key: 'files', title: '附件(upload)', type: 'upload', width: 200 },
  {
    key: 'locked',
    title: '附件(不可下载删除)',
    type: 'upload',
    width: 200,
    allowDownload: false,
    allowRemove: false,
  },
];

const ROWS: GridRow[] = [{ id: 'primary-1', city: '上海', cities: '北京,深圳' }];

const TITLE = '列类型的正式名称';

/** select-search, select-multiple, departSelect, userSelect and upload, as the spec spells them. */
export function GridPrimaryTypesDemo() {
  const { grid, result, collect } = useCollectedValues();
  const [rows] = useState(ROWS);
  return (
    <GalleryDemo
      title={TITLE}
      description="上面的示例用别名（sel_search、list_multi、sel_depart、sel_user、file）；这里用规范中的正式名称。最后一列 allowDownload 与 allowRemove 为 false：上传后不显示下载和删除按钮。"
      value={result}
    >
      <Button style={{ marginBottom: 8 }} onClick={collect}>
        取值
      </Button>
      <EditableGrid ref={grid} aria-label={TITLE} columns={COLUMNS} rows={rows} toolbar={false} />
    </GalleryDemo>
  );
}

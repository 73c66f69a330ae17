import { Button } from 'antd';
import { useState } from 'react';
import { EditableGrid, type GridColumn, type GridRow } from '../../../../components/grid/index.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';
import { useCollectedValues } from './useCollectedValues.ts';

/** The seeded users, by username: saved rows hold usernames and the grid shows their names. */
const USER_DICT = 'sys_user,realname,username';

// Widths of their own: the eight columns fit a card on a 1280 px screen.
const COLUMNS: GridColumn[] = [
  { key: 'drag', title: '排序', type: 'dragSort' },
  { key: 'name', title: '名称', type: 'input', sorter: true, width: 100 },
  { key: 'amount', title: '金额', type: 'inputNumber', sorter: true, statistics: 'sum', width: 100 },
  { key: 'orderNo', title: '序号', type: 'normal', isOrder: true, width: 60 },
  { key: 'price', title: '单价', type: 'input', number: true, statistics: 'sum', width: 100 },
  { key: 'owner', title: '负责人', type: 'sel_search_async', dict: USER_DICT, width: 130 },
  { key: 'detail', title: '说明', type: 'normal', showDetails: true, width: 200 },
  { key: 'remark', title: '备注', type: 'input', props: { maxLength: 10 }, width: 110 },
];

const ROWS: GridRow[] = [
  {
    id: 'keys-1',
    name: '苹果',
    amount: 30,
    orderNo: 1,
    price: 12,
    owner: 'admin',
    detail: '红富士苹果，产自山东烟台，脆甜多汁，适合冷藏保存两周以内食用。',
    remark: '整箱',
  },
  {
    id: 'keys-2',
    name: '香蕉',
    amount: 8,
    orderNo: 2,
    price: 3,
    owner: 'zhuguan',
    detail: '海南香蕉，七成熟采摘，常温放置两三天后口感最好，不宜冷藏。',
    remark: '',
  },
  {
    id: 'keys-3',
    name: '橙子',
    amount: 15,
    orderNo: 3,
    price: 6,
    owner: 'fuwu',
    detail: '赣南脐橙',
    remark: '',
  },
];

const TITLE = '列属性 (sorter、isOrder、number、dict、showDetails、props)';

/** The column keys that change how a column behaves rather than what it is. */
export function GridColumnKeysDemo() {
  const { grid, result, collect } = useCollectedValues();
  const [rows] = useState(ROWS);
  return (
    <GalleryDemo
      title={TITLE}
      description="名称、金额可点表头排序（升序 → 降序 → 不排序，只改显示顺序，排序时不能移动行）；序号是 isOrder 列，拖动或上移下移后重新编号；单价是 number 输入列，只能输入数字并合计；负责人按用户字典异步搜索，已保存的值显示姓名；说明超过 25 个字时截断，悬停或键盘聚焦显示全文；备注通过 props 传入 maxLength: 10（汉字按 2 个字符计）。"
      value={result}
    >
      <Button style={{ marginBottom: 8 }} onClick={collect}>
        取值
      </Button>
      <EditableGrid ref={grid} aria-label="列属性" columns={COLUMNS} rows={rows} rowSelection="checkbox" />
    </GalleryDemo>
  );
}

import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { EditableGrid, type GridColumn, type GridRow } from '../../../components/grid/index.ts';
import { GalleryDemo } from './GalleryDemo.tsx';
import { GridAuthDemo } from './grid/GridAuthDemo.tsx';
import { GridColumnKeysDemo } from './grid/GridColumnKeysDemo.tsx';
import { GridConfirmRemoveDemo } from './grid/GridConfirmRemoveDemo.tsx';
import { GridLiveDemo } from './grid/GridLiveDemo.tsx';
import { GridMasterDetailDemo } from './grid/GridMasterDetailDemo.tsx';
import { GridPrimaryTypesDemo } from './grid/GridPrimaryTypesDemo.tsx';
import { GridRadioDemo } from './grid/GridRadioDemo.tsx';
import { GridSubTableDemo } from './grid/GridSubTableDemo.tsx';
import { GridTreeDemo } from './grid/GridTreeDemo.tsx';
import { useCollectedValues } from './grid/useCollectedValues.ts';

// biome-ignore lint/suspicious/noTemplateCurlyInString: the grid's own placeholder, filled with the column title
const TITLE = '${title}';

const LEVELS = [
  { value: '1', text: '一级' },
  { value: '2', text: '二级' },
  { value: '3', text: '三级' },
];

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '成都', '武汉'];

const ALL_TYPES: GridColumn[] = [
  { key: 'rowNumber', title: '序号', type: 'rowNumber' },
  { key: 'expand', title: '展开', type: 'expand' },
  { key: 'dragSort', title: '排序', type: 'dragSort' },
  {
    key: 'name',
    title: '名称',
    type: 'input',
    placeholder: `请输入${TITLE}`,
    validateRules: [{ required: true }, { unique: true, message: `${TITLE}不能重复` }],
  },
  {
    key: 'code',
    title: '编码',
    type: 'input',
    validateRules: [{ pattern: 's', message: `${TITLE}只能是字母` }],
  },
  { key: 'phone', title: '手机', type: 'input', validateRules: [{ pattern: 'm' }] },
  {
    key: 'amount',
    title: '金额',
    type: 'inputNumber',
    statistics: ['sum', 'average'],
    validateRules: [
      {
        handler: async ({ value }) => (Number(value) > 10000 ? '金额不能超过10000' : null),
      },
    ],
  },
  { key: 'remark', title: '备注', type: 'textarea', placeholder: '点击填写' },
  { key: 'intro', title: '简介', type: 'input_pop', placeholder: '点击填写' },
  { key: 'level', title: '级别', type: 'select', options: LEVELS, placeholder: '请选择' },
  {
    key: 'cities',
    title: '城市(多选)',
    type: 'list_multi',
    options: CITIES.map((c) => ({ value: c, text: c })),
  },
  {
    key: 'city',
    title: '城市(搜索)',
    type: 'sel_search',
    options: CITIES.map((c) => ({ value: c, text: c })),
  },
  {
    key: 'cityAsync',
    title: '城市(异步)',
    type: 'sel_search_async',
    search: async (keyword) => CITIES.filter((c) => c.includes(keyword)).map((c) => ({ value: c, text: c })),
  },
  {
    key: 'sex',
    title: '性别',
    type: 'radio',
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { key: 'agree', title: '同意', type: 'checkbox', customValue: ['1', '0'] },
  { key: 'birthday', title: '生日', type: 'date' },
  { key: 'meetAt', title: '会面时间', type: 'datetime' },
  { key: 'clock', title: '打卡', type: 'time' },
  { key: 'enabled', title: '启用', type: 'switch' },
  { key: 'progress', title: '进度', type: 'progress' },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'depart', title: '部门', type: 'sel_depart' },
  { key: 'user', title: '用户', type: 'sel_user' },
  {
    key: 'contact',
    title: '联系人',
    type: 'popup',
    width: 200,
    popupCode: 'report_user',
    orgFields: 'realname,username',
    destFields: 'contact,contactAccount',
  },
  { key: 'contactAccount', title: '联系人账号', type: 'normal' },
  { key: 'files', title: '附件', type: 'file', width: 200 },
  { key: 'pics', title: '图片', type: 'image', width: 200 },
  {
    key: 'note',
    title: '插槽',
    type: 'slot',
    render: ({ row }) => <span>{`#${String(row.name ?? '')}`}</span>,
  },
  { key: 'memo', title: '只读', type: 'normal' },
  { key: 'secret', title: '隐藏', type: 'hidden' },
];

const FIRST_ROWS: GridRow[] = [
  {
    id: '1001',
    name: '苹果',
    code: 'apple',
    amount: 12,
    level: '1',
    enabled: 'Y',
    progress: 40,
    memo: '已保存',
    secret: 's1',
    orderNum: 1,
  },
  {
    id: '1002',
    name: '香蕉',
    code: 'banana',
    amount: 30,
    level: '2',
    enabled: 'N',
    progress: 80,
    memo: '已保存',
    secret: 's2',
    orderNum: 2,
  },
  {
    id: '1003',
    name: '橙子',
    code: 'orange',
    amount: 7,
    level: '3',
    enabled: 'Y',
    progress: 10,
    memo: '已保存',
    secret: 's3',
    orderNum: 3,
  },
];

function AllTypesDemo() {
  const { grid, result, collect } = useCollectedValues();
  const [rows, setRows] = useState<GridRow[]>(FIRST_ROWS);
  const [events, setEvents] = useState<string[]>([]);
  const reload = () =>
    setRows(FIRST_ROWS.map((r, i) => (i === 1 ? { ...r, amount: 99, name: '香蕉（新）' } : r)));
  return (
    <GalleryDemo
      title="全部列类型"
      description="每种列类型各一列（弹窗列选用户后把账号填入联系人账号）；勾选行后可插入、上移、下移、删除；拖动把手排序；取值会先校验。"
      value={result}
    >
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={collect}>取值</Button>
        <Button onClick={reload}>重新加载</Button>
      </Space>
      <EditableGrid
        ref={grid}
        aria-label="全部列类型"
        columns={ALL_TYPES}
        rows={rows}
        rowSelection="checkbox"
        isRowDisabled={(row) => row.id === '1003'}
        renderExpand={(row) => `展开内容：${String(row.name ?? '')}`}
        onSelectionChange={(e) => setEvents((list) => [...list.slice(-3), e.type])}
      />
      <div data-testid="grid-events">选择事件：{events.join(',')}</div>
    </GalleryDemo>
  );
}

const CLICK_COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'level', title: '级别', type: 'select', options: LEVELS },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: 'sum' },
];

function ClickToEditDemo() {
  const [rows] = useState<GridRow[]>([
    { id: '1', name: '一号', level: '1', qty: 3 },
    { id: '2', name: '二号', level: '2', qty: 4 },
  ]);
  return (
    <GalleryDemo
      title="点击编辑"
      description="alwaysEdit 关闭：点击单元格才可编辑，在别处松开鼠标即结束编辑。"
    >
      <EditableGrid
        aria-label="点击编辑"
        columns={CLICK_COLUMNS}
        rows={rows}
        alwaysEdit={false}
        toolbar={false}
      />
    </GalleryDemo>
  );
}

const BIG_COLUMNS: GridColumn[] = [
  { key: 'rowNumber', title: '序号', type: 'rowNumber' },
  ...Array.from(
    { length: 19 },
    (_, i): GridColumn => ({
      key: `c${i}`,
      title: `列${i + 1}`,
      type: i % 3 === 1 ? 'inputNumber' : 'input',
    }),
  ),
];

function bigRows(): GridRow[] {
  return Array.from({ length: 10_000 }, (_, r) => {
    const row: GridRow = { id: String(r + 1) };
    for (let c = 0; c < 19; c++) row[`c${c}`] = c % 3 === 1 ? r * c : `R${r + 1}C${c + 1}`;
    return row;
  });
}

function VirtualDemo() {
  const rows = useMemo(bigRows, []);
  return (
    <GalleryDemo title="一万行" description="10,000 行 × 20 列，虚拟滚动：只渲染可见的约 9 行。">
      <EditableGrid aria-label="一万行" columns={BIG_COLUMNS} rows={rows} toolbar={false} />
    </GalleryDemo>
  );
}

/** The editable grid's tab of the component gallery. */
export default function GridSection() {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AllTypesDemo />
      <GridPrimaryTypesDemo />
      <GridColumnKeysDemo />
      <GridRadioDemo />
      <GridConfirmRemoveDemo />
      <GridAuthDemo />
      <ClickToEditDemo />
      <GridLiveDemo />
      <GridTreeDemo />
      <GridSubTableDemo />
      <GridMasterDetailDemo />
      <VirtualDemo />
    </Space>
  );
}

import { Table, type TableColumnsType, type TableRef } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { EditableGrid, type GridColumn, type GridRow } from '../components/grid/index.ts';

/** grid: the EditableGrid; table: a plain antd Table, virtual off and no pagination; tableVirtual: the same with `virtual`. */
export type BenchSubject = 'grid' | 'table' | 'tableVirtual';

declare global {
  interface Window {
    /** Scrolls the subject's body to `top` px. */
    benchScrollTo?: (top: number) => void;
    /** How far the subject's body scrolls. */
    benchScrollHeight?: () => number;
  }
}

const HEIGHT = 400;
const COLUMN_WIDTH = 120;
/** The rows the subject's body shows: the grid's virtual rows or antd's row elements. */
const ROW_SELECTOR: Record<BenchSubject, string> = {
  grid: '.hcs-grid__row',
  table: '.ant-table-row',
  tableVirtual: '.ant-table-row',
};
const BODY_SELECTOR: Record<BenchSubject, string> = {
  grid: '.hcs-grid__scroller',
  table: '.ant-table-body',
  tableVirtual: '.ant-table-tbody-virtual-holder',
};

interface BenchViewProps {
  subject: BenchSubject;
  columns: readonly GridColumn[];
  rows: GridRow[];
  /** Once the first rows are in the document. */
  onMounted(): void;
}

function PlainTable(props: { rows: GridRow[]; columns: readonly GridColumn[]; virtual: boolean }) {
  const [rows, setRows] = useState(props.rows);
  const table = useRef<TableRef>(null);
  const columns = useMemo<TableColumnsType<GridRow>>(
    () => props.columns.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title, width: COLUMN_WIDTH })),
    [props.columns],
  );
  useEffect(() => {
    if (props.virtual) window.benchScrollTo = (top) => table.current?.scrollTo({ top });
  }, [props.virtual]);
  // A plain Table has no inputs: a key typed on it changes the first cell's data, as an edit would.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.length !== 1) return;
    const key = event.key;
    setRows((previous) => {
      const next = previous.slice();
      const first = previous[0];
      if (first) next[0] = { ...first, c0: `${String(first.c0)}${key}` };
      return next;
    });
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the bench types into the table as a whole
    <section tabIndex={0} aria-label="antd 表格" onKeyDown={onKeyDown}>
      <Table<GridRow>
        ref={table}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        virtual={props.virtual}
        scroll={{ x: COLUMN_WIDTH * props.columns.length, y: HEIGHT }}
        size="middle"
      />
    </section>
  );
}

/** One subject of the benchmark with the hooks the bench script drives it by. */
export function BenchView(props: BenchViewProps) {
  const { subject, onMounted } = props;
  useEffect(() => {
    window.benchScrollHeight = () => {
      const body = document.querySelector(BODY_SELECTOR[subject]);
      return body ? body.scrollHeight - body.clientHeight : 0;
    };
    window.benchScrollTo ??= (top) => {
      const body = document.querySelector(BODY_SELECTOR[subject]);
      if (body) body.scrollTop = top;
    };
    // Wait for the rows: a virtual list may draw them a render after mounting.
    const check = () => {
      if (document.querySelector(ROW_SELECTOR[subject])) onMounted();
      else requestAnimationFrame(check);
    };
    check();
  }, [subject, onMounted]);
  if (subject === 'grid')
    return <EditableGrid aria-label="一万行" columns={props.columns} rows={props.rows} toolbar={false} />;
  return <PlainTable rows={props.rows} columns={props.columns} virtual={subject === 'tableVirtual'} />;
}

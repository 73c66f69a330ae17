import type { TableColumnsType } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  columnChoiceKey,
  columnOptions,
  loadHiddenColumns,
  visibleColumns,
} from '../src/components/list/columnChoice.ts';
import { setLocal } from '../src/utils/storage.ts';

interface Row {
  orderNo: string;
  title: string;
  assigneeName: string;
}

const columns: TableColumnsType<Row> = [
  { title: '工单编号', dataIndex: 'orderNo' },
  { title: '标题', dataIndex: 'title' },
  { title: '处理人', dataIndex: 'assigneeName' },
  { title: '', key: 'blank' },
];

describe('column choice', () => {
  beforeEach(() => localStorage.clear());

  it('offers the columns with a key and a header', () => {
    expect(columnOptions(columns)).toEqual([
      { key: 'orderNo', title: '工单编号' },
      { key: 'title', title: '标题' },
      { key: 'assigneeName', title: '处理人' },
    ]);
  });

  it('leaves out the hidden columns only', () => {
    expect(visibleColumns(columns, ['title']).map((c) => c.title)).toEqual(['工单编号', '处理人', '']);
    expect(visibleColumns(columns, [])).toBe(columns);
  });

  it('starts from the list default and then keeps each user’s own choice per list', () => {
    const mine = columnChoiceKey('u1', '/wo/workOrder/list');
    const theirs = columnChoiceKey('u2', '/wo/workOrder/list');
    expect(mine).not.toBe(theirs);
    expect(loadHiddenColumns(mine, ['title'])).toEqual(['title']);
    setLocal(mine, ['assigneeName'], null);
    expect(loadHiddenColumns(mine, ['title'])).toEqual(['assigneeName']);
    expect(loadHiddenColumns(theirs, ['title'])).toEqual(['title']);
    setLocal(mine, 'not a list', null);
    expect(loadHiddenColumns(mine, ['title'])).toEqual(['title']);
  });
});

import type { OnlineFormHead } from '@hcs/shared';
import type { ListPageConfig } from '../../../../../components/list/index.ts';
import { ToneTag } from '../../../../../components/ToneTag.tsx';
import { TABLE_TYPE_LABELS } from './HeadForm.tsx';

const TYPE_OPTIONS = Object.entries(TABLE_TYPE_LABELS).map(([value, text]) => ({ value, text }));

/** 同步状态 as a tag whose text says it (the colour only repeats it). */
export function SyncTag({ head }: { head: Pick<OnlineFormHead, 'isDbSynch'> }) {
  return head.isDbSynch === 'Y' ? (
    <ToneTag tone="success">已同步</ToneTag>
  ) : (
    <ToneTag tone="warning">未同步</ToneTag>
  );
}

/** 表单开发's list: the original forms (copies are listed under 查看副本), newest first. */
export const headListConfig: ListPageConfig<OnlineFormHead> = {
  title: '表单开发',
  urls: { list: '/online/cgform/head/list' },
  permissionPrefix: 'online:form',
  columns: [
    {
      title: '表名',
      dataIndex: 'tableName',
      width: 180,
      render: (name: string) => <span>ol_{name}</span>,
    },
    { title: '表描述', dataIndex: 'tableTxt', width: 180 },
    {
      title: '表类型',
      dataIndex: 'tableType',
      width: 90,
      render: (type: OnlineFormHead['tableType']) => TABLE_TYPE_LABELS[type] ?? String(type),
    },
    { title: '版本', dataIndex: 'tableVersion', width: 70 },
    {
      title: '同步状态',
      dataIndex: 'isDbSynch',
      width: 100,
      render: (_value: string, head) => <SyncTag head={head} />,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true },
  ],
  actionWidth: 250,
  queryFields: [
    { name: 'tableName', label: '表名', type: 'input', match: 'eq', placeholder: '表名（不含 ol_）' },
    { name: 'tableTxt', label: '表描述', type: 'input', match: 'eq' },
    { name: 'tableType', label: '表类型', type: 'select', options: TYPE_OPTIONS },
  ],
  defaultSort: { column: 'createTime', order: 'desc' },
  card: {
    name: 'tableTxt',
    title: 'tableTxt',
    tag: 'isDbSynch',
    fields: ['tableName', 'tableType', 'tableVersion', 'createTime'],
  },
};

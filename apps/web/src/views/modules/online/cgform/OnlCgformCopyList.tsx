import type { OnlineFormHead } from '@hcs/shared';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ListPage, type ListPageConfig } from '../../../../components/list/index.ts';
import { codeFromPath } from './auto/onlineApi.ts';
import { SyncTag } from './design/headListConfig.tsx';

/** A copy's list config: the copies of one original (GET /online/cgform/head/copyList?physicId=). */
export function copyListConfig(physicId: string): ListPageConfig<OnlineFormHead> {
  return {
    title: '表单复制版本',
    urls: { list: '/online/cgform/head/copyList' },
    extraParams: { physicId },
    columns: [
      { title: '表名', dataIndex: 'tableName', width: 180 },
      { title: '表描述', dataIndex: 'tableTxt', width: 200 },
      { title: '版本', dataIndex: 'copyVersion', width: 100 },
      {
        title: '同步',
        dataIndex: 'isDbSynch',
        width: 100,
        render: (_value: string, head) => <SyncTag head={head} />,
      },
      { title: '创建时间', dataIndex: 'createTime', width: 180 },
    ],
    defaultSort: { column: 'createTime', order: 'desc' },
    card: {
      name: 'tableTxt',
      title: 'tableTxt',
      tag: 'isDbSynch',
      fields: ['tableName', 'copyVersion', 'createTime'],
    },
  };
}

/** The copies of a form (/online/copyform/{physicId}), each opening its own generated list. */
export default function OnlCgformCopyList() {
  const physicId = codeFromPath(useLocation().pathname);
  const navigate = useNavigate();
  const config = useMemo(() => copyListConfig(physicId), [physicId]);
  return (
    <ListPage<OnlineFormHead>
      key={physicId}
      config={config}
      selectable={false}
      rowActions={(record) => (
        <Button
          type="link"
          size="small"
          aria-label={`功能测试“${record.tableTxt} v${record.copyVersion ?? ''}”`}
          onClick={() => navigate(`/online/cgformList/${encodeURIComponent(record.id)}`)}
        >
          功能测试
        </Button>
      )}
    />
  );
}

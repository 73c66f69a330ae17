import { Alert, Button, Skeleton, Table } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { getAction } from '../../../../../api/request.ts';
import { failureText, useApiQuery } from '../../../../../utils/serverState.ts';
import { OnlineList, onlineListConfig, WithOnlineColumns } from './OnlineListView.tsx';
import type { OnlineRow } from './OnlineRecordForm.tsx';
import { codeFromPath, type OnlineColumns, onlineForm, onlineUrls } from './onlineApi.ts';

/** The parent value of a tree's roots (the server's TREE_ROOT). */
const TREE_ROOT = '0';

const hasChildren = (row: OnlineRow, field: string | undefined) =>
  field !== undefined && ['1', 'true', 'Y'].includes(String(row[field] ?? ''));

/** The children of one node (GET getTreeData/{code}?pid=), each expandable in turn. */
function Children({ code, columns, parent }: { code: string; columns: OnlineColumns; parent: OnlineRow }) {
  const form = useMemo(() => onlineForm(columns.definition), [columns.definition]);
  const config = useMemo(() => onlineListConfig(code, columns, form), [code, columns, form]);
  const flag = form.resource.tree?.hasChildren;
  const loaded = useApiQuery<OnlineRow[] | { records?: OnlineRow[] }>({
    queryKey: ['online-tree', code, parent.id],
    load: () =>
      getAction<OnlineRow[] | { records?: OnlineRow[] }>(onlineUrls.treeData(code), { pid: parent.id }),
    gcTime: 0,
  });
  if (loaded.isError)
    return <Alert type="error" showIcon message={`加载失败：${failureText(loaded.error)}`} />;
  if (!loaded.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const rows = Array.isArray(loaded.data) ? loaded.data : (loaded.data.records ?? []);
  return (
    <Table<OnlineRow>
      rowKey="id"
      size="small"
      aria-label={`下级：${String(parent.id)}`}
      columns={config.columns.map((column) => ({ ...column, sorter: false }))}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        rowExpandable: (row) => hasChildren(row, flag),
        expandedRowRender: (row) => <Children code={code} columns={columns} parent={row} />,
      }}
    />
  );
}

/**
 * The tree theme (/online/cgformTreeList/{code}): the roots in the list; a node with children expands
 * to load them (getTreeData); 添加下级 adds a record under a node.
 */
export default function OnlCgformTreeList() {
  const code = codeFromPath(useLocation().pathname);
  return (
    <WithOnlineColumns code={code}>
      {(columns) => {
        const tree = onlineForm(columns.definition).resource.tree;
        return (
          <OnlineList
            key={code}
            code={code}
            columns={columns}
            urlState
            {...(tree ? { extraParams: { [tree.parent]: TREE_ROOT } } : {})}
            tableProps={{
              expandable: {
                rowExpandable: (row: OnlineRow) => hasChildren(row, tree?.hasChildren),
                expandedRowRender: (row: OnlineRow) => (
                  <Children code={code} columns={columns} parent={row} />
                ),
              },
            }}
            rowExtra={(record, add) =>
              tree && columns.buttons.includes('add') ? (
                <Button
                  type="link"
                  size="small"
                  aria-label={`添加下级“${String(record[tree.text ?? 'id'] ?? record.id)}”`}
                  onClick={() => add({ [tree.parent]: record.id })}
                >
                  添加下级
                </Button>
              ) : null
            }
          />
        );
      }}
    </WithOnlineColumns>
  );
}

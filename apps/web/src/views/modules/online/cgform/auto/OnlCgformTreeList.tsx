import { Alert, Button, Skeleton, Table } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { getAction } from '../../../../../api/request.ts';
import {
  CardExpander,
  cardLayoutOf,
  type ListPageConfig,
  RecordCards,
  UNPAGED_PAGE_SIZE,
} from '../../../../../components/list/index.ts';
import { failureText, useApiQuery } from '../../../../../utils/serverState.ts';
import { OnlineList, onlineListConfig, WithOnlineColumns } from './OnlineListView.tsx';
import type { OnlineRow } from './OnlineRecordForm.tsx';
import { codeFromPath, type OnlineColumns, onlineForm, onlineUrls } from './onlineApi.ts';

/** The parent value of a tree's roots (the server's TREE_ROOT). */
const TREE_ROOT = '0';

const hasChildren = (row: OnlineRow, field: string | undefined) =>
  field !== undefined && ['1', 'true', 'Y'].includes(String(row[field] ?? ''));

/** The list config of a tree's levels and the field telling whether a node has children. */
function useLevelConfig(code: string, columns: OnlineColumns) {
  const form = useMemo(() => onlineForm(columns.definition), [columns.definition]);
  const config = useMemo(() => onlineListConfig(code, columns, form), [code, columns, form]);
  return { config, flag: form.resource.tree?.hasChildren };
}

const nameOf = (config: ListPageConfig<OnlineRow>, row: OnlineRow) =>
  String(row[config.nameField ?? 'id'] ?? row.id);

/** Every child of one node (GET getTreeData/{code}?pid=, the largest page the server answers). */
function useChildren(code: string, parentId: string) {
  return useApiQuery<OnlineRow[] | { records?: OnlineRow[] }, OnlineRow[]>({
    queryKey: ['online-tree', code, parentId],
    load: () =>
      getAction<OnlineRow[] | { records?: OnlineRow[] }>(onlineUrls.treeData(code), {
        pid: parentId,
        pageSize: UNPAGED_PAGE_SIZE,
      }),
    select: (data) => (Array.isArray(data) ? data : (data.records ?? [])),
    gcTime: 0,
  });
}

interface LevelProps {
  code: string;
  columns: OnlineColumns;
  parent: OnlineRow;
}

/** A desk's expanded row: the node's children as a table, each expandable in turn. */
function Children({ code, columns, parent }: LevelProps) {
  const { config, flag } = useLevelConfig(code, columns);
  const loaded = useChildren(code, parent.id);
  if (loaded.isError)
    return <Alert type="error" showIcon message={`加载失败：${failureText(loaded.error)}`} />;
  if (!loaded.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <Table<OnlineRow>
      rowKey="id"
      size="small"
      aria-label={`下级：${nameOf(config, parent)}`}
      columns={config.columns.map((column) => ({ ...column, sorter: false }))}
      dataSource={loaded.data}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        rowExpandable: (row) => hasChildren(row, flag),
        expandedRowRender: (row) => <Children code={code} columns={columns} parent={row} />,
      }}
    />
  );
}

/** A phone's card of a node with children: 展开下级 (n) shows them as cards under it, each opening in turn. */
function ChildCards({ code, columns, parent }: LevelProps) {
  const { config, flag } = useLevelConfig(code, columns);
  const layout = useMemo(() => cardLayoutOf(config.columns, config.card || undefined), [config]);
  const loaded = useChildren(code, parent.id);
  const name = nameOf(config, parent);
  return (
    <CardExpander
      label="展开下级"
      openLabel="收起下级"
      name={name}
      count={loaded.data?.length}
      problem={loaded.isError ? `加载失败：${failureText(loaded.error)}` : undefined}
    >
      <RecordCards<OnlineRow>
        label={`下级：${name}`}
        records={loaded.data ?? []}
        rowKey="id"
        layout={layout}
        loading={false}
        nameOf={(row) => nameOf(config, row)}
        pagination={false}
        onPageChange={() => {}}
        extra={(row) =>
          hasChildren(row, flag) ? <ChildCards code={code} columns={columns} parent={row} /> : null
        }
      />
    </CardExpander>
  );
}

/**
 * The tree theme (/online/cgformTreeList/{code}): the roots in the list; a node with children expands
 * to load them (getTreeData) — a row on a desk, 展开下级 on a phone's card; 添加下级 adds a record under a node.
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
            cardExtra={(row) =>
              hasChildren(row, tree?.hasChildren) ? (
                <ChildCards code={code} columns={columns} parent={row} />
              ) : null
            }
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

import { Alert, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { getAction } from '../../../../../../api/request.ts';
import { CardExpander, cardLayoutOf, RecordCards } from '../../../../../../components/list/index.ts';
import { resourceListConfig } from '../../../../../../components/resource/resourceListConfig.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../../utils/serverState.ts';
import { OnlineList, subFormsOf, WithOnlineColumns } from '../OnlineListView.tsx';
import type { OnlineRow } from '../OnlineRecordForm.tsx';
import { codeFromPath, type OnlineColumns, onlineUrls } from '../onlineApi.ts';
import '../onlineList.css';

interface SubTable {
  key: string;
  title: string;
  columns: TableColumnsType<OnlineRow>;
  rows: OnlineRow[];
}

/** A main record's sub rows (GET form/{code}/{id}), by sub table with its list columns. */
function useSubTables(code: string, columns: OnlineColumns, record: OnlineRow) {
  const subs = useMemo(
    () =>
      subFormsOf(columns).map((sub) => ({
        key: sub.form.resource.tableName,
        title: sub.form.resource.title,
        columns: resourceListConfig<typeof sub.form.resource, OnlineRow>(sub.form.resource, {
          urls: { list: '' },
        }).columns.map((column) => ({ ...column, sorter: false })),
      })),
    [columns],
  );
  return useApiQuery<Record<string, unknown>, SubTable[]>({
    queryKey: ['online-record', code, record.id],
    load: () => getAction<Record<string, unknown>>(onlineUrls.record(code, record.id)),
    select: (data) =>
      subs.map((sub) => ({
        ...sub,
        rows: Array.isArray(data[sub.key]) ? (data[sub.key] as OnlineRow[]) : [],
      })),
    ...READ_AFRESH,
  });
}

/** A desk's expanded row: one small table per sub table. */
function SubRows({ code, columns, record }: { code: string; columns: OnlineColumns; record: OnlineRow }) {
  const loaded = useSubTables(code, columns, record);
  if (loaded.isError)
    return <Alert type="error" showIcon message={`加载失败：${failureText(loaded.error)}`} />;
  if (!loaded.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <div className="hcs-online-inner">
      {loaded.data.map((sub) => (
        <section key={sub.key} aria-label={sub.title}>
          <h3>{sub.title}</h3>
          <Table<OnlineRow>
            rowKey="id"
            size="small"
            columns={sub.columns}
            dataSource={sub.rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </section>
      ))}
    </div>
  );
}

const columnName = (column: TableColumnsType<OnlineRow>[number]) =>
  String(('dataIndex' in column ? column.dataIndex : column.key) ?? '');

/** One sub table's rows as cards: the first column as the title, every other as a label: value line. */
function SubRowCards({ sub }: { sub: SubTable }) {
  const layout = useMemo(
    () => cardLayoutOf(sub.columns, { fields: sub.columns.slice(1).map(columnName) }),
    [sub.columns],
  );
  const first = sub.columns[0];
  const nameField = first ? columnName(first) : 'id';
  return (
    <>
      <h3>{sub.title}</h3>
      <RecordCards<OnlineRow>
        label={sub.title}
        records={sub.rows}
        rowKey="id"
        layout={layout}
        loading={false}
        nameOf={(row) => String(row[nameField] ?? row.id)}
        pagination={false}
        onPageChange={() => {}}
      />
    </>
  );
}

/** A phone's card of a main record: 明细 (n) shows its sub rows under it. */
function SubCards({
  code,
  columns,
  record,
  name,
}: {
  code: string;
  columns: OnlineColumns;
  record: OnlineRow;
  name: string;
}) {
  const loaded = useSubTables(code, columns, record);
  return (
    <CardExpander
      label="明细"
      name={name}
      count={loaded.data?.reduce((sum, sub) => sum + sub.rows.length, 0)}
      problem={loaded.isError ? `加载失败：${failureText(loaded.error)}` : undefined}
    >
      {loaded.data?.map((sub) => (sub.rows.length ? <SubRowCards key={sub.key} sub={sub} /> : null))}
    </CardExpander>
  );
}

/**
 * The inner-table theme (/online/cgformInnerTableList/{code}): the main list whose rows expand to show
 * their sub rows (a phone's cards: 明细); the form edits the main record with its sub tables as tabs.
 */
export default function OnlCgformInnerTableList() {
  const code = codeFromPath(useLocation().pathname);
  return (
    <WithOnlineColumns code={code}>
      {(columns) => (
        <OnlineList
          key={code}
          code={code}
          columns={columns}
          urlState
          subInForm
          tableProps={{
            expandable: {
              expandedRowRender: (record: OnlineRow) => (
                <SubRows code={code} columns={columns} record={record} />
              ),
            },
          }}
          cardExtra={(record, name) => <SubCards code={code} columns={columns} record={record} name={name} />}
        />
      )}
    </WithOnlineColumns>
  );
}

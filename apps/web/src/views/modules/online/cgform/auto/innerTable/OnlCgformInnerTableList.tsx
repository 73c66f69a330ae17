import { Alert, Skeleton, Table } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { getAction } from '../../../../../../api/request.ts';
import { resourceListConfig } from '../../../../../../components/resource/resourceListConfig.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../../utils/serverState.ts';
import { OnlineList, subFormsOf, WithOnlineColumns } from '../OnlineListView.tsx';
import type { OnlineRow } from '../OnlineRecordForm.tsx';
import { codeFromPath, type OnlineColumns, onlineUrls } from '../onlineApi.ts';
import '../onlineList.css';

/** A main record's sub rows (GET form/{code}/{id}), one small table per sub table. */
function SubRows({ code, columns, record }: { code: string; columns: OnlineColumns; record: OnlineRow }) {
  const subs = useMemo(() => subFormsOf(columns), [columns]);
  const loaded = useApiQuery<Record<string, unknown>>({
    queryKey: ['online-record', code, record.id],
    load: () => getAction<Record<string, unknown>>(onlineUrls.record(code, record.id)),
    ...READ_AFRESH,
  });
  if (loaded.isError)
    return <Alert type="error" showIcon message={`加载失败：${failureText(loaded.error)}`} />;
  if (!loaded.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const data = loaded.data;
  return (
    <div className="hcs-online-inner">
      {subs.map((sub) => {
        const key = sub.form.resource.tableName;
        const rows = Array.isArray(data[key]) ? (data[key] as OnlineRow[]) : [];
        const { columns: subColumns } = resourceListConfig<typeof sub.form.resource, OnlineRow>(
          sub.form.resource,
          {
            urls: { list: '' },
          },
        );
        return (
          <section key={key} aria-label={sub.form.resource.title}>
            <h3>{sub.form.resource.title}</h3>
            <Table<OnlineRow>
              rowKey="id"
              size="small"
              columns={subColumns.map((column) => ({ ...column, sorter: false }))}
              dataSource={rows}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </section>
        );
      })}
    </div>
  );
}

/**
 * The inner-table theme (/online/cgformInnerTableList/{code}): the main list whose rows expand to show
 * their sub rows; the form edits the main record with its sub tables as tabs.
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
        />
      )}
    </WithOnlineColumns>
  );
}

import { onlineApiName } from '@hcs/shared';
import { Empty, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { OnlineList, WithOnlineColumns } from '../OnlineListView.tsx';
import type { OnlineRow } from '../OnlineRecordForm.tsx';
import { apiForeignKeys, codeFromPath, type OnlineColumns } from '../onlineApi.ts';
import '../onlineList.css';

/** The values a sub table's rows hold of the chosen main record: foreign key → the main field's value. */
export function foreignValues(
  keys: readonly { field: string; mainField: string }[],
  main: OnlineRow,
): Record<string, string> {
  return Object.fromEntries(
    apiForeignKeys(keys).map((key) => [key.field, String(main[onlineApiName(key.mainField)] ?? '')]),
  );
}

function ErpView({ code, columns }: { code: string; columns: OnlineColumns }) {
  const [main, setMain] = useState<OnlineRow | null>(null);
  const subs = columns.subTables ?? [];
  const tableProps = useMemo(
    () => ({
      onRow: (record: OnlineRow) => ({
        onClick: () => setMain(record),
        onKeyDown: (event: React.KeyboardEvent) => {
          if (event.key === 'Enter') setMain(record);
        },
        tabIndex: 0,
        'aria-selected': main?.id === record.id,
      }),
      rowClassName: (record: OnlineRow) => (main?.id === record.id ? 'hcs-online-row--chosen' : ''),
    }),
    [main],
  );
  return (
    <div className="hcs-online-erp">
      <OnlineList code={code} columns={columns} urlState tableProps={tableProps} />
      <section aria-label="子表" className="hcs-online-erp__subs">
        {main === null ? (
          <Empty description="请选择一条主表记录查看子表" />
        ) : (
          <Tabs
            items={subs.map((sub) => {
              const subCode = sub.definition.head.id;
              const values = foreignValues(sub.foreignKeys, main);
              return {
                key: subCode,
                label: sub.definition.head.tableTxt,
                children: (
                  <WithOnlineColumns code={subCode}>
                    {(subColumns) => (
                      <OnlineList
                        key={`${subCode}-${main.id}`}
                        code={subCode}
                        columns={subColumns}
                        extraParams={values}
                        fixed={values}
                        importFields={{
                          isSingleTableImport: 'false',
                          foreignKeys: JSON.stringify(values),
                          validateStatus: '0',
                        }}
                      />
                    )}
                  </WithOnlineColumns>
                ),
              };
            })}
          />
        )}
      </section>
    </div>
  );
}

/**
 * The ERP theme (/online/cgformErpList/{code}): the main grid; choosing a main row shows its sub tables'
 * grids below, each with its own add, edit and delete bound to the foreign key.
 */
export default function OnlCgformErpList() {
  const code = codeFromPath(useLocation().pathname);
  return (
    <WithOnlineColumns code={code}>
      {(columns) => <ErpView key={code} code={code} columns={columns} />}
    </WithOnlineColumns>
  );
}

import { SwapOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMemo } from 'react';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { DataCompareModal } from './datalog/DataCompareModal.tsx';
import type { DataLogVersion } from './datalog/dataLogApi.ts';
import { dataLogListConfig } from './datalog/dataLogListConfig.ts';
import { useTrackedTables } from './datalog/useTrackedTables.ts';
import type { CompareTarget } from './datalog/useVersionCompare.ts';

/** 系统管理 → 数据日志: every version of work orders, audiences and users, and two compared side by side. */
export default function DataLogList() {
  const { message } = App.useApp();
  const tables = useTrackedTables();
  const config = useMemo(() => dataLogListConfig(tables), [tables]);
  const state = useListPage(config, { urlState: true });
  const comparing = useOpening<CompareTarget | null>(null);

  const compareSelected = () => {
    const [a, b, ...more] = state.selectedRows;
    if (!a || !b || more.length > 0) return void message.warning('请选择两条记录进行比较');
    if (a.dataTable !== b.dataTable || a.dataId !== b.dataId) {
      return void message.warning('请选择同一条数据的两个版本');
    }
    comparing.show({ dataTable: a.dataTable, dataId: a.dataId, ids: [a.id, b.id] });
  };

  const compareRow = (row: DataLogVersion) =>
    comparing.show({ dataTable: row.dataTable, dataId: row.dataId, focusId: row.id });

  return (
    <>
      <ListPage
        config={config}
        state={state}
        toolbarExtra={
          <Button icon={<SwapOutlined />} onClick={compareSelected}>
            数据比较
          </Button>
        }
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            aria-label={`比较版本“${row.dataTable_dictText ?? row.dataTable} ${row.dataId} 版本${row.dataVersion}”`}
            onClick={() => compareRow(row)}
          >
            比较版本
          </Button>
        )}
      />
      <DataCompareModal
        key={comparing.session}
        open={comparing.open}
        target={comparing.subject}
        onClose={comparing.hide}
      />
    </>
  );
}

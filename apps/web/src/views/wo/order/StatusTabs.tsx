import { Tabs } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import type { WorkOrder } from './types.ts';
import { useStatusCounts } from './useStatusCounts.ts';

const TABS: { key: string; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: '1', label: '待派单' },
  { key: '2', label: '已派单' },
  { key: '3', label: '处理中' },
  { key: '4', label: '已完成' },
  { key: '5', label: '已关闭' },
  { key: '9', label: '已取消' },
];

/**
 * The status tabs over the list, each with its count under the current search. A tab is the query
 * form's 状态: choosing one searches with it, and choosing 状态 in the form moves the tab.
 */
export function StatusTabs({ state }: { state: ListPageState<WorkOrder> }) {
  const counts = useStatusCounts(state);
  const status = state.queryParam.status;
  const active = status === undefined || status === '' ? 'all' : String(status);

  return (
    <Tabs
      className="hcs-wo-order__tabs"
      activeKey={active}
      onChange={(key) => {
        state.setQueryParam({ ...state.queryParam, status: key === 'all' ? undefined : key });
        void state.search();
      }}
      items={TABS.map((tab) => ({
        key: tab.key,
        label: (
          <span>
            {tab.label}
            <span className="hcs-wo-order__count">{counts[tab.key] ?? 0}</span>
          </span>
        ),
      }))}
    />
  );
}

import { Radio, Tabs } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import { PHONE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
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
  const phone = useMediaQuery(PHONE_QUERY);
  const choose = (key: string) => {
    state.setQueryParam({ ...state.queryParam, status: key === 'all' ? undefined : key });
    void state.search();
  };

  if (phone) {
    // Seven tabs do not fit a phone, and antd's overflow menu inside the tab list is not a valid tab:
    // the statuses wrap as a group of buttons instead.
    return (
      <Radio.Group
        className="hcs-wo-order__status-buttons"
        aria-label="工单状态"
        optionType="button"
        buttonStyle="solid"
        value={active}
        onChange={(event) => choose(String(event.target.value))}
        options={TABS.map((tab) => ({ value: tab.key, label: `${tab.label} ${counts[tab.key] ?? 0}` }))}
      />
    );
  }

  return (
    <Tabs
      className="hcs-wo-order__tabs"
      activeKey={active}
      onChange={choose}
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

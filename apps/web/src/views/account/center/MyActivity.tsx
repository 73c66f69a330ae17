import { Card, Timeline } from 'antd';
import { getMyActivity } from '../../../api/account.ts';
import { useApiQuery } from '../../../utils/serverState.ts';

/** 最近动态: my last 20 entries of the operation and login log. */
export function MyActivity() {
  const activity = useApiQuery({ queryKey: ['account', 'activity'], load: getMyActivity });
  const items = activity.data ?? [];
  return (
    <Card title={<h2 className="hcs-account-heading">最近动态</h2>} loading={activity.isLoading}>
      {items.length === 0 ? (
        <p className="hcs-account-empty">暂无动态</p>
      ) : (
        <Timeline
          items={items.map((entry) => ({
            key: entry.id,
            content: (
              <div className="hcs-account-activity">
                <span>{entry.logContent}</span>
                <span className="hcs-account-activity__meta">
                  {entry.createTime}
                  {entry.ip ? ` · ${entry.ip}` : ''}
                </span>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

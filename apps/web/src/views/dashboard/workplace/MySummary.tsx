import { Card, Col, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { getStatusCounts } from '../../../api/woDashboard.ts';
import { usePublicConfig } from '../../../stores/publicConfig.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { welcomeText } from '../../../utils/greeting.ts';
import { useRemote } from '../shared/useRemote.ts';
import { WORK_ORDER_QUERIES } from '../shared/useWorkOrderChanges.ts';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** The greeting, today's date and how many of the user's orders wait: to accept, in progress, overdue. */
export function MySummary() {
  const userId = useSessionStore((s) => s.userInfo?.id ?? '');
  const realname = useSessionStore((s) => s.userInfo?.realname || s.userInfo?.username || '');
  const { platformName } = usePublicConfig().config;
  const { data, loading } = useRemote([...WORK_ORDER_QUERIES, 'mySummary', userId], () =>
    Promise.all([
      getStatusCounts({ assigneeId: userId }),
      getStatusCounts({ assigneeId: userId, overdue: '1' }),
    ]).then(([all, overdue]) => ({
      accept: all?.['2'] ?? 0,
      process: all?.['3'] ?? 0,
      overdue: overdue?.all ?? 0,
    })),
  );
  const now = dayjs();
  return (
    <Card>
      <Row gutter={[16, 16]} align="middle">
        <Col xs={24} lg={12}>
          <Typography.Paragraph className="hcs-workplace__greeting">
            {welcomeText(now.toDate(), realname, platformName)}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            今天是{now.format('YYYY年M月D日')} 星期{WEEKDAYS[now.day()]}
          </Typography.Text>
        </Col>
        {[
          { title: '待接单', value: data?.accept },
          { title: '处理中', value: data?.process },
          { title: '已超期', value: data?.overdue, danger: true },
        ].map((f) => (
          <Col key={f.title} xs={8} lg={4}>
            <Statistic
              className={f.danger ? 'hcs-stat--danger' : undefined}
              title={f.title}
              value={f.value ?? '—'}
              loading={loading}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

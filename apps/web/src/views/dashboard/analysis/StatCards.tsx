import { Card, Col, Row, Statistic } from 'antd';
import type { HomeStats } from '../../../api/woDashboard.ts';
import { STATUS_TEXT } from '../shared/labels.ts';

interface Props {
  stats: HomeStats | null;
  loading: boolean;
}

/** The headline figures, then the orders by state. */
export function StatCards({ stats, loading }: Props) {
  const headline = [
    { title: '今日新建', value: stats?.createdToday, suffix: '单' },
    { title: '本月完成', value: stats?.completedThisMonth, suffix: '单' },
    { title: '已超期', value: stats?.overdue, suffix: '单', danger: true },
    { title: '在册服务对象', value: stats?.audiences, suffix: '人' },
  ];
  const states = [1, 2, 3, 4, 5, 9];
  return (
    <>
      <Row gutter={[16, 16]}>
        {headline.map((card) => (
          <Col key={card.title} xs={12} lg={6}>
            <Card className={card.danger ? 'hcs-stat hcs-stat--danger' : 'hcs-stat'}>
              <Statistic
                title={card.title}
                value={card.value ?? '—'}
                suffix={card.suffix}
                loading={loading}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="hcs-dashboard__block" role="group" aria-label="各状态工单数">
        <Row gutter={[16, 16]}>
          <Col xs={12} sm={8} md={6} lg={3}>
            <Statistic title="工单总数" value={stats?.total ?? '—'} loading={loading} />
          </Col>
          {states.map((s) => (
            <Col key={s} xs={12} sm={8} md={6} lg={3}>
              <Statistic title={STATUS_TEXT[s]} value={stats?.byStatus[String(s)] ?? 0} loading={loading} />
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}

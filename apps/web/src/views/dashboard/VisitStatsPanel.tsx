import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { useVisitStats } from './useVisitStats.ts';
import { VisitTable } from './VisitTable.tsx';

/** Login and visit figures: today's IPs and visits, the total, and the last seven days. */
export function VisitStatsPanel() {
  const { loginInfo, visits, loading, error, reload } = useVisitStats();
  const cards = [
    { title: '今日IP', value: loginInfo?.todayIp },
    { title: '今日访问', value: loginInfo?.todayVisitCount },
    { title: '总访问量', value: loginInfo?.totalVisitCount },
  ];
  return (
    <section className="hcs-visit-stats" aria-labelledby="hcs-visit-stats-heading">
      <h2 id="hcs-visit-stats-heading" className="hcs-section-title">
        访问统计
      </h2>
      {error ? (
        <Alert
          className="hcs-visit-stats__error"
          type="error"
          showIcon
          title="访问统计加载失败"
          description={error}
          action={<Button onClick={reload}>重试</Button>}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={8}>
            <Card>
              <Statistic title={card.title} value={card.value ?? '—'} loading={loading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="hcs-visit-stats__week" title={<h3 className="hcs-card-heading">近七日访问</h3>}>
        <VisitTable visits={visits} loading={loading} />
      </Card>
    </section>
  );
}

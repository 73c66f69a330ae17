import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart/Chart.tsx';
import { barOption, pieOption, trendOption } from '../shared/chartOptions.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { useHomeStats } from '../shared/useHomeStats.ts';
import { useWorkOrderChanges } from '../shared/useWorkOrderChanges.ts';
import { StatCards } from './StatCards.tsx';
import { WorkRanking } from './WorkRanking.tsx';

/** The work-order figures of the home page (`stat/home`, `stat/wcgw`), kept fresh by the websocket. */
export function WorkOrderOverview() {
  useWorkOrderChanges();
  const { data, loading, error, reload } = useHomeStats();
  const trend = useMemo(() => trendOption(data?.trend ?? []), [data]);
  const services = useMemo(() => pieOption('服务类型', data?.byServiceType ?? []), [data]);
  const disabilities = useMemo(() => barOption('工单数', data?.byDisabilityType ?? []), [data]);
  return (
    <section className="hcs-dashboard" aria-labelledby="hcs-wo-overview-heading">
      <h2 id="hcs-wo-overview-heading" className="hcs-section-title">
        工单概况
      </h2>
      {error ? <LoadError title="工单统计加载失败" error={error} onRetry={reload} /> : null}
      <StatCards stats={data} loading={loading} />
      <Card className="hcs-dashboard__block" title={<h3 className="hcs-card-heading">近30天工单趋势</h3>}>
        <Chart option={trend} ariaLabel="近30天每日新建与完成工单数折线图" height={320} />
      </Card>
      <Row gutter={[16, 16]} className="hcs-dashboard__block">
        <Col xs={24} lg={12}>
          <Card title={<h3 className="hcs-card-heading">服务类型分布</h3>}>
            <Chart option={services} ariaLabel="各服务类型工单数饼图" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<h3 className="hcs-card-heading">残疾类别分布</h3>}>
            <Chart option={disabilities} ariaLabel="各残疾类别服务对象的工单数柱状图" />
          </Card>
        </Col>
      </Row>
      <WorkRanking />
    </section>
  );
}

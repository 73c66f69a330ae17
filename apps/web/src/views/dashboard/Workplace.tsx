import { Col, Row } from 'antd';
import { useWorkOrderChanges } from './shared/useWorkOrderChanges.ts';
import { LatestNotices } from './workplace/LatestNotices.tsx';
import { MyOpenOrders } from './workplace/MyOpenOrders.tsx';
import { MySummary } from './workplace/MySummary.tsx';
import { QuickLinks } from './workplace/QuickLinks.tsx';
import './Analysis.css';
import './shared/dashboard.css';

/** 工作台 (/dashboard/workplace): the user's open orders, the latest announcements and quick links. */
export default function Workplace() {
  useWorkOrderChanges();
  return (
    <>
      <MySummary />
      <Row gutter={[16, 16]} className="hcs-dashboard__block">
        <Col xs={24} xl={15}>
          <MyOpenOrders />
        </Col>
        <Col xs={24} xl={9}>
          <QuickLinks />
          <div className="hcs-dashboard__block">
            <LatestNotices />
          </div>
        </Col>
      </Row>
    </>
  );
}

import { Col, Row } from 'antd';
import { useApiQuery } from '../../../utils/serverState.ts';
import { ACCOUNT_PROFILE } from '../accountQueries.ts';
import { MyActivity } from './MyActivity.tsx';
import { MyAnnouncements } from './MyAnnouncements.tsx';
import { MyWorkOrders } from './MyWorkOrders.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import '../account.css';

/** 个人中心: my profile, my open work orders, my recent activity and my messages. */
export default function AccountCenter() {
  const profile = useApiQuery({ queryKey: ACCOUNT_PROFILE.key, load: ACCOUNT_PROFILE.load });
  return (
    <Row gutter={[16, 16]} className="hcs-account-center">
      <Col xs={24} lg={8} xl={7}>
        <ProfileCard profile={profile.data} loading={profile.isLoading} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        <div className="hcs-account-stack">
          <MyWorkOrders />
          <MyAnnouncements />
          <MyActivity />
        </div>
      </Col>
    </Row>
  );
}

import { Card, Typography } from 'antd';
import { usePublicConfig } from '../../stores/publicConfig.ts';
import { useSessionStore } from '../../stores/session.ts';
import { hourGreeting } from '../../utils/greeting.ts';

/** What users without the visit statistics see on the home page. */
export function WelcomeCard() {
  const realname = useSessionStore((s) => s.userInfo?.realname || s.userInfo?.username || '');
  const { platformName } = usePublicConfig().config;
  return (
    <Card>
      <Typography.Title level={2} className="hcs-section-title">
        {hourGreeting(new Date().getHours())}，{realname}
      </Typography.Title>
      <Typography.Paragraph>
        欢迎使用{platformName}。请通过导航菜单进入您可以使用的功能。
      </Typography.Paragraph>
    </Card>
  );
}

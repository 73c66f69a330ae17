import { usePublicConfig } from '../../stores/publicConfig.ts';
import { useSessionStore } from '../../stores/session.ts';
import { welcomeText } from '../../utils/greeting.ts';

/** `<hour greeting>，<realname>，欢迎使用温馨助残服务平台` in the header. */
export function Greeting() {
  const realname = useSessionStore((s) => s.userInfo?.realname || s.userInfo?.username || '');
  const { platformName } = usePublicConfig().config;
  return <span className="hcs-header__greeting">{welcomeText(new Date(), realname, platformName)}</span>;
}

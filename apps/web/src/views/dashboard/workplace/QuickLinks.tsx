import type { MenuEntry } from '@hcs/shared';
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { menuIcon } from '../../../layouts/main/menuIcon.tsx';
import { useSessionStore } from '../../../stores/session.ts';

/** The pages a care-centre user goes to most, in this order, when their menu has them. */
const FAVOURITES: { path: string; icon: string }[] = [
  { path: '/wo/order', icon: 'solution' },
  { path: '/dashboard/task', icon: 'carry-out' },
  { path: '/wo/audience', icon: 'team' },
  { path: '/wo/report', icon: 'file-text' },
  { path: '/dashboard/monitor', icon: 'dashboard' },
  { path: '/dashboard/charts', icon: 'bar-chart' },
  { path: '/system/user', icon: 'user' },
  { path: '/system/annountCement', icon: 'notification' },
];

function flatten(menu: MenuEntry[]): MenuEntry[] {
  return menu.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}

/** 快捷入口: links to the favourite pages the user's menu grants, and to their own messages. */
export function QuickLinks() {
  const menu = useSessionStore((s) => s.menu);
  const granted = new Map(flatten(menu ?? []).map((m) => [m.path, m.meta.title]));
  const links = [
    ...FAVOURITES.filter((f) => granted.has(f.path)).map((f) => ({ ...f, title: granted.get(f.path) ?? '' })),
    { path: '/isps/userAnnouncement', icon: 'message', title: '我的消息' },
  ];
  return (
    <Card title={<h2 className="hcs-card-heading">快捷入口</h2>}>
      <nav aria-label="快捷入口">
        <Row gutter={[8, 8]}>
          {links.map((link) => (
            <Col key={link.path} xs={12} sm={8}>
              <Link className="hcs-quick-link" to={link.path}>
                {menuIcon(link.icon)}
                <span>{link.title}</span>
              </Link>
            </Col>
          ))}
        </Row>
      </nav>
    </Card>
  );
}

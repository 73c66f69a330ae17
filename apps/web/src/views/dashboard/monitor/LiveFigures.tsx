import { Card, Col, Row, Statistic } from 'antd';
import type { LiveStats } from '../../../api/woDashboard.ts';

interface Figure {
  key: keyof LiveStats;
  title: string;
  danger?: boolean;
}

const FIGURES: Figure[] = [
  { key: 'processing', title: '处理中' },
  { key: 'overdue', title: '已超期', danger: true },
  { key: 'onlineUsers', title: '在线用户' },
  { key: 'pending', title: '待派单' },
  { key: 'dispatched', title: '已派单' },
  { key: 'createdToday', title: '今日新建' },
  { key: 'completedToday', title: '今日完成' },
];

/** The monitor's figures, each a labelled group so it can be found by its title. */
export function LiveFigures({ stats, loading }: { stats: LiveStats | null; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((f, i) => (
        <Col key={f.key} xs={12} md={8} xl={i < 3 ? 8 : 6}>
          <Card
            role="group"
            aria-label={f.title}
            className={f.danger ? 'hcs-stat hcs-stat--danger' : 'hcs-stat'}
          >
            <Statistic
              title={f.title}
              value={stats ? Number(stats[f.key]) : '—'}
              loading={loading}
              suffix={f.key === 'onlineUsers' ? '人' : '单'}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

import { useAuth } from '../../utils/permission.ts';
import { VisitStatsPanel } from './VisitStatsPanel.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';
import './Analysis.css';

/** Button permission that shows the login/visit statistics on the home page. */
export const VISIT_STATS_PERMISSION = 'dashboard:analysis:visitStats';

/** The home page (/dashboard/analysis). */
export default function Analysis() {
  const { has } = useAuth();
  return has(VISIT_STATS_PERMISSION) ? <VisitStatsPanel /> : <WelcomeCard />;
}

import { useAuth } from '../../utils/permission.ts';
import { WorkOrderOverview } from './analysis/WorkOrderOverview.tsx';
import { PERM_ORDER_LIST } from './shared/labels.ts';
import { VisitStatsPanel } from './VisitStatsPanel.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';
import './Analysis.css';
import './shared/dashboard.css';

/** Button permission that shows the login/visit statistics on the home page. */
export const VISIT_STATS_PERMISSION = 'dashboard:analysis:visitStats';

/** The home page (/dashboard/analysis): the work-order figures for those who may list orders, then the visits. */
export default function Analysis() {
  const { has } = useAuth();
  const visitStats = has(VISIT_STATS_PERMISSION);
  const visits = visitStats ? <VisitStatsPanel /> : <WelcomeCard />;
  if (!has(PERM_ORDER_LIST)) return visits;
  // The greeting comes first; the visit figures come after the work-order ones.
  return visitStats ? (
    <>
      <WorkOrderOverview />
      <div className="hcs-dashboard__block">{visits}</div>
    </>
  ) : (
    <>
      {visits}
      <div className="hcs-dashboard__block">
        <WorkOrderOverview />
      </div>
    </>
  );
}
